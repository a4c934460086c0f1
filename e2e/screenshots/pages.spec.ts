import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { serverNow } from '../support/clock.ts';
import { demoOperatorSecrets, totpCode } from '../support/second-factor.ts';
import { screenshotClockStart } from './env.ts';

// The main pages of each area, at 390 px (project "phone") and 1366 px ("desktop"), against the
// committed references (e2e/screenshots/references/): a layout regression fails here. The server
// seeded its demo at a clock standing still at `screenshotClockStart`, with repeatable
// references; the browser's clock is fixed at the same instant, so dates, "as of" lines and
// charts read the same every run. Regenerate after an intended change:
//   npm run test:screenshots -- --update-snapshots

const password = 'Demo-Gas-2026!';

test.beforeEach(async ({ page }) => {
  // Date.now() and new Date() in the page say the server's instant; timers still run.
  await page.clock.setFixedTime(new Date(screenshotClockStart));
});

/** Waits until the page has its data: nothing loading, no busy table, fonts ready. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Compares the whole page with its reference. `mask` covers what the run itself changes: the
 * admin dashboard's latest activity lists the test's own log-in, made at the same frozen instant
 * as others and so in no fixed order among them; its entries are masked, its frame compared.
 */
async function expectPage(page: Page, name: string, mask: Locator[] = []) {
  await settled(page);
  // The landing page's sections are drawn only near the screen (content-visibility: auto), and a
  // full-page screenshot does not scroll: draw them all, as a reader scrolling down sees them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask,
    // A long page at 1366 px takes a while to draw twice alike on a busy 2-core machine.
    timeout: 30_000,
  });
}

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const secret = demoOperatorSecrets[email];
  if (secret) {
    // Operators sign in with a code too. Each size has a server of its own whose clock stands
    // still, and the operator logs in once on it: the code of its instant is unused there.
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel(/^Authentication code/).fill(totpCode(secret, await serverNow(page.request)));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(home);
}

test('public: home, Market Data, Daily Rates, log-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPage(page, 'public-home');
  await page.goto('/markets');
  await expect(page.getByText(/^Prices as of /)).toBeVisible();
  await expectPage(page, 'public-markets');
  await page.goto('/rates');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: /daily rates? per liter/ })).toBeVisible();
  await expectPage(page, 'public-rates');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectPage(page, 'public-login');
});

test('admin: dashboard, sales report, deposits', async ({ page }) => {
  await logIn(page, 'admin@gas-exchange.ng', /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const activity = page.locator('[aria-label="Latest activity"]');
  await expect(activity).toBeVisible();
  await expectPage(page, 'admin-dashboard', [activity]);
  await page.goto('/admin/reports/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales report' })).toBeVisible();
  await expectPage(page, 'admin-sales-report');
  await page.goto('/admin/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await expectPage(page, 'admin-deposits');
});

test('supplier: dashboard, inventories', async ({ page }) => {
  await logIn(page, 'sales@zumagas.ng', /\/supplier$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectPage(page, 'supplier-dashboard');
  await page.goto('/supplier/inventories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPage(page, 'supplier-inventories');
});

test('offtaker: dashboard, deposits, sales', async ({ page }) => {
  await logIn(page, 'amina.bello@kanotextiles.ng', /\/offtaker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectPage(page, 'offtaker-dashboard');
  await page.goto('/offtaker/deposits');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await expectPage(page, 'offtaker-deposits');
  await page.goto('/offtaker/sales');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPage(page, 'offtaker-sales');
});
