import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eOutbox } from '../env.ts';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';

// Issue 21, account protections: "your sessions" and the change of email address. A new offtaker
// (signed up and verified through the API, so no other journey's account changes) signs in from
// two browsers, sees both sessions on its profile page, signs the other one out (its next request
// is refused) and changes its email address through the two emailed links. Mail is not sent in
// this setup: the server writes each message as an .eml file in its outbox (quoted-printable).

const password = 'Harmattan!2026';

/** Undoes quoted-printable: soft line breaks and escaped bytes (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The messages addressed to `to` (its To header) that `match`, newest first, as they arrive. */
async function mailTo(to: string, match: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(e2eOutbox).catch(() => [] as string[]);
        for (const name of names
          .filter((entry) => entry.endsWith('.eml'))
          .sort()
          .reverse()) {
          const message = decodeQuotedPrintable(await fs.readFile(path.join(e2eOutbox, name), 'utf8'));
          if (addressed.test(message) && match.test(message)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `${what} to ${to} in ${e2eOutbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The email-change link in the newest such message to `to`, as a path to visit. */
async function emailChangeLink(to: string): Promise<string> {
  const message = await mailTo(to, /\/email-change\?token=[\w-]+/, 'an email-change link');
  const link = new URL(message.match(/https?:\/\/\S+\/email-change\?token=[\w-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/offtaker$/);
}

test('an offtaker sees its sessions, signs another one out, and changes its email address through both links', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `zainab.audu.${Date.now()}@jos-ceramics.ng`;
  const newEmail = `zainab.${Date.now()}@audu-family.ng`;

  // A new account, confirmed (pending approval: it may sign in and look around).
  const signUp = await request.post('/api/home/register/customer', {
    data: {
      firstname: 'Zainab',
      lastname: 'Audu',
      name: 'Jos Ceramics',
      mobile: '08037654321',
      email,
      password,
      confirm: password,
    },
  });
  expect(signUp.status()).toBe(201);
  const verification = await mailTo(email, /\/verify\?token=/, 'a verification link');
  const token = new URL(verification.match(/https?:\/\/\S+\/verify\?token=[\w-]+/)![0]).searchParams.get(
    'token',
  );
  expect((await request.post('/api/auth/verify', { data: { token } })).status()).toBe(200);

  // Signed in here, and in a second browser.
  await logIn(page, email);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await logIn(otherPage, email);
    // That second browser was new to the account: the owner is told.
    const notice = await mailTo(email, /New sign-in to your account/, 'a new-device email');
    expect(notice).toContain('Device: Chrome');
    expect((await other.request.get('/api/auth/role')).status()).toBe(200);

    // Both sessions on the profile page; this one is marked.
    await page.goto('/offtaker/profile');
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    const table = sessions.getByRole('table', { name: 'Your sessions' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('This session');
    await expect(table.getByRole('row').nth(1)).toContainText(/Chrome \d+ on /);

    // On a phone, each session is a card and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sessions.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(2);
    await expect(table).toHaveCount(0);
    // Once the layout has settled after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sign the other browser out: its next request is refused, this one goes on.
    await table.getByRole('button', { name: /^Sign out Chrome/ }).click();
    await expect(sessions.getByRole('status')).toContainText('is signed out');
    await expect(table.getByRole('row')).toHaveCount(2);
    expect((await other.request.get('/api/auth/role')).status()).toBe(401);
    expect((await page.request.get('/api/auth/role')).status()).toBe(200);
  } finally {
    await other.close();
  }

  // Ask to change the email address.
  const section = page.getByRole('region', { name: 'Email address' });
  await expect(section).toContainText(`You log in with ${email}`);
  await section.getByLabel(/New Email Address/).fill(newEmail);
  await section.getByLabel(/Current Password/).fill(password);
  await section.getByRole('button', { name: 'Change email address' }).click();
  await expect(section.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
  await expect(section.getByText(`Changing to ${newEmail}`)).toBeVisible();

  // The new address confirms: nothing changes yet.
  await page.goto(await emailChangeLink(newEmail));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  const stillOld = await request.post('/api/auth/login', { data: { email: newEmail, password } });
  expect(stillOld.status()).toBe(401);

  // The current address confirms: now the address changes.
  const oldLink = await emailChangeLink(email);
  await page.goto(oldLink);
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await mailTo(newEmail, /Your email address was changed/, 'the change notice');
  await mailTo(email, /Your email address was changed/, 'the change notice');

  // A link works once.
  const reused = await request.post('/api/auth/email-change/confirm', {
    data: { token: new URL(oldLink, 'http://x').searchParams.get('token') },
  });
  expect(reused.status()).toBe(404);

  // The new address logs in; the profile page says so.
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email Address').fill(newEmail);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/offtaker$/);
  await page.goto('/offtaker/profile');
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(
    `You log in with ${newEmail}`,
  );
});
