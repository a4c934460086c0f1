import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// The trading journey of issue 6: a demo offtaker buys 100 litres of CNG from the cheapest
// naira offer; the supplier who owns that offer approves the Pending sale; the offtaker then
// sees it Approved, and the purchase settled in the wallet statement.

const password = 'Demo-Gas-2026!';
const offtakerEmail = 'chinedu.okafor@abujasteel.ng';
const supplierEmails: Record<string, string> = {
  'Zuma Gas Ltd': 'sales@zumagas.ng',
  'Delta CNG Company': 'trading@deltacng.ng',
};
const productName = 'Compressed Natural Gas (CNG)';

/** Logs in through the /login page, as a person would, and waits for the role's home. */
async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(home);
}

/** A second person in the same browser: own cookies, own console. */
async function newPerson(browser: Browser, errors: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

test('an offtaker buys from the cheapest listing and the supplier approves the sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);

  // The offtaker places the purchase.
  await logIn(page, offtakerEmail, /\/offtaker$/);
  await page.goto('/offtaker/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await dialog.getByLabel('Product').selectOption({ label: productName });
  await dialog.getByLabel('Currency').selectOption('NGN');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Quantity').fill('100');

  const contract = dialog.getByLabel('Contract');
  const offers = contract.locator('option:not([value=""])');
  await expect(offers.first()).toBeAttached();
  // The offers come cheapest first.
  const cheapest = offers.first();
  const offerText = (await cheapest.textContent()) ?? '';
  const [, supplierName = '', priceString = ''] = offerText.split(' · ');
  expect(Object.keys(supplierEmails)).toContain(supplierName);
  await contract.selectOption((await cheapest.getAttribute('value')) ?? '');

  const unitPrice = Number(priceString.replace(/[^\d.]/g, ''));
  const total = `₦${(unitPrice * 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(dialog.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(total);
  await expect(submit).toBeEnabled();
  await submit.click();
  const placed = dialog.getByRole('status');
  await expect(placed).toContainText('was placed');
  const reference = /SL-[A-Z0-9-]+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(dialog).toBeHidden();

  const purchases = page.getByRole('table', { name: 'Sales' });
  const purchaseRow = purchases.getByRole('row').filter({ hasText: reference });
  await expect(purchaseRow).toContainText('Pending');
  await expect(purchaseRow).toContainText('100 Liters');
  await expect(purchaseRow).toContainText(total);

  // The supplier who owns the offer approves it.
  const supplierErrors: string[] = [];
  const supplier = await newPerson(browser, supplierErrors);
  const sp = supplier.page;
  await logIn(sp, supplierEmails[supplierName]!, /\/supplier$/);
  await sp.goto('/supplier/sales');
  await expect(sp.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  const saleRow = sp.getByRole('table', { name: 'Sales' }).getByRole('row').filter({ hasText: reference });
  await expect(saleRow).toContainText('Pending');
  await saleRow.getByRole('link', { name: reference }).click();
  await expect(sp.getByRole('heading', { level: 1, name: `Sale ${reference}` })).toBeVisible();
  await sp.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = sp.getByRole('dialog', { name: `Approve ${reference}?` });
  // Approval accepts the order (issue 17): the supplier is paid once the buyer accepts the gas.
  await expect(approveDialog).toContainText('You accept the order: 100 litres stay reserved');
  await expect(approveDialog).toContainText(`${total} less the 1% platform fee`);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(approveDialog.getByRole('status')).toContainText('Approved: the order is in fulfilment.');
  await expect(approveDialog).toBeHidden();
  const details = sp.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Approved');
  await expect(sp.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // The supplier's dashboard lists the sale among its latest sales.
  await sp.goto('/supplier');
  await expect(sp.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const latestSale = sp
    .getByRole('table', { name: 'Latest Sales' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(latestSale).toContainText('Approved');
  await expect(latestSale.getByRole('link', { name: reference })).toHaveAttribute(
    'href',
    /\/supplier\/sales\//,
  );
  await supplier.context.close();
  expect(supplierErrors, 'supplier console errors and warnings').toEqual([]);

  // Back to the offtaker: the dashboard's Latest Transactions shows the purchase Approved.
  await page.goto('/offtaker');
  const latestPurchase = page
    .getByRole('table', { name: 'Latest Transactions' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(latestPurchase).toContainText('Approved');
  await expect(latestPurchase).toContainText('100 Liters');

  // The purchase is Approved in the list too, and settled in the wallet statement.
  await page.goto('/offtaker/sales');
  await expect(purchaseRow).toContainText('Approved');
  await purchaseRow.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Purchase ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Approved by the supplier');
  await page.goto('/offtaker/deposits');
  const statementRow = page
    .getByRole('table', { name: 'Deposits and purchases' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(statementRow).toContainText('Debit');
  await expect(statementRow).toContainText('Approved');
});
