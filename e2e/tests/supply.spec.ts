import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// The supply journey of issue 4: an operator adds a product to the catalogue; a supplier holds it
// at a hub, receives stock and approves it, sets a naira price; the offer shows on /markets.

const password = 'Demo-Gas-2026!';
const adminEmail = 'admin@gas-exchange.ng';
const supplierEmail = 'sales@zumagas.ng';

/** Logs in through the /login page, as a person would, and waits for the role's home. */
async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
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

test('a new product goes from the catalogue to a supplier’s priced stock and onto /markets', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Market Data lists Ajaokuta first and products by name: this offer lands on its first page.
  const productName = `Aero CNG ${Date.now().toString(36).toUpperCase()}`;
  const hubLabel = 'Ajaokuta (Kogi)';

  // The operator adds the product.
  await logIn(page, adminEmail, /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'New Product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'New Product' });
  await expect(productDialog.getByLabel('Unit')).toHaveValue('');
  await productDialog.getByLabel('Name').fill(productName);
  await productDialog.getByLabel('Unit').selectOption('Liters');
  await productDialog.getByRole('button', { name: 'Create product' }).click();
  await expect(productDialog.getByRole('status')).toContainText('The product was added to the catalogue');
  await expect(productDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Active: make ${productName} Inactive` })).toBeVisible();

  // The supplier holds it at a hub, adds stock and approves it, and sets a price.
  const supplierErrors: string[] = [];
  const supplier = await newPerson(browser, supplierErrors);
  const sp = supplier.page;
  await logIn(sp, supplierEmail, /\/supplier$/);
  await sp.getByRole('navigation', { name: 'Supplier' }).getByRole('link', { name: 'Inventories' }).click();
  await expect(sp.getByRole('heading', { level: 1, name: 'Inventories' })).toBeVisible();
  await sp.getByRole('button', { name: 'New Inventory' }).click();
  const inventoryDialog = sp.getByRole('dialog', { name: 'New Inventory' });
  await inventoryDialog.getByLabel('Product').selectOption({ label: productName });
  await inventoryDialog.getByLabel('Logistics Hub').selectOption({ label: hubLabel });
  await inventoryDialog.getByRole('button', { name: 'Create inventory' }).click();
  await expect(inventoryDialog.getByRole('status')).toContainText('The inventory was created');
  await expect(inventoryDialog).toBeHidden();

  await sp.getByRole('link', { name: productName }).click();
  await expect(sp.getByRole('heading', { level: 1, name: 'Manage Inventory' })).toBeVisible();
  await expect(sp.getByText(`${productName} at Ajaokuta`)).toBeVisible();
  const summary = sp.getByLabel('Inventory summary');
  await expect(summary).toContainText('0 Liters');

  await sp.getByRole('button', { name: 'Add Stock' }).click();
  const stockDialog = sp.getByRole('dialog', { name: 'Add Stock' });
  await stockDialog.getByLabel('Quantity').fill('25000');
  await expect(stockDialog.getByLabel('Quantity')).toHaveValue('25,000');
  await stockDialog.getByRole('button', { name: 'Add stock' }).click();
  await expect(stockDialog.getByRole('status')).toContainText('added as Pending');
  await expect(stockDialog).toBeHidden();

  const stockTable = sp.getByRole('table', { name: 'Latest stock' });
  const pendingRow = stockTable.getByRole('row').filter({ hasText: '25,000 Liters' });
  await expect(pendingRow).toContainText('Pending');
  await pendingRow.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = sp.getByRole('dialog', { name: 'Approve stock' });
  await expect(approveDialog).toContainText('25,000 Liters will be added to the quantity on hand');
  await approveDialog.getByRole('button', { name: 'Approve stock' }).click();
  await expect(approveDialog.getByRole('status')).toContainText('Approved: 25,000 Liters');
  await expect(approveDialog).toBeHidden();
  await expect(pendingRow).toContainText('Approved');
  await expect(pendingRow.getByRole('button')).toHaveCount(0);
  await expect(summary).toContainText('Quantity on hand25,000 Liters');

  await sp.getByRole('button', { name: 'New Price' }).click();
  const priceDialog = sp.getByRole('dialog', { name: 'New Price' });
  await priceDialog.getByLabel('Currency').selectOption('NGN');
  await priceDialog.getByLabel(/^Amount/).fill('412.50');
  await priceDialog.getByRole('button', { name: 'Set price' }).click();
  await expect(priceDialog.getByRole('status')).toContainText('current price');
  await expect(priceDialog).toBeHidden();
  await expect(sp.getByRole('table', { name: 'Latest prices' })).toContainText('₦412.50');
  await expect(sp.getByRole('img', { name: /Naira \(NGN\) price history: 1 price/ })).toBeVisible();
  await supplier.context.close();
  expect(supplierErrors, 'supplier console errors and warnings').toEqual([]);

  // Anyone sees the offer on the public Market Data page.
  const visitorErrors: string[] = [];
  const visitor = await newPerson(browser, visitorErrors);
  const market = visitor.page.getByRole('table', { name: 'Market Data' });
  const offer = market.getByRole('row').filter({ hasText: productName });
  // The server answers market data from memory for up to a second (PUBLIC_READ_CACHE_MS): a
  // page loaded within that second of the new price may not have it yet, the next load does.
  await expect(async () => {
    await visitor.page.goto('/markets');
    await expect(offer).toHaveCount(1, { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  await expect(offer).toContainText('Ajaokuta');
  await expect(offer).toContainText('Spot');
  await expect(offer).toContainText('25,000');
  await expect(offer).toContainText('₦412.50');
  await visitor.context.close();
  expect(visitorErrors, 'visitor console errors and warnings').toEqual([]);
});
