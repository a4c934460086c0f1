import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { apiLogIn, completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Money out (issue 18, point 3): the demo supplier, whose bank account was added a month ago (past
// its cool-off, seeded), requests a payout; one demo operator approves it, the second marks it
// paid with the bank reference; the supplier's wallet and the Finance page agree. And the
// supplier's monthly PDF statement of its settlement wallet (issue 18, point 5) downloads, the same
// file every time.

const demoPassword = 'Demo-Gas-2026!';
const supplier = 'sales@zumagas.ng';
const approver = 'admin@gas-exchange.ng';
const payer = 'finance@gas-exchange.ng';

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

async function newPerson(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return { context, page: await context.newPage() };
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

type Balance = { amount: number; held: number };
type FinanceRow = {
  currency: string;
  depositsApproved: number;
  payoutsPaid: number;
  expectedBankBalance: number;
};

test('a supplier is paid out: one operator approves, another marks it paid; wallet and Finance page agree', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const finance = await playwright.request.newContext({ baseURL });
  expect((await apiLogIn(finance, payer, demoPassword)).ok()).toBe(true);
  const ngn = async () =>
    (await ok<FinanceRow[]>(await finance.get('/api/finance'))).find((row) => row.currency === 'NGN')!;
  const financeBefore = await ngn();

  const party = await newPerson(browser);
  await logIn(party.page, supplier, /\/supplier$/);
  const balanceBefore = await ok<Balance>(await party.page.request.get('/api/payments/balances/NGN'));

  await party.page.goto('/supplier/payouts');
  await party.page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = party.page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByLabel(/Amount/).fill('1500');
  await dialog.getByLabel(/Bank account/).selectOption({ index: 1 });
  const answer = party.page.waitForResponse(
    (res) => res.url().endsWith('/api/payouts') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Request payout' }).click();
  const payout = ((await (await answer).json()) as { data: { id: string; reference: string } }).data;
  await expect(dialog.getByRole('status')).toContainText('held until it is paid');
  await expect(party.page.getByRole('dialog')).toBeHidden();
  const table = party.page.getByRole('table', { name: 'Payouts' });
  await expect(table.getByRole('row').filter({ hasText: payout.reference })).toContainText('Requested');
  expect(await ok<Balance>(await party.page.request.get('/api/payments/balances/NGN'))).toEqual(
    expect.objectContaining({ amount: balanceBefore.amount - 150_000, held: balanceBefore.held + 150_000 }),
  );

  // The first operator approves it.
  const first = await newPerson(browser);
  await logIn(first.page, approver, /\/admin$/);
  await first.page.goto('/admin/payouts');
  await first.page.getByRole('button', { name: `Approve ${payout.reference}` }).click();
  const approve = first.page.getByRole('dialog', { name: 'Approve payout' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve.getByRole('status')).toContainText('was approved');

  // The second operator sends the transfer and records its reference.
  const second = await newPerson(browser);
  await logIn(second.page, payer, /\/admin$/);
  await second.page.goto('/admin/payouts');
  await second.page.getByRole('button', { name: `Mark ${payout.reference} paid` }).click();
  const paid = second.page.getByRole('dialog', { name: 'Mark payout paid' });
  await paid.getByLabel(/Bank reference/).fill('FBN/TRF/E2E/0001');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paid.getByRole('status')).toContainText('was marked paid');
  await expect(
    second.page
      .getByRole('table', { name: 'Payouts' })
      .getByRole('row')
      .filter({ hasText: payout.reference }),
  ).toContainText('Paid');

  // The supplier's wallet: the amount left it, nothing of it is held any more.
  const balanceAfter = await ok<Balance>(await party.page.request.get('/api/payments/balances/NGN'));
  expect(balanceAfter).toEqual(
    expect.objectContaining({ amount: balanceBefore.amount - 150_000, held: balanceBefore.held }),
  );
  await party.page.goto('/supplier/payouts');
  await expect(
    party.page.getByRole('table', { name: 'Payouts' }).getByRole('row').filter({ hasText: payout.reference }),
  ).toContainText('FBN/TRF/E2E/0001');
  // Its advice (issue 18, point 5): a PDF of what left, downloadable from the row.
  const [advice] = await Promise.all([
    party.page.waitForEvent('download'),
    party.page.getByRole('link', { name: `Download the advice of ${payout.reference} (PDF)` }).click(),
  ]);
  expect(advice.suggestedFilename()).toBe(`advice-${payout.reference}.pdf`);
  expect((await readFile((await advice.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The Finance page: payouts paid went up by exactly that, and the expected bank balance down.
  const financeAfter = await ngn();
  expect(financeAfter.payoutsPaid - financeBefore.payoutsPaid).toBe(150_000);
  expect(financeAfter.expectedBankBalance).toBe(financeAfter.depositsApproved - financeAfter.payoutsPaid);
  await second.page.goto('/admin/finance');
  const row = second.page.getByRole('table', { name: 'Finance' }).getByRole('row').filter({ hasText: 'NGN' });
  const naira = (minor: number) =>
    `₦${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(row).toContainText(naira(financeAfter.payoutsPaid));
  await expect(row).toContainText(naira(financeAfter.expectedBankBalance));

  await Promise.all([
    party.context.close(),
    first.context.close(),
    second.context.close(),
    finance.dispose(),
  ]);
});

test("the supplier downloads last month's statement of its settlement wallet: a PDF, the same file again", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const party = await newPerson(browser);
  await logIn(party.page, supplier, /\/supplier$/);
  await party.page.goto('/supplier/payouts');
  // The demo supplier joined months ago: its newest closed month is first.
  const monthly = party.page.getByRole('table', { name: 'Monthly statements NGN' });
  const link = monthly.getByRole('link', { name: /^Download the .+ NGN statement \(PDF\)$/ }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/statements\/monthly\.pdf\?month=\d{4}-\d{2}&currency=NGN$/);
  const [download] = await Promise.all([party.page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^statement-NGN-\d{4}-\d{2}\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Issued once: the second download is the same file, and the list shows its closing balance.
  const again = await party.page.request.get(href!);
  expect(Buffer.compare(await again.body(), file)).toBe(0);
  await party.page.reload();
  await expect(monthly.getByRole('row').nth(1)).toContainText('₦');
  await party.context.close();
});
