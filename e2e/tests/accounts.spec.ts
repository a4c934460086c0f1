import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { e2eOutbox } from '../env.ts';
import { expect, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// The account journey of issue 3: sign up as an offtaker, follow the emailed link, log in,
// get approved by an operator in a second browser, log out. Mail is not sent in this setup:
// the server writes each message as an .eml file in its outbox (quoted-printable body).

const demoAdmin = { email: 'admin@gas-exchange.ng', password: 'Demo-Gas-2026!' };

/** Undoes quoted-printable: soft line breaks and escaped bytes (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * The verification link in the newest message addressed to `email`. A background job writes the
 * mail within about a second of the sign-up, so this waits for it.
 */
async function readVerificationLink(email: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(e2eOutbox).catch(() => [] as string[]);
        const newestFirst = names
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse();
        for (const name of newestFirst) {
          const message = decodeQuotedPrintable(await fs.readFile(path.join(e2eOutbox, name), 'utf8'));
          if (!message.includes(email)) continue;
          const found = message.match(/https?:\/\/\S+\/verify\?token=[\w-]+/);
          if (found) {
            link = new URL(found[0]);
            return true;
          }
        }
        return false;
      },
      { message: `a verification email to ${email} in ${e2eOutbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/** A second person's browser; its console must stay clean too. */
async function openSecondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
}

test('an offtaker signs up, confirms the email, logs in, is approved by an admin and logs out', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `halima.bello.${Date.now()}@kanofoods.ng`;
  const password = 'Harmattan!2026';

  // Sign up at /takers (the Offtaker tab).
  await page.goto('/takers');
  await expect(page.getByRole('tab', { name: 'Offtaker' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('First Name').fill('Halima');
  await page.getByLabel('Last Name').fill('Bello');
  await page.getByLabel('Company Name').fill('Kano Foods Ltd');
  await page.getByLabel('Mobile Number').fill('08051112222');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create offtaker account' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();

  // Follow the emailed link.
  const link = await readVerificationLink(email);
  expect(link.pathname).toBe('/verify');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Log in: a pending offtaker may look around its area.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/offtaker$/);
  await expect(page.getByRole('navigation', { name: 'Offtaker' })).toBeVisible();

  // Before an operator may approve it, the company gives its RC number and TIN (issue 18).
  await page.getByRole('link', { name: 'Complete your business profile' }).click();
  await expect(page).toHaveURL(/\/offtaker\/business-profile$/);
  await page.getByLabel(/^CAC RC number/).fill('RC 1234567');
  await page.getByLabel(/^TIN/).fill('12345678-0001');
  await page.getByRole('button', { name: 'Save business details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your business profile is complete' }),
  ).toBeVisible();

  // An operator, in another browser, approves the registration.
  const admin = await openSecondBrowser(browser);
  try {
    await admin.page.goto('/login');
    await logIn(admin.page, demoAdmin.email, demoAdmin.password);
    await expect(admin.page).toHaveURL(/\/admin$/);
    await admin.page.goto('/admin/onboardings');
    const list = admin.page.getByRole('table', { name: 'Onboarding' });
    // The demo's pending parties wait there too.
    await expect(list.getByRole('cell', { name: 'Sahel Energy Resources', exact: true })).toBeVisible();
    await expect(list.getByRole('cell', { name: 'Ibrahim Musa', exact: true })).toBeVisible();
    await expect(list.getByRole('row', { name: /Sahel Energy Resources/ })).toContainText('Supplier');
    await expect(list.getByRole('row', { name: /Ibrahim Musa/ })).toContainText('Offtaker');

    await list.getByRole('link', { name: 'Details for Halima Bello' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/onboardings\/o\/[0-9a-f-]{36}$/);
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Halima Bello' })).toBeVisible();
    await expect(admin.page.getByText('Kano Foods Ltd').first()).toBeVisible();
    await expect(admin.page.getByText('08051112222')).toBeVisible();
    const verification = admin.page.getByRole('region', { name: 'Business verification' });
    await expect(verification).toContainText('RC 1234567');
    await expect(verification).toContainText('12345678-0001');

    await admin.page.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Approve Halima Bello?' });
    await expect(dialog).toContainText(`We email ${email} to say so.`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('status')).toContainText('Halima Bello is approved and now Active.');
    await expect(dialog).toBeHidden();
    await expect(admin.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The list no longer offers the approved registration.
    await admin.page.getByRole('link', { name: '← Onboarding' }).click();
    await expect(list.getByRole('cell', { name: 'Sahel Energy Resources', exact: true })).toBeVisible();
    await expect(list.getByRole('cell', { name: 'Halima Bello', exact: true })).toHaveCount(0);
    expect(admin.errors, 'console errors and warnings in the admin browser').toEqual([]);
  } finally {
    await admin.context.close();
  }

  // Back in the offtaker's browser: the profile shows the approval, then Logout returns to /.
  await page.getByRole('navigation', { name: 'Offtaker' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('region', { name: 'Account' }).getByText('Active')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gas.role'))).toBeNull();
});
