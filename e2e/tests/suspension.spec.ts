import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, request as requests } from '@playwright/test';
import { e2eOutbox } from '../env.ts';
import { expect, test } from '../fixtures.ts';
import { apiLogIn, completeSecondFactor } from '../support/second-factor.ts';

// Issue 21, account protections: an operator suspends a party with a reason, and reinstates it.
// The browser tests share one seeded database, so this one suspends a party of its own, made
// through the API (signed up, verified, approved), and no demo party other tests rely on.

const demoAdmin = { email: 'admin@gas-exchange.ng', password: 'Demo-Gas-2026!' };
const password = 'Sokoto-Gas-2026!';
const suspendedMessage = 'Your account is suspended. Please contact the platform operators.';

/** The verification token in the newest mail to `email` (the server writes .eml files, quoted-printable). */
async function verificationToken(email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(e2eOutbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const message = (await fs.readFile(path.join(e2eOutbox, name), 'utf8')).replace(/=\r?\n/g, '');
          if (!message.includes(email)) continue;
          const found = message.match(/verify\?token=3D([\w-]+)|verify\?token=([\w-]+)/);
          if (found) {
            token = (found[1] ?? found[2])!;
            return true;
          }
        }
        return false;
      },
      { message: `a verification email to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  return token;
}

async function signedIn(baseURL: string, email: string, pass: string): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  const res = await apiLogIn(context, email, pass);
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test('an operator suspends an offtaker with a reason (it is signed out and cannot log in), then reinstates it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const email = `zainab.sule.${Date.now()}@sokotogas.ng`;

  // An Active offtaker of this test's own.
  const anonymous = await requests.newContext({ baseURL: base });
  const signUp = await anonymous.post('/api/home/register/customer', {
    data: {
      firstname: 'Zainab',
      lastname: 'Sule',
      name: 'Sokoto Gas Users',
      mobile: '08031234567',
      email,
      password,
      confirm: password,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const partyId = (await signUp.json()).data.partyId as string;
  const verified = await anonymous.post('/api/auth/verify', {
    data: { token: await verificationToken(email) },
  });
  expect(verified.status()).toBe(200);
  // A company gives its RC number and TIN before an operator may approve it (issue 18).
  const party = await signedIn(base, email, password);
  const profile = await party.put('/api/business-profile', {
    data: { rcNumber: 'RC 556677', tin: '1234567890' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await party.dispose();
  const adminApi = await signedIn(base, demoAdmin.email, demoAdmin.password);
  const approved = await adminApi.patch(`/api/onboarding/complete/customer/${partyId}/Approve`);
  expect(approved.status()).toBe(200);
  const offtaker = await signedIn(base, email, password);
  expect((await offtaker.get('/api/profile')).status()).toBe(200);

  // The operator opens the offtaker from the list and suspends it with a reason.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(demoAdmin.email);
  await page.getByLabel(/^Password/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await completeSecondFactor(page, demoAdmin.email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/customers');
  await page.getByRole('link', { name: 'Zainab Sule' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zainab Sule' })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Zainab Sule?' });
  await expect(dialog).toContainText(`We email ${email} the reason.`);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Disputed deposit under review');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByRole('status')).toContainText('Zainab Sule is suspended.');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-tone="red"]', { hasText: 'Suspended' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();

  // Its session ended at once, and its log-in is refused with the reason why.
  expect((await offtaker.get('/api/profile')).status()).toBe(401);
  const refused = await anonymous.post('/api/auth/login', { data: { email, password } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors[0].message).toBe(suspendedMessage);

  // Reinstated: Active again, and it can log in.
  await page.getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = page.getByRole('dialog', { name: 'Reinstate Zainab Sule?' });
  await reinstate.getByRole('textbox', { name: /Reason/ }).fill('Deposit confirmed');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  await expect(reinstate.getByRole('status')).toContainText('Zainab Sule is reinstated and now Active.');
  await expect(reinstate).toBeHidden();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await (await signedIn(base, email, password)).dispose();

  await Promise.all([anonymous.dispose(), adminApi.dispose(), offtaker.dispose()]);
});
