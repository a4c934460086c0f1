import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Issue 7 in the browser: each demo role's dashboard shows figures computed from the demo
// trading history, its reports page through the server and download exactly the filtered rows
// as CSV, and the operator reads the audit trail. Counts are compared with each other (the
// pager's total, the CSV's rows) rather than hard-coded, so journeys that ran before (a new
// deposit, a new purchase) do not break them.

const password = 'Demo-Gas-2026!';
const offtakerEmail = 'amina.bello@kanotextiles.ng';
const supplierEmail = 'sales@zumagas.ng';
const adminEmail = 'admin@gas-exchange.ng';

/** Logs in through the /login page, as a person would, and waits for the role's home. */
async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

/** The rows matching the filters, as the pager says once the table has settled: "1–10 of 14" -> 14. */
async function pagerTotal(page: Page): Promise<number> {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const pager = page.getByText(/^\d+–\d+ of \d+$/);
  await expect(pager).toBeVisible();
  const match = /of (\d+)$/.exec((await pager.textContent()) ?? '');
  return Number(match?.[1] ?? Number.NaN);
}

type Csv = { fileName: string; header: string; rows: string[] };

/** Clicks Download CSV and reads the file the browser saved. */
async function downloadCsv(page: Page): Promise<Csv> {
  const link = page.getByRole('link', { name: 'Download CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
  return { fileName: download.suggestedFilename(), header: lines[0] ?? '', rows: lines.slice(1) };
}

function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

test('an offtaker sees pending and completed purchases, and its reports download as CSV', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, offtakerEmail, /\/offtaker$/);

  const pending = page.getByRole('region', { name: 'Pending' });
  // Amina's demo purchase from Delta CNG is still waiting for its supplier.
  await expect(pending).toContainText(/\d+ purchases?/);
  await expect(pending).toContainText('₦');
  const completed = page.getByRole('region', { name: 'Completed' });
  await expect(
    completed.getByRole('img', { name: /^Naira \(NGN\) completed purchases per month: / }),
  ).toBeVisible();
  await expect(
    completed.getByRole('img', { name: /^US dollar \(USD\) completed purchases per month: / }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Naira wallet (NGN)' })).toContainText('₦');
  await expect(page.getByRole('table', { name: 'Latest Transactions' }).locator('tbody tr')).not.toHaveCount(
    0,
  );

  await completed.getByRole('link', { name: 'Sales report' }).click();
  await expect(page).toHaveURL(/\/offtaker\/reports\/sales\?status=Approved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  const purchases = page.getByRole('table', { name: 'Purchases' });
  await expect(bodyRows(purchases).first()).toContainText('Approved');
  const approved = await pagerTotal(page);
  expect(approved).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('region', { name: 'Naira (NGN) totals' })).toContainText(/Purchases\s*\d+/);
  await expect(page.getByRole('img', { name: /^Naira \(NGN\) purchases per month: / })).toBeVisible();
  await expect(bodyRows(purchases).first().getByRole('link')).toHaveAttribute('href', /^\/offtaker\/sales\//);

  const csv = await downloadCsv(page);
  expect(csv.fileName).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.header).toBe(
    'Reference,Created (UTC),Completed (UTC),Status,Buyer,Supplier,Product,Hub,Quantity,Unit,Unit price,Amount,Fee,Currency,Fulfilment,Fulfilment status,Delivered,Logistics fee held,Logistics fee charged,Settled (UTC),Contract',
  );
  expect(csv.rows).toHaveLength(approved);
  // Completed (UTC) is the settlement time: empty while an approved purchase is still in fulfilment.
  for (const row of csv.rows) expect(row).toMatch(/^SL-[^,]+,[^,]+,[^,]*,Approved,Amina Bello,/);

  // All statuses: more rows (a rejected and a cancelled purchase, a pending one).
  await page.getByLabel('Status').selectOption('');
  await expect(page).toHaveURL(/\/offtaker\/reports\/sales$/);
  await expect.poll(() => pagerTotal(page)).toBeGreaterThan(approved);

  await page.goto('/offtaker/reports/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits report' })).toBeVisible();
  const deposits = page.getByRole('table', { name: 'Deposits' });
  await expect(bodyRows(deposits).first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/offtaker\/deposits\//,
  );
  const depositCount = await pagerTotal(page);
  const depositsCsv = await downloadCsv(page);
  expect(depositsCsv.header).toBe('Reference,Created (UTC),Processed (UTC),Status,Offtaker,Amount,Currency');
  expect(depositsCsv.rows).toHaveLength(depositCount);
  expect(depositsCsv.rows[0]).toMatch(/^DP-/);
});

