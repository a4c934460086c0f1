import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { completeSecondFactor, isDemoOperator } from '../support/second-factor.ts';

// Issue 22, item 4: every table reads at 1366 px beside the sidebar and on a 390 px phone (where
// rows are cards). What a user notices: the page never scrolls sideways, the sales report's Fee
// is on screen at 1366 px, Market Data's prices are on screen at 390 px.

const password = 'Demo-Gas-2026!';
const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (isDemoOperator(email)) await completeSecondFactor(page, email);
  await expect(page).toHaveURL(home);
}

/** Waits until the page's lists have their rows (nothing loading, nothing busy). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The element is drawn whole within the screen's width and within its table's frame (not in the
 * part of a table that only a sideways scroll would show).
 */
async function expectWithinWidth(element: Locator) {
  const box = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    const frame = node.closest('.mantine-datatable')?.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      minLeft: Math.max(0, frame?.left ?? 0),
      maxRight: Math.min(window.innerWidth, frame?.right ?? window.innerWidth),
    };
  });
  expect(box.left, 'left edge').toBeGreaterThanOrEqual(box.minLeft - 0.5);
  expect(box.right, 'right edge').toBeLessThanOrEqual(box.maxRight + 0.5);
}

/**
 * Visits each page at both widths: no sideways scroll; on the phone, the lists are cards (no
 * table at all, unless `tablesMayScroll`: the public projections scroll inside their frame).
 */
async function expectPagesRead(page: Page, paths: string[], { tablesMayScroll = false } = {}) {
  for (const size of [laptop, phone]) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      await expectNoHorizontalOverflow(page);
      if (size === phone) {
        // A DataTable on a phone is a list of cards, each field drawn within the screen.
        await expect(page.locator('main .mantine-datatable'), `${path}: tables at 390 px`).toHaveCount(0);
        if (!tablesMayScroll)
          await expect(page.locator('main table'), `${path}: tables at 390 px`).toHaveCount(0);
        for (const value of await page.locator('main .data-card-field > dd').all()) {
          await expectWithinWidth(value);
        }
      }
    }
  }
}

test('the admin sales report shows every column, Fee included, at 1366 px', async ({ page }) => {
  await page.setViewportSize(laptop);
  await logIn(page, 'admin@gas-exchange.ng', /\/admin$/);
  await page.goto('/admin/reports/sales?status=Approved&currency=NGN');
  await settled(page);
  const table = page.getByRole('table', { name: 'Sales' });
  const headers = table.getByRole('columnheader');
  await expect(headers).toHaveText([
    'Reference',
    'Date',
    'Status',
    'Offtaker',
    'Supplier',
    'Product',
    'Hub',
    'Quantity',
    'Amount',
    'Fee',
  ]);
  await expectWithinWidth(table.getByRole('columnheader', { name: 'Fee' }));
  // The header, then the first sale with its fee charged: a sale still in fulfilment shows "—" (issue 17).
  const row = table.getByRole('row').filter({ hasNotText: '—' }).nth(1);
  const fee = row.getByRole('cell').last();
  await expect(fee).toHaveText(/^₦[\d,]+\.\d\d$/);
  await expectWithinWidth(fee);
  // A product's name takes two lines at most (it took three).
  const product = row.getByRole('cell').nth(5);
  const lines = await product.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
  await expectNoHorizontalOverflow(page);
});

test('Market Data shows its prices on a 390 px phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/markets');
  const markets = page.getByRole('list', { name: 'Market Data' });
  const firstCard = markets.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  const sellBid = firstCard.locator('.data-card-field').filter({ hasText: 'Sell Bid' }).locator('dd');
  const price = sellBid.getByText(/^[₦$][\d,]+\.\d\d\/(Liter|Kilogram|MMBtu|[A-Za-z]+)/).first();
  await expect(price).toBeInViewport({ ratio: 1 });
  await expectWithinWidth(price);
  await expectNoHorizontalOverflow(page);
});

test('public pages with tables read at 1366 and 390 px', async ({ page }) => {
  await expectPagesRead(page, ['/markets']);
  await expectPagesRead(page, ['/financials', '/rates'], { tablesMayScroll: true });
});

test("the operators' tables read at 1366 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@gas-exchange.ng', /\/admin$/);
  await expectPagesRead(page, [
    '/admin',
    '/admin/products',
    '/admin/clients',
    '/admin/customers',
    '/admin/onboardings',
    '/admin/deposits',
    '/admin/sales',
    '/admin/reports/sales',
    '/admin/reports/deposits',
    '/admin/audit',
    '/admin/losses',
  ]);
});

test("a supplier's tables read at 1366 and 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'sales@zumagas.ng', /\/supplier$/);
  await page.goto('/supplier/inventories');
  const inventory = page.getByRole('table', { name: 'Inventories' }).getByRole('link').first();
  const inventoryPath = await inventory.getAttribute('href');
  expect(inventoryPath).toMatch(/^\/supplier\/inventories\//);
  await expectPagesRead(page, [
    '/supplier',
    '/supplier/inventories',
    inventoryPath ?? '',
    '/supplier/stocks',
    '/supplier/prices',
    '/supplier/sales',
    '/supplier/bids',
    '/supplier/reports/sales',
    '/supplier/reports/deposits',
  ]);
});

test("an offtaker's tables read at 1366 and 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'amina.bello@kanotextiles.ng', /\/offtaker$/);
  await expectPagesRead(page, [
    '/offtaker',
    '/offtaker/deposits',
    '/offtaker/sales',
    '/offtaker/bids',
    '/offtaker/reports/sales',
    '/offtaker/reports/deposits',
  ]);
});
