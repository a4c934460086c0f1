import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { completeSecondFactor, demoOperatorSecrets, nextTotpCode } from '../support/second-factor.ts';

// Two-factor sign-in (issue 21): the demo operator signs in with its password and the code of
// its published TOTP secret; an offtaker turns two-factor sign-in on from the profile (scanning
// is typing the key shown, the codes come from otpauth here), then logs in with a code, and with
// a recovery code, and turns it off again.

const password = 'Demo-Gas-2026!';
const operator = 'admin@gas-exchange.ng';
const offtaker = 'chinedu.okafor@abujasteel.ng';

async function enterPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an operator signs in with the password and the code of its authenticator', async ({ page }) => {
  await enterPassword(page, operator);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // Not signed in yet: the page keeps no session until the code is in.
  expect(await page.evaluate(() => localStorage.getItem('gas.role'))).toBeNull();
  // (A wrong code's messages are checked by the component and server tests: the browser logs
  // every 400 answer, which this suite counts as a console error.)
  const code = await nextTotpCode(page.request, operator, demoOperatorSecrets[operator]!);
  await page.getByLabel(/^Authentication code/).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('an offtaker turns two-factor sign-in on, logs in with a code and with a recovery code, and turns it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await enterPassword(page, offtaker);
  await expect(page).toHaveURL(/\/offtaker$/);
  await page.goto('/offtaker/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel(/^Password/).fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await section.getByLabel('Key for your authenticator app').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel(/^Authentication code/).fill(await nextTotpCode(page.request, offtaker, secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Log-in now asks for the code.
  await enterPassword(page, offtaker);
  await completeSecondFactor(page, offtaker, secret);
  await expect(page).toHaveURL(/\/offtaker$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  // Or a recovery code, once.
  await enterPassword(page, offtaker);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/offtaker$/);

  // Off again: the password and a code.
  await page.goto('/offtaker/profile');
  await expect(section.getByText(/Recovery codes left: 9/)).toBeVisible();
  await section.getByRole('button', { name: 'Turn off' }).click();
  await section.getByLabel(/^Password/).fill(password);
  await section.getByLabel(/^Authentication code/).fill(await nextTotpCode(page.request, offtaker, secret));
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('status')).toContainText('Two-factor sign-in is off.');
  await page.getByRole('button', { name: 'Logout' }).click();
  await enterPassword(page, offtaker);
  await expect(page).toHaveURL(/\/offtaker$/);
});
