import { type APIRequestContext, type Browser, type Page, request as requests } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { moveServerClock, resetServerClock } from '../support/clock.ts';
import { apiLogIn } from '../support/second-factor.ts';

// Issue 19's market journey: an offtaker posts a buy bid; a visitor watching Market Data in another
// browser sees it appear as a Buy Bid without reloading (the live market stream); a supplier sells
// into it; the sale is accepted at once and enters fulfilment; once it is collected and accepted
// (settled), the day's rate appears on Daily Rates, live again, when the 18:00 publishing job runs
// (the server's test clock is moved to the close of the trading day).

const demoPassword = 'Demo-Gas-2026!';
const buyerEmail = 'amina.bello@kanotextiles.ng';
const supplierEmail = 'sales@zumagas.ng';
const operatorEmail = 'admin@gas-exchange.ng';
const productName = 'Compressed Natural Gas (CNG)';
const hubName = 'Ajaokuta';
/** Above the demo's bids there, so it is the best bid of the row. */
const bidPrice = { text: '347.25', minor: 34_725 };
const bidLitres = 120;
const bidLine = '₦347.25/Liter (120 L)';
/** The supplier sells part of it: the rest stays open. */
const soldLitres = 100;
const restLine = '₦347.25/Liter (20 L)';

type Sale = {
  id: string;
  reference: string;
  quantity: number;
  unitPrice: number;
  fulfilmentStatus: string | null;
};
type Trade = { hub: string; product: string; quantity: number; unitPrice: number; tradingDay: string };

async function logIn(page: Page, email: string, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(home);
}

async function person(browser: Browser, email: string, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, home);
  return { context, page };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** Marks the page; a reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const isSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window);

test.afterEach(async ({ request }) => {
  await resetServerClock(request);
});

