import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { advanceClocks, installClocks, resetServerClock } from '../support/clock.ts';

// Issue 16: the clocks move in a browser test. The e2e server runs with TEST_CLOCK=1 and
// SALE_EXPIRY_HOURS=1 (playwright.config.ts), so an hour and a minute later a purchase nobody
// decided is cancelled by the server's expiry job, while the browser's clock, moved as far,
// ends the signed-in session for inactivity. The demo's own pending sales (48 h) are untouched.

const password = 'Demo-Gas-2026!';
const offtakerEmail = 'chinedu.okafor@abujasteel.ng';
const productName = 'Compressed Natural Gas (CNG)';

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(offtakerEmail);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/offtaker$/);
}

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

test('a purchase nobody decides shows as expired once both clocks pass SALE_EXPIRY_HOURS', async ({
  page,
}) => {
  await installClocks(page);
  await logIn(page);

  // A small purchase from the cheapest naira offer, placed through the API as the signed-in offtaker.
  const products = (await (await page.request.get('/api/products')).json()).data as {
    id: string;
    name: string;
  }[];
  const productId = products.find((product) => product.name === productName)?.id ?? '';
  const offers = (await (await page.request.get(`/api/inventories/listings/${productId}/10/NGN`)).json())
    .data as { contract: string; price: number }[];
  const offer = offers[0]!;
  const placed = await page.request.post('/api/sales', {
    data: { productId, contractId: offer.contract, quantity: 10, currency: 'NGN', amount: offer.price * 10 },
  });
  expect(placed.status()).toBe(201);
  const sale = (await placed.json()).data as { id: string; reference: string };

  await page.goto(`/offtaker/sales/${sale.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Purchase ${sale.reference}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText("Waiting for the supplier's decision");

  await advanceClocks(page, 61);
  // The page's clock moved: its inactivity check has ended the session and left for the home page.
  await expect(page).toHaveURL(/\/$/);

  // The server's clock moved: its worker (JOB_POLL_MS) has run the sale's expiry job.
  await logIn(page);
  await page.goto(`/offtaker/sales/${sale.id}`);
  await expect(timeline).toContainText('Expired without a decision');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Cancelled');
  await expect(timeline).not.toContainText("Waiting for the supplier's decision");
});
