import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type Page, request as requests, type TestInfo } from '@playwright/test';
import haAuth from '../../apps/web/src/i18n/locales/ha/auth.ts';
import haLanding from '../../apps/web/src/i18n/locales/ha/landing.ts';
import haLayout from '../../apps/web/src/i18n/locales/ha/layout.ts';
import haTrading from '../../apps/web/src/i18n/locales/ha/trading.ts';
import { e2eOutbox } from '../env.ts';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { apiLogIn } from '../support/second-factor.ts';

// The Hausa journey of issue 23, on a 390 px phone: a visitor chooses Hausa on the landing page,
// signs up as an offtaker, confirms the email and logs in, all in Hausa; an operator approves the
// registration and the deposit (through the API, in a session of their own: their screens are not
// what this journey reads); the offtaker buys gas with New Transaction, in Hausa. The Hausa words
// asserted are read from the catalogues at HEAD, so the test follows the translators' wording;
// the screenshots go with the test's results (attachments), not into references that a changed
// word would break.

test.use({ viewport: { width: 390, height: 844 } });

const password = 'Harmattan!2026';
const demoAdmin = { email: 'admin@gas-exchange.ng', password: 'Demo-Gas-2026!' };

/** A full-page screenshot at 390 px, attached to the test's results. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Undoes quoted-printable: soft line breaks and escaped bytes (=3D is "="). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The path and query of the newest verification link mailed to `email`. */
async function mailedVerificationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(e2eOutbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const message = decodeQuotedPrintable(await fs.readFile(path.join(e2eOutbox, name), 'utf8'));
          if (!message.includes(email)) continue;
          const found = message.match(/\/verify\?token=[\w-]+/);
          if (found) {
            link = found[0];
            return true;
          }
        }
        return false;
      },
      { message: `a verification email to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return link;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function apiAs(baseURL: string, email: string, pass: string): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  const res = await apiLogIn(context, email, pass);
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

/** A one-colour PNG: the receipt of the deposit. */
function pngReceipt(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(32, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(32 * 3, Buffer.from([0x1b, 0x6e, 0x45]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a visitor chooses Hausa, signs up, is approved, funds the wallet and buys gas, all in Hausa', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `hauwa.sani.${Date.now()}@kanofoods.ng`;

  // The landing page, chosen in Hausa: the page changes at once and <html lang> follows.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ha');
  await expect(page.getByRole('combobox', { name: 'Harshe' })).toHaveValue('ha');
  await expect(page.getByRole('heading', { level: 1, name: haLanding.hero.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha-NG');
  await snap(page, testInfo, '01-landing');

  // Sign up as an offtaker: the top bar's Log In and the sign-up page keep Hausa.
  await expect(page.getByRole('banner').getByRole('link', { name: haLayout.public.logIn })).toBeVisible();
  await page.goto('/takers');
  await expect(page.getByRole('tab', { name: haAuth.register.offtaker })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('textbox', { name: haAuth.fields.firstname, exact: true }).fill('Hauwa');
  await page.getByRole('textbox', { name: haAuth.fields.lastname, exact: true }).fill('Sani');
  await page.getByRole('textbox', { name: haAuth.fields.name, exact: true }).fill('Kano Foods Ltd');
  await page.getByRole('textbox', { name: haAuth.fields.mobile, exact: true }).fill('08051112222');
  await page.getByRole('textbox', { name: haAuth.fields.email, exact: true }).fill(email);
  await page.locator('#password').first().fill(password);
  // Password fields have no role: by the spec's ids, their Hausa labels checked beside them.
  await expect(page.getByText(haAuth.fields.confirm)).toBeVisible();
  await page.locator('#confirm').fill(password);
  await snap(page, testInfo, '02-sign-up');
  await page.getByRole('button', { name: haAuth.register.offtakerSubmit }).click();
  await expect(page.getByRole('heading', { name: haAuth.success.title })).toBeVisible();
  await snap(page, testInfo, '03-registered');

  // The emailed link confirms the address; the page says so in Hausa.
  await page.goto(await mailedVerificationLink(email));
  await expect(page.getByRole('heading', { name: haAuth.verify.confirmedTitle })).toBeVisible();

  // Log in, in Hausa: the area's frame speaks Hausa too.
  await page.goto('/login');
  await page.getByRole('textbox', { name: haAuth.fields.email, exact: true }).fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: haAuth.logIn }).click();
  await expect(page).toHaveURL(/\/offtaker$/);
  const nav = page.getByRole('navigation', { name: haLayout.area.names.offtaker });
  await expect(nav).toBeAttached();
  await snap(page, testInfo, '04-dashboard');

  // The operator's side, through the API: business details, approval, a funded wallet.
  const buyer = await apiAs(baseURL!, email, password);
  const admin = await apiAs(baseURL!, demoAdmin.email, demoAdmin.password);
  try {
    await ok(
      await buyer.put('/api/business-profile', { data: { rcNumber: 'RC 778899', tin: '12345678-0001' } }),
    );
    const pending = await ok<{ name: string; customerId?: string; createdUtc: string }[]>(
      await admin.get('/api/onboarding'),
    );
    const [party] = pending
      .filter((entry) => entry.name === 'Hauwa Sani' && entry.customerId)
      .sort((a, b) => b.createdUtc.localeCompare(a.createdUtc));
    expect(party, 'Hauwa Sani waits for approval').toBeDefined();
    await ok(await admin.patch(`/api/onboarding/complete/customer/${party!.customerId}/Approve`));
    const deposit = await ok<{ reference: string }>(
      await buyer.post('/api/payments', {
        multipart: {
          amount: '100000000',
          currency: 'NGN',
          receipt: { name: 'transfer.png', mimeType: 'image/png', buffer: pngReceipt() },
        },
      }),
      201,
    );
    await ok(await admin.patch(`/api/payments/${deposit.reference}/Approved`));
  } finally {
    await buyer.dispose();
    await admin.dispose();
  }

  // The purchase, in Hausa: New Transaction from the Sales page, the cheapest offer.
  await page.goto('/offtaker/sales');
  await expect(page.getByRole('heading', { level: 1, name: haTrading.lists.sales })).toBeVisible();
  await page.getByRole('button', { name: haTrading.lists.newTransaction }).first().click();
  const dialog = page.getByRole('dialog', { name: haTrading.newTransaction.title });
  const submit = dialog.getByRole('button', { name: haTrading.newTransaction.submit });
  const product = dialog.getByLabel(haTrading.fields.productId);
  await expect(product.locator('option:not([value=""])').first()).toBeAttached();
  await product.selectOption({ index: 1 });
  await dialog.getByLabel(haTrading.fields.currency).selectOption('NGN');
  await dialog.getByLabel(haTrading.fields.quantity).fill('10');
  const contract = dialog.getByLabel(haTrading.fields.contractId);
  const offers = contract.locator('option:not([value=""])');
  await expect(offers.first()).toBeAttached();
  await contract.selectOption((await offers.first().getAttribute('value')) ?? '');
  await expect(dialog.getByText(haTrading.summary.total, { exact: true })).toBeVisible();
  await expect(submit).toBeEnabled();
  await snap(page, testInfo, '05-new-transaction');
  await submit.click();
  const placed = dialog.getByRole('status');
  await expect(placed).toContainText(haTrading.newTransaction.placedDelivered.split(' {{')[0]!);
  const reference = /SL-[A-Z0-9-]+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(dialog).toBeHidden();

  // The purchase in the Sales list (cards on a phone), Pending, its quantity in Hausa ("lita 10")
  // and its date in Hausa's month names (Chromium has no Hausa data: en-NG's order).
  const card = page
    .getByRole('list', { name: haTrading.lists.sales })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(card.getByRole('definition').filter({ hasText: /^lita 10$/ })).toBeVisible();
  await expect(card.locator('time')).toHaveText(
    /^\d{1,2} (Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis), \d{1,2}:\d{2} (SF|YM)$/,
  );
  await snap(page, testInfo, '06-sales');
});
