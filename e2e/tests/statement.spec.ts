import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';

// Issue 22, item 1, walked through as the issue did: a demo offtaker buys and cancels, buys again
// and the supplier rejects; the wallet statement on /offtaker/deposits (its Statement tab) then
// shows each hold and each release as a line of its own, every line's available balance follows
// on from the line below it, and the newest is the wallet's balance, back where it started.

const password = 'Demo-Gas-2026!';
const offtakerEmail = 'amina.bello@kanotextiles.ng';
const supplierEmails: Record<string, string> = {
  'Zuma Gas Ltd': 'sales@zumagas.ng',
  'Delta CNG Company': 'trading@deltacng.ng',
};
const productName = 'Compressed Natural Gas (CNG)';

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(home);
}

/** Buys `litres` of CNG in naira from the cheapest offer; answers the reference and the seller. */
async function buy(page: Page, litres: number) {
  await page.goto('/offtaker/sales');
  await page.getByRole('button', { name: 'New Transaction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Transaction' });
  await dialog.getByLabel('Product').selectOption({ label: productName });
  await dialog.getByLabel('Currency').selectOption('NGN');
  await dialog.getByLabel('Quantity').fill(String(litres));
  const offers = dialog.getByLabel('Contract').locator('option:not([value=""])');
  await expect(offers.first()).toBeAttached();
  const offerText = (await offers.first().textContent()) ?? '';
  const supplierName = offerText.split(' · ')[1] ?? '';
  await dialog.getByLabel('Contract').selectOption((await offers.first().getAttribute('value')) ?? '');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const placed = dialog.getByRole('status');
  await expect(placed).toContainText('was placed');
  const reference = /SL-[A-Z0-9-]+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(dialog).toBeHidden();
  return { reference, supplierName };
}

/** "₦1,276,500.00" -> 127650000 (kobo); an empty cell is 0. */
const kobo = (text: string) => {
  const digits = text.replace(/[^\d.-]/g, '');
  return digits ? Math.round(Number(digits) * 100) : 0;
};

/** The statement's rows as the offtaker reads them: description, in, out, available after. */
async function statementRows(table: Locator) {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const read = [];
  for (let index = 0; index < count; index++) {
    const cells = (await rows.nth(index).getByRole('cell').allTextContents()).map((text) => text.trim());
    read.push({ description: cells[1]!, in: kobo(cells[3]!), out: kobo(cells[4]!), after: kobo(cells[5]!) });
  }
  return read;
}

async function openStatement(page: Page) {
  await page.goto('/offtaker/deposits');
  await page.getByRole('tab', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/view=statement/);
  const table = page.getByRole('table', { name: 'Account statement' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table;
}

async function supplierRejects(browser: Browser, email: string, reference: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await logIn(page, email, /\/supplier$/);
    await page.goto('/supplier/sales');
    const row = page.getByRole('table', { name: 'Sales' }).getByRole('row').filter({ hasText: reference });
    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${reference}?` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('status')).toContainText('Rejected');
  } finally {
    await context.close();
  }
}

test('the wallet statement adds up after a cancel and a reject', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logIn(page, offtakerEmail, /\/offtaker$/);
  const before = await statementRows(await openStatement(page));
  const startingBalance = before[0]!.after;

  // Buy and cancel.
  // Small purchases: the specs before this one (fulfilment, market, payouts) spend the same buyer's wallet.
  const cancelled = await buy(page, 10);
  await page
    .getByRole('table', { name: 'Sales' })
    .getByRole('row')
    .filter({ hasText: cancelled.reference })
    .getByRole('link', { name: cancelled.reference })
    .click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel ${cancelled.reference}?` });
  await cancelDialog.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(cancelDialog.getByRole('status')).toContainText('was released back to your NGN wallet');

  // Buy again; the supplier rejects.
  const rejected = await buy(page, 20);
  await supplierRejects(browser, supplierEmails[rejected.supplierName]!, rejected.reference);

  const table = await openStatement(page);
  await expect(table.locator('tbody tr').first()).toContainText(
    `Purchase ${rejected.reference} rejected by the supplier: hold released`,
  );
  const rows = await statementRows(table);
  expect(rows.slice(0, 4).map((row) => row.description)).toEqual([
    `Purchase ${rejected.reference} rejected by the supplier: hold released`,
    `Held for purchase ${rejected.reference}`,
    `Purchase ${cancelled.reference} cancelled: hold released`,
    `Held for purchase ${cancelled.reference}`,
  ]);
  // Every line follows on from the one below it.
  for (let index = 0; index + 1 < rows.length; index++) {
    const line = rows[index]!;
    expect(line.after, line.description).toBe(rows[index + 1]!.after + line.in - line.out);
  }
  // Each release gives back what its hold took, and the wallet is where it started.
  expect(rows[0]!.in).toBe(rows[1]!.out);
  expect(rows[2]!.in).toBe(rows[3]!.out);
  expect(rows[0]!.after).toBe(startingBalance);
  await expect(page.getByText(/Available now/)).toContainText(
    `Available now ₦${(startingBalance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  // On a phone each line is a card and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(
    page.getByText(`Purchase ${rejected.reference} rejected by the supplier: hold released`),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The spec's deposit list is still the first tab, and the rows link to the purchases.
  await table.getByRole('link', { name: cancelled.reference }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Purchase ${cancelled.reference}` }),
  ).toBeVisible();
  await page.goto('/offtaker/deposits');
  await expect(page.getByRole('table', { name: 'Deposits and purchases' })).toBeVisible();
});