test('a bid appears live on Market Data, a supplier sells into it, the sale enters fulfilment, and the day’s rate is published live', async ({
  page,
  browser,
  baseURL,
}) => {
  // A visitor watches Market Data.
  await page.goto('/markets');
  const row = page
    .getByRole('table', { name: 'Market Data' })
    .getByRole('row')
    .filter({ hasText: hubName })
    .filter({ hasText: productName })
    .filter({ hasText: 'Spot' });
  await expect(row).toBeVisible();
  // Region, Contract, Delivery Point, Product, Quantity, Buy Bid, Sell Bid, Delivery Days.
  const buyBids = row.getByRole('cell').nth(5);
  await expect(buyBids).not.toContainText(bidLine);
  await markPage(page);

  // An offtaker posts a bid in another browser.
  const buyer = await person(browser, buyerEmail, /\/offtaker$/);
  await buyer.page.goto('/offtaker/bids');
  await buyer.page.getByRole('button', { name: 'Post bid' }).click();
  const posting = buyer.page.getByRole('dialog', { name: 'Post bid' });
  await posting.getByRole('combobox', { name: /^Product/ }).selectOption({ label: productName });
  await posting.getByRole('combobox', { name: /^Hub/ }).selectOption({ label: hubName });
  await posting.getByRole('textbox', { name: /^Quantity \(litres\)/ }).fill(String(bidLitres));
  await posting.getByRole('textbox', { name: /^Limit price per litre/ }).fill(bidPrice.text);
  await posting.getByRole('button', { name: 'Post bid' }).click();
  await expect(posting.getByRole('status')).toContainText('Your bid is open');

  // The visitor's page shows it as a Buy Bid, without a reload.
  await expect(buyBids).toContainText(bidLine, { timeout: 10_000 });
  expect(await isSamePage(page)).toBe(true);

  // A supplier with stock at the hub sells into it, part of it.
  const bids = await data<{ id: string; reference: string; unitPrice: number; status: string }[]>(
    await buyer.page.request.get('/api/bids'),
  );
  const bid = bids.find((entry) => entry.unitPrice === bidPrice.minor && entry.status === 'Open');
  expect(bid, 'the posted bid').toBeDefined();
  const supplier = await person(browser, supplierEmail, /\/supplier$/);
  await supplier.page.goto('/supplier/bids');
  await supplier.page.getByRole('button', { name: `Sell into ${bid!.reference}` }).click();
  const selling = supplier.page.getByRole('dialog', { name: `Sell into ${bid!.reference}` });
  const quantity = selling.getByRole('textbox', { name: /^Quantity \(litres\)/ });
  await expect(quantity).toHaveValue(String(bidLitres));
  await quantity.fill(String(soldLitres));
  await selling.getByRole('button', { name: 'Sell' }).click();
  await expect(selling.getByRole('status')).toContainText('The sale is accepted and enters fulfilment');

  // The visitor's Buy Bid line shows what the bid still wants, live again.
  await expect(buyBids).toContainText(restLine, { timeout: 10_000 });
  await expect(buyBids).not.toContainText(bidLine);
  expect(await isSamePage(page)).toBe(true);

  // The sale is accepted and in fulfilment: ready for the buyer to collect at the hub.
  const sales = await data<Sale[]>(await supplier.page.request.get('/api/sales'));
  const sale = sales.find((entry) => entry.unitPrice === bidPrice.minor && entry.quantity === soldLitres);
  expect(sale, 'the sale made from the bid').toBeDefined();
  expect(sale!.fulfilmentStatus).toBe('Ready for collection');
  await supplier.page.goto(`/supplier/sales/${sale!.id}`);
  await expect(supplier.page.getByRole('region', { name: 'Details' })).toContainText('Approved');
  await expect(supplier.page.getByText('Ready for collection').first()).toBeVisible();

  // Collected at the hub gate on the buyer's code (an operator records it) and accepted: settled.
  const { code } = await data<{ code: string }>(
    await buyer.page.request.get(`/api/sales/${sale!.id}/delivery-code`),
  );
  const operator = await requests.newContext({ baseURL });
  expect((await apiLogIn(operator, operatorEmail, demoPassword)).status()).toBe(200);
  await data(
    await operator.post(`/api/deliveries/${sale!.id}/loading`, {
      multipart: { quantityLoaded: String(soldLitres), code },
    }),
  );
  const settled = await data<{ status: string }>(
    await buyer.page.request.post(`/api/sales/${sale!.id}/accept`, { data: {} }),
  );
  expect(settled.status).toBe('Settled');

  // The public trade record lists it, in the trading day that closes at the next 18:00 Lagos.
  const trades = await data<{ rows: Trade[] }>(await page.request.get('/api/trades?pageSize=50'));
  const trade = trades.rows.find(
    (entry) => entry.unitPrice === bidPrice.minor && entry.quantity === soldLitres && entry.hub === hubName,
  );
  expect(trade, 'the trade in the public record').toBeDefined();

  // Daily Rates has no rate of that day yet; the 18:00 job publishes it and the page shows it live.
  await page.getByRole('link', { name: 'Daily Rates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Rates' })).toBeVisible();
  await markPage(page);
  const marketName = `${hubName} · ${productName} · Spot · NGN`;
  const dayText = new Date(`${trade!.tradingDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const rates = async () =>
    (
      await data<{
        rows: { day: string; hub: string; product: string; contract: string; currency: string }[];
      }>(await page.request.get('/api/rates'))
    ).rows.filter(
      (rate) =>
        rate.day === trade!.tradingDay &&
        rate.hub === hubName &&
        rate.product === productName &&
        rate.contract === 'Spot' &&
        rate.currency === 'NGN',
    );
  expect(await rates()).toEqual([]);
  await moveServerClock(page.request, { setUtc: `${trade!.tradingDay}T17:01:00.000Z` });
  await expect.poll(async () => (await rates()).length, { timeout: 15_000 }).toBe(1);
  // Several markets have rates: the page shows one at a time (the choice appears with a second).
  await expect(async () => {
    const market = page.getByLabel('Market');
    if (await market.isVisible()) await market.selectOption({ label: marketName }, { timeout: 1000 });
    await expect(page.getByRole('heading', { level: 2, name: marketName })).toBeVisible({ timeout: 1000 });
    await expect(page.getByText(`per liter, ${dayText}`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(await isSamePage(page)).toBe(true);

  await Promise.all([buyer.context.close(), supplier.context.close(), operator.dispose()]);
});