test('a supplier sees its pending sales, stock and statement, filtered reports download exactly their rows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, supplierEmail, /\/supplier$/);

  const pending = page.getByRole('region', { name: 'Pending sales' });
  // Chinedu's demo purchase at Ajaokuta waits for Zuma Gas.
  await expect(pending).toContainText(/\d+ sales?/);
  await expect(pending.getByRole('link', { name: 'Approve or reject' })).toHaveAttribute(
    'href',
    '/supplier/sales?status=Pending',
  );
  await expect(
    page
      .getByRole('region', { name: 'Completed' })
      .getByRole('img', { name: /approved sales per month: / })
      .first(),
  ).toBeVisible();
  const stock = page.getByRole('table', { name: 'Stock' });
  await expect(bodyRows(stock).first()).toContainText('Liters');
  await expect(
    stock.getByRole('link', { name: /Compressed Natural Gas \(CNG\) at Ajaokuta/ }),
  ).toHaveAttribute('href', /^\/supplier\/inventories\//);
  await expect(page.getByRole('region', { name: 'Naira settlement wallet (NGN)' })).toContainText('₦');

  await page.goto('/supplier/reports/sales');
  const sales = page.getByRole('table', { name: 'Sales' });
  await expect(bodyRows(sales).first()).toBeVisible();
  const all = await pagerTotal(page);
  expect(all).toBeGreaterThanOrEqual(8);
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page).toHaveURL(/currency=USD/);
  await expect.poll(() => pagerTotal(page)).toBeLessThan(all);
  const usd = await pagerTotal(page);
  await expect(bodyRows(sales)).toHaveCount(usd);
  for (const row of await bodyRows(sales).all()) await expect(row).toContainText('$');
  await expect(page.getByRole('region', { name: 'US dollar (USD) totals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Naira (NGN) totals' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/reports/sales.csv?currency=USD',
  );
  const csv = await downloadCsv(page);
  expect(csv.rows).toHaveLength(usd);
  // Supplier, then product, hub, quantity, unit, unit price, amount and fee, then the currency.
  for (const row of csv.rows) expect(row).toMatch(/,Zuma Gas Ltd,(?:[^,]*,){7}USD,/);

  await page.goto('/supplier/reports/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Settlement statement' })).toBeVisible();
  const statement = page.getByRole('table', { name: 'Settlement statement' });
  // Settlements and, since payouts (issue 18), the demo's payout holds and releases, each in words.
  await expect(bodyRows(statement).filter({ hasText: 'Settlement of sale SL-' }).first()).toBeVisible();
  await expect(
    bodyRows(statement)
      .filter({ hasText: /Payout PO-[\w-]+ requested: held until paid/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Naira (NGN) totals' })).toContainText('Net paid in');
  const lines = await pagerTotal(page);
  const statementCsv = await downloadCsv(page);
  expect(statementCsv.header).toBe(
    'Reference,Settled (UTC),Description,Gross,Fee,Net,Balance after,Currency',
  );
  expect(statementCsv.rows).toHaveLength(lines);
});

test('an operator sees the queues, the trade per month and hub, the reports and the audit trail', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, adminEmail, /\/admin$/);

  await expect(
    page.getByRole('region', { name: 'Onboarding' }).getByRole('link', { name: 'Review' }),
  ).toHaveAttribute('href', '/admin/onboardings');
  const pendingSales = page.getByRole('region', { name: 'Pending sales' });
  await expect(pendingSales).toContainText(/\d+ sales?/);
  await expect(page.getByRole('region', { name: 'Fee revenue' })).toContainText('₦');
  await expect(
    page
      .getByRole('region', { name: 'Traded per month' })
      .getByRole('img', { name: /traded per month: / })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Traded per hub, all time' })
      .getByRole('img', { name: /traded per hub: .*Ajaokuta/ })
      .first(),
  ).toBeVisible();
  const activity = page.getByRole('table', { name: 'Latest activity' });
  await expect(bodyRows(activity)).not.toHaveCount(0);

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(bodyRows(trail).first()).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Purchase placed' });
  await expect(page).toHaveURL(/action=purchase_placed/);
  await expect(bodyRows(trail).first()).toContainText('Purchase placed');
  await page.getByLabel('Actor email').fill('kanotextiles');
  await expect(page).toHaveURL(/actor=kanotextiles/);
  await expect(bodyRows(trail).first()).toContainText(offtakerEmail);

  await page.goto('/admin/reports/sales');
  const sales = page.getByRole('table', { name: 'Sales' });
  await expect(bodyRows(sales)).toHaveCount(10);
  const total = await pagerTotal(page);
  expect(total).toBeGreaterThanOrEqual(14);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(new RegExp(`^11–\\d+ of ${total}$`))).toBeVisible();
  const csv = await downloadCsv(page);
  // The CSV holds every matching row, not one page.
  expect(csv.rows).toHaveLength(total);

  await page.goto('/admin/reports/deposits');
  const deposits = page.getByRole('table', { name: 'Deposits' });
  await expect(bodyRows(deposits).first().getByRole('link')).toHaveAttribute('href', /^\/admin\/deposits\//);
  await page.getByLabel('Status').selectOption('Approved');
  await expect(page).toHaveURL(/status=Approved/);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/reports/deposits.csv?status=Approved',
  );
  const approvedDeposits = await pagerTotal(page);
  const depositsCsv = await downloadCsv(page);
  expect(depositsCsv.rows).toHaveLength(approvedDeposits);
  for (const row of depositsCsv.rows) expect(row).toMatch(/^DP-[^,]+,[^,]+,[^,]+,Approved,/);

  // The dashboard fits a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Pending sales' })).toContainText(/\d+ sales?/);
  await expectNoHorizontalOverflow(page);
});
