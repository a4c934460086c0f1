import fs from 'node:fs/promises';
import path from 'node:path';
import { e2eOutbox } from '../env.ts';
import { expect, test } from '../fixtures.ts';

// Issue 21, account protections: password reset by email. A demo account no other journey logs
// in with (Ibrahim Musa, an offtaker awaiting approval) asks for a link from the log-in page,
// follows the emailed link, sets a new password and logs in with it. Mail is not sent in this
// setup: the server writes each message as an .eml file in its outbox (quoted-printable body).

const account = { email: 'ibrahim.musa@kadunacng.ng', password: 'Demo-Gas-2026!' };
const newPassword = `Kaduna-Reset-${Date.now()}`;

/** Undoes quoted-printable: soft line breaks and escaped bytes (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The reset link in the newest message addressed to `email` (written by a background job). */
async function readResetLink(email: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(e2eOutbox).catch(() => [] as string[]);
        for (const name of names
          .filter((entry) => entry.endsWith('.eml'))
          .sort()
          .reverse()) {
          const message = decodeQuotedPrintable(await fs.readFile(path.join(e2eOutbox, name), 'utf8'));
          if (!message.includes(email)) continue;
          const found = message.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
          if (found) {
            link = new URL(found[0]);
            return true;
          }
        }
        return false;
      },
      { message: `a password-reset email to ${email} in ${e2eOutbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

test('a demo offtaker resets a forgotten password from the emailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${account.email} has an account with us`);

  const link = await readResetLink(account.email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link works once, and the old password no longer logs in (asked outside the browser, whose
  // console must stay free of refused requests).
  const again = await request.post('/api/auth/password-reset/complete', {
    data: {
      token: link.searchParams.get('token'),
      password: `${newPassword}-2`,
      confirm: `${newPassword}-2`,
    },
  });
  expect(again.status()).toBe(404);
  const oldPassword = await request.post('/api/auth/login', { data: account });
  expect(oldPassword.status()).toBe(401);

  // The new one does.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/offtaker/);
});
