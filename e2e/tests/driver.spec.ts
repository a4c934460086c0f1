import { type APIRequestContext, request as requests } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '../fixtures.ts';
import { apiLogIn } from '../support/second-factor.ts';

// Issue 17, proof of delivery on a phone: the demo driver Musa Ibrahim logs in on a 390 px page,
// finds the delivery the operators scheduled and loaded for him, leaves the hub, is refused a wrong
// code on its field, and records the delivery with the buyer's code. Another driver does not
// find that delivery. The data is the demo's: the delivery scheduled for Musa from Ajaokuta to
// Amina Bello's mill in Kano; the operators' loading goes through the API.

const demoPassword = 'Demo-Gas-2026!';
const musa = 'musa.ibrahim@gas-exchange.ng';
const chinedu = 'chinedu.eze@gas-exchange.ng';
const buyer = 'amina.bello@kanotextiles.ng';
const admin = 'admin@gas-exchange.ng';

type DeliveryView = {
  saleId: string;
  reference: string;
  status: string;
  quantities: { ordered: number; loaded: number | null };
  booking: { driver: { name: string } | null } | null;
};

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL });
  const res = await apiLogIn(context, email, demoPassword);
  expect(res.ok(), `log-in of ${email}`).toBe(true);
  return context;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('the driver records a delivery with the buyer’s code on a 390 px phone', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const [operators, driverApi, otherDriver, buyerApi] = await Promise.all([
    apiAs(base, admin),
    apiAs(base, musa),
    apiAs(base, chinedu),
    apiAs(base, buyer),
  ]);
  // The demo delivery scheduled for Musa: the operators record its loading (the meter ticket).
  const mine = await data<DeliveryView[]>(await driverApi.get('/api/deliveries'));
  const scheduled = mine.find((delivery) => delivery.status === 'Scheduled');
  expect(scheduled, 'a delivery scheduled for Musa in the demo data').toBeDefined();
  const { saleId, reference } = scheduled!;
  const loaded = scheduled!.quantities.ordered;
  await data(
    await operators.post(`/api/deliveries/${saleId}/loading`, { data: { quantityLoaded: String(loaded) } }),
  );
  // Another driver does not find it.
  expect((await otherDriver.get(`/api/deliveries/${saleId}`)).status()).toBe(404);
  const { code } = await data<{ code: string }>(await buyerApi.get(`/api/sales/${saleId}/delivery-code`));

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(musa);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();
  const card = page.getByRole('article', { name: `Delivery ${reference}` });
  await expect(card).toContainText('Sharada textile mill');
  await expect(card.getByRole('link', { name: '+234 803 645 2201' })).toHaveAttribute(
    'href',
    'tel:+2348036452201',
  );
  await expectNoHorizontalOverflow(page);

  await card.getByRole('button', { name: `Leave the hub with ${reference}` }).click();
  // Leaving cannot be undone: the driver confirms it.
  const leave = page.getByRole('dialog', { name: `Leave the hub with ${reference}?` });
  await expect(leave).toContainText('this cannot be undone');
  await leave.getByRole('button', { name: 'Leave the hub' }).click();
  await expect(leave).toBeHidden();
  await expect(card).toContainText('In transit');
  await card.getByRole('button', { name: `Record delivery of ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record delivery ${reference}` });
  await expect(dialog.getByLabel(/Quantity Delivered/)).toHaveValue(String(loaded));

  // A wrong code is refused on its field; what was typed stays.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByLabel(/Delivery Code/).fill(wrong);
  await dialog.getByRole('button', { name: 'Record delivery' }).click();
  await expect(dialog.getByText(/This code is not right/).first()).toBeVisible();
  await expect(dialog.getByLabel(/Delivery Code/)).toHaveValue(wrong);
  await expectNoHorizontalOverflow(page);

  await dialog.getByLabel(/Delivery Code/).fill(code);
  await dialog.getByLabel(/Quantity Delivered/).fill(String(loaded - 10));
  await dialog.getByRole('button', { name: 'Record delivery' }).click();
  await expect(dialog.getByText('The delivery was recorded. The buyer can now accept it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Delivered: ${(loaded - 10).toLocaleString('en-US')} litres`);

  const fulfilment = await data<{ status: string; quantities: { delivered: number } }>(
    await buyerApi.get(`/api/sales/${saleId}/fulfilment`),
  );
  expect(fulfilment).toMatchObject({ status: 'Delivered', quantities: { delivered: loaded - 10 } });
  // The one refusal the page met is the wrong code's 400; nothing else went wrong.
  expect(problems.filter((text) => !/status of 400/.test(text))).toEqual([]);
  await Promise.all([
    context.close(),
    operators.dispose(),
    driverApi.dispose(),
    otherDriver.dispose(),
    buyerApi.dispose(),
  ]);
});
