import type { DeliverySite } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ajaokutaOffer,
  balanceOf,
  cng,
  decemberOffer,
  kadunaOffer,
  lng,
  pendingSale,
  retired,
  usdOffer,
} from '../../../test/fixtures/trading.ts';
import { envelope, type FakeResponse, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { listingsDelayMs } from './new-transaction-dialog.tsx';
import { canSubmitPurchase, parseQuantity, purchaseTotal, quantityProblem } from './purchase-rules.ts';

// Every rule of the spec's section 5 for New Transaction, through the real /offtaker/sales page.

type Handler = FakeResponse | ((url: string, init: RequestInit) => FakeResponse);

const listings = (productId: string, quantity: number | string, currency = 'NGN') =>
  `GET /api/inventories/listings/${productId}/${quantity}/${currency}`;

/** ₦100,000.00 in the naira wallet, $500.00 in the dollar wallet. */
function tradingApi(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/sales': { body: envelope([]) },
    'GET /api/products': { body: envelope([cng, lng, retired]) },
    'GET /api/payments/balances/NGN': { body: envelope(balanceOf(10_000_000)) },
    'GET /api/payments/balances/USD': { body: envelope(balanceOf(50_000, 'USD')) },
    [listings(cng.id, 100)]: { body: envelope([ajaokutaOffer, kadunaOffer]) },
    ...overrides,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openDialog() {
  signInAs('customer');
  const view = renderApp('/offtaker/sales');
  await view.user.click(await screen.findByRole('button', { name: 'New Transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Transaction' });
  await within(dialog).findByRole('option', { name: cng.name });
  const field = {
    product: within(dialog).getByLabelText(/^product/i) as HTMLSelectElement,
    currency: within(dialog).getByLabelText(/^currency/i) as HTMLSelectElement,
    quantity: within(dialog).getByLabelText(/^quantity/i) as HTMLInputElement,
    contract: within(dialog).getByLabelText(/^contract/i) as HTMLSelectElement,
  };
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  /** The figure beside a summary label ("Total", "Balance after purchase"). */
  const figure = (label: string | RegExp) => within(dialog).getByText(label).nextSibling?.textContent;
  return { ...view, dialog, field, submit, figure };
}

/** Product CNG, quantity 100, the Ajaokuta offer. */
async function fillCheapest(view: Awaited<ReturnType<typeof openDialog>>) {
  await view.user.selectOptions(view.field.product, cng.id);
  await view.user.type(view.field.quantity, '100');
  await within(view.dialog).findByRole('option', { name: /^Ajaokuta · Zuma Gas Ltd · ₦350.00 \/ Liter/ });
  await view.user.selectOptions(view.field.contract, ajaokutaOffer.contract);
}

const listingCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/inventories/listings/'));

describe('purchase rules', () => {
  it('counts a non-numeric quantity as 0 and strips thousands separators', () => {
    expect(parseQuantity('1,500')).toBe(1500);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('12abc')).toBe(0);
    expect(parseQuantity('-5')).toBe(0);
    expect(parseQuantity('')).toBe(0);
  });

  it('totals quantity x unit price in minor units, 0 without a contract or a whole quantity', () => {
    expect(purchaseTotal(100, 35_000)).toBe(3_500_000);
    expect(purchaseTotal(100, undefined)).toBe(0);
    expect(purchaseTotal(0, 35_000)).toBe(0);
    expect(purchaseTotal(2.5, 35_000)).toBe(0);
  });

  it('allows Submit only for a total above 0 that the wallet covers, with the logistics fee of a delivery', () => {
    expect(canSubmitPurchase(3_500_000, 3_500_000, 25_000)).toBe(false);
    expect(canSubmitPurchase(3_500_000, 3_525_000, 25_000)).toBe(true);
    expect(canSubmitPurchase(0, 10_000)).toBe(false);
    expect(canSubmitPurchase(3_500_000, 3_499_999)).toBe(false);
    expect(canSubmitPurchase(3_500_000, 3_500_000)).toBe(true);
    expect(canSubmitPurchase(3_500_000, undefined)).toBe(false);
  });

  it('words the quantity messages as section 5 does', () => {
    expect(quantityProblem('  ')).toBe('Quantity is required');
    expect(quantityProblem('abc')).toBe('Please enter a valid quantity');
    expect(quantityProblem('0')).toBe('Quantity cannot be less than 1');
    expect(quantityProblem('2.5')).toBe('Quantity must be a whole number of litres');
    expect(quantityProblem('100')).toBeUndefined();
  });
});

describe('New Transaction', () => {
  it('offers the active products, NGN and USD, and the fields with the spec ids', async () => {
    tradingApi();
    const { field, submit, figure } = await openDialog();
    expect(field.product).toHaveAttribute('id', 'productId');
    expect(field.quantity).toHaveAttribute('id', 'quantity');
    expect(field.contract).toHaveAttribute('id', 'contractId');
    expect([...field.product.options].map((option) => option.text)).toEqual([
      'Choose a product',
      cng.name,
      lng.name,
    ]);
    expect([...field.currency.options].map((option) => option.value)).toEqual(['NGN', 'USD']);
    expect(field.currency).toHaveValue('NGN');
    expect(figure('Total')).toBe('₦0.00');
    expect(figure('Wallet balance (NGN)')).toBe('₦100,000.00');
    expect(submit).toBeDisabled();
  });

  it('says "{field} is required" for product, quantity and contract', async () => {
    tradingApi();
    const { user, field } = await openDialog();
    await user.click(field.product);
    await user.tab();
    expect(field.product).toHaveAccessibleDescription('Product is required');

    await user.selectOptions(field.product, cng.id);
    expect(field.product).not.toHaveAccessibleDescription('Product is required');
    await user.click(field.quantity);
    await user.tab();
    expect(field.quantity).toHaveAccessibleDescription(/Quantity is required/);

    await user.type(field.quantity, '100');
    expect(field.quantity).not.toHaveAccessibleDescription(/is required/);
    await screen.findByRole('option', { name: /^Ajaokuta/ });
    await user.click(field.contract);
    await user.tab();
    expect(field.contract).toHaveAccessibleDescription(/Contract is required/);
    await user.selectOptions(field.contract, kadunaOffer.contract);
    expect(field.contract).not.toHaveAccessibleDescription(/is required/);
  });

  it('asks for offers only once the quantity is above 0, shown with hub, supplier, price and available', async () => {
    const { calls } = tradingApi({ [listings(cng.id, 0)]: { body: envelope([]) } });
    const { user, field } = await openDialog();
    await user.type(field.quantity, '100');
    await pause(listingsDelayMs + 100);
    expect(listingCalls(calls)).toHaveLength(0);
    expect(field.contract.options[0]?.text).toBe('Choose a product first');

    await user.selectOptions(field.product, cng.id);
    await user.type(field.quantity, '0');
    await pause(listingsDelayMs + 100);
    expect(listingCalls(calls)).toHaveLength(0);
    expect([...field.contract.options].map((option) => option.text)).toEqual([
      'Enter a quantity to see the offers',
    ]);

    await user.clear(field.quantity);
    await user.type(field.quantity, '100');
    await screen.findByRole('option', { name: /^Kaduna/ });
    expect(listingCalls(calls).map((call) => call.url)).toEqual([
      `/api/inventories/listings/${cng.id}/100/NGN`,
    ]);
    expect([...field.contract.options].map((option) => option.text)).toEqual([
      'Choose an offer',
      'Ajaokuta · Zuma Gas Ltd · ₦350.00 / Liter · 118,500 Liters available',
      'Kaduna · Delta CNG Company · ₦362.50 / Liter · 40,000 Liters available',
    ]);
  });

  it('totals quantity x the contract price and shows the balance after purchase', async () => {
    tradingApi();
    const view = await openDialog();
    await fillCheapest(view);
    expect(view.figure('Total')).toBe('₦35,000.00');
    expect(view.figure('Wallet balance (NGN)')).toBe('₦100,000.00');
    expect(view.figure('Balance after purchase')).toBe('₦65,000.00');
    expect(view.submit).toBeEnabled();

    await view.user.selectOptions(view.field.contract, kadunaOffer.contract);
    expect(view.figure('Total')).toBe('₦36,250.00');
    expect(view.figure('Balance after purchase')).toBe('₦63,750.00');
  });

  it('disables Submit while the total is 0 or the wallet is short, and enables it when the wallet covers it exactly', async () => {
    let balance = 3_499_999;
    tradingApi({
      'GET /api/payments/balances/NGN': () => ({ body: envelope(balanceOf(balance)) }),
    });
    const view = await openDialog();
    await view.user.selectOptions(view.field.product, cng.id);
    await view.user.type(view.field.quantity, '100');
    await screen.findByRole('option', { name: /^Ajaokuta/ });
    // A quantity but no contract: the total is 0.
    expect(view.figure('Total')).toBe('₦0.00');
    expect(view.submit).toBeDisabled();

    await view.user.selectOptions(view.field.contract, ajaokutaOffer.contract);
    expect(view.figure('Total')).toBe('₦35,000.00');
    expect(view.figure('Balance after purchase')).toBe('-₦0.01');
    expect(view.dialog).toHaveTextContent('Your NGN wallet is short by ₦0.01');
    expect(view.submit).toBeDisabled();

    // A deposit lands; the dialog is opened again and the wallet now covers the total exactly.
    balance = 3_500_000;
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { queryClient } = await import('../../lib/query-client.ts');
    await queryClient.invalidateQueries({ queryKey: ['payments'] });
    await view.user.click(screen.getByRole('button', { name: 'New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Transaction' });
    await within(dialog).findByRole('option', { name: cng.name });
    await view.user.selectOptions(within(dialog).getByLabelText(/^product/i), cng.id);
    await view.user.type(within(dialog).getByLabelText(/^quantity/i), '100');
    await within(dialog).findByRole('option', { name: /^Ajaokuta/ });
    await view.user.selectOptions(within(dialog).getByLabelText(/^contract/i), ajaokutaOffer.contract);
    await waitFor(() =>
      expect(within(dialog).getByText('Balance after purchase').nextSibling).toHaveTextContent('₦0.00'),
    );
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('resets quantity and contract when the product changes', async () => {
    tradingApi();
    const view = await openDialog();
    await fillCheapest(view);
    expect(view.submit).toBeEnabled();

    await view.user.selectOptions(view.field.product, lng.id);
    expect(view.field.quantity).toHaveValue('');
    expect(view.field.contract).toHaveValue('');
    expect(view.field.contract.options[0]?.text).toBe('Enter a quantity to see the offers');
    expect(view.figure('Total')).toBe('₦0.00');
    expect(view.submit).toBeDisabled();
    // The reset fields start afresh: no "required" message for what the person has not touched yet.
    expect(view.field.quantity).not.toHaveAccessibleDescription(/is required/);
  });

  it('clears the contract when the quantity becomes 0', async () => {
    const { calls } = tradingApi();
    const view = await openDialog();
    await fillCheapest(view);
    await view.user.clear(view.field.quantity);
    await view.user.type(view.field.quantity, '0');
    expect(view.field.contract).toHaveValue('');
    expect(view.figure('Total')).toBe('₦0.00');
    expect(view.submit).toBeDisabled();
    await pause(listingsDelayMs + 100);
    expect(listingCalls(calls).every((call) => !call.url.includes('/0/'))).toBe(true);
  });

  it('counts a non-numeric quantity as 0: the contract is cleared and no offers are asked for', async () => {
    const { calls } = tradingApi();
    const view = await openDialog();
    await fillCheapest(view);
    const before = listingCalls(calls).length;
    await view.user.clear(view.field.quantity);
    await view.user.type(view.field.quantity, 'abc');
    await view.user.tab();
    expect(view.field.contract).toHaveValue('');
    expect(view.figure('Total')).toBe('₦0.00');
    expect(view.submit).toBeDisabled();
    expect(view.field.quantity).toHaveAccessibleDescription(/Please enter a valid quantity/);
    await pause(listingsDelayMs + 100);
    expect(listingCalls(calls)).toHaveLength(before);
  });

  it('follows the currency: dollar offers and the dollar wallet', async () => {
    const { calls } = tradingApi({ [listings(cng.id, 100, 'USD')]: { body: envelope([usdOffer]) } });
    const view = await openDialog();
    await view.user.selectOptions(view.field.currency, 'USD');
    await view.user.selectOptions(view.field.product, cng.id);
    await view.user.type(view.field.quantity, '100');
    await screen.findByRole('option', { name: /\$0\.24 \/ Liter/ });
    await view.user.selectOptions(view.field.contract, usdOffer.contract);
    expect(view.figure('Total')).toBe('$24.00');
    expect(view.figure('Wallet balance (USD)')).toBe('$500.00');
    expect(view.figure('Balance after purchase')).toBe('$476.00');
    expect(listingCalls(calls).map((call) => call.url)).toEqual([
      `/api/inventories/listings/${cng.id}/100/USD`,
    ]);
  });

  it('sends the amount in minor units with an Idempotency-Key, then says so and closes', async () => {
    const keys: (string | null)[] = [];
    const { calls } = tradingApi({
      'POST /api/sales': (_url, init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return { status: 201, body: envelope({ ...pendingSale, quantity: 100, amount: 3_500_000 }) };
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    await view.user.click(view.submit);

    const done = await within(view.dialog).findByRole('status');
    expect(done).toHaveTextContent(
      'Purchase SL-250814-4F7Q was placed. ₦35,000.00 is held in your NGN wallet until Zuma Gas Ltd approves it and the gas is collected.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 3_500_000,
      currency: 'NGN',
      productId: cng.id,
      quantity: 100,
      contractId: ajaokutaOffer.contract,
      // Collection at the hub unless the buyer chooses delivery.
      fulfilment: { method: 'collection' },
    });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    // The list and the wallet are asked again.
    expect(calls.filter((call) => call.url === '/api/sales').length).toBeGreaterThan(1);
  });

  it('once the purchase is placed, says so without calling the wallet short for the amount it now holds', async () => {
    let held = false;
    tradingApi({
      // Exactly the total: once held, the wallet shows ₦0.00 available.
      'GET /api/payments/balances/NGN': () => ({ body: envelope(balanceOf(held ? 0 : 3_500_000)) }),
      'POST /api/sales': () => {
        held = true;
        return { status: 201, body: envelope({ ...pendingSale, quantity: 100, amount: 3_500_000 }) };
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    expect(view.figure('Balance after purchase')).toBe('₦0.00');
    await view.user.click(view.submit);

    expect(await within(view.dialog).findByRole('status')).toHaveTextContent('Done');
    expect(view.dialog).not.toHaveTextContent(/short by/);
    expect(view.figure('Balance after purchase')).toBe('₦0.00');
  });

  it('on "the price has changed" shows the message, reloads the offers and resends with the same key', async () => {
    let price = 35_000;
    let posts = 0;
    const keys: (string | null)[] = [];
    const { calls } = tradingApi({
      [listings(cng.id, 100)]: () => ({
        body: envelope([{ ...ajaokutaOffer, price, priceString: `₦${(price / 100).toFixed(2)} / Liter` }]),
      }),
      'POST /api/sales': (_url, init) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        posts += 1;
        if (posts === 1) {
          price = 36_000;
          return {
            status: 409,
            body: failure([
              { htmlId: 'amount', message: 'The price has changed. Please review the new offers' },
            ]),
          };
        }
        return { status: 201, body: envelope({ ...pendingSale, quantity: 100, amount: 3_600_000 }) };
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    await view.user.click(view.submit);

    const alert = await within(view.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed. Please review the new offers');
    await within(view.dialog).findByRole('option', { name: /₦360\.00 \/ Liter/ });
    expect(listingCalls(calls)).toHaveLength(2);
    expect(view.field.contract).toHaveValue(ajaokutaOffer.contract);
    expect(view.figure('Total')).toBe('₦36,000.00');
    expect(view.field.quantity).toHaveValue('100');

    await view.user.click(view.submit);
    await within(view.dialog).findByRole('status');
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      expect.objectContaining({ amount: 3_500_000 }),
      expect.objectContaining({ amount: 3_600_000 }),
    ]);
    expect(keys[1]).toBe(keys[0]);
  });

  it('puts stock and funds refusals on their fields and in the red alert', async () => {
    tradingApi({
      'POST /api/sales': {
        status: 409,
        body: failure([{ htmlId: 'quantity', message: 'Not enough stock: only 80 litres are available' }]),
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    await view.user.click(view.submit);
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'Not enough stock: only 80 litres are available',
    );
    expect(view.field.quantity).toHaveAccessibleDescription(/Not enough stock/);
    expect(screen.getByRole('dialog', { name: 'New Transaction' })).toBeInTheDocument();
  });
});

const kanoSite: DeliverySite = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e01',
  customerId: pendingSale.customer.id,
  name: 'Sharada plant',
  address: 'Plot 14, Sharada Industrial Estate',
  lga: 'Kano Municipal',
  state: 'Kano',
  latitude: null,
  longitude: null,
  contactName: 'Musa Ibrahim',
  contactPhone: '08031234567',
  archivedUtc: null,
  createdUtc: '2025-08-01T09:00:00.000Z',
};
const borgu: DeliverySite = {
  ...kanoSite,
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e02',
  name: 'Maiduguri depot',
  lga: 'Maiduguri',
  state: 'Borno',
};
const quoteUrl = (siteId: string) =>
  `GET /api/logistics-fees/quote?inventoryId=${ajaokutaOffer.contract}&siteId=${siteId}&currency=NGN&quantity=100`;

/** Chooses delivery and the site named `siteName`. */
async function chooseDelivery(view: Awaited<ReturnType<typeof openDialog>>, siteName: string) {
  await view.user.click(within(view.dialog).getByRole('radio', { name: 'Delivery to one of your sites' }));
  const site = (await within(view.dialog).findByLabelText(/^delivery site/i)) as HTMLSelectElement;
  await within(view.dialog).findByRole('option', { name: new RegExp(`^${siteName}`) });
  const option = [...site.options].find((entry) => entry.text.startsWith(siteName))!;
  await view.user.selectOptions(site, option.value);
  return site;
}

describe('New Transaction: collection or delivery', () => {
  it('asks collection or delivery, collection chosen, and no sites read until delivery is', async () => {
    const { calls } = tradingApi();
    const view = await openDialog();
    expect(within(view.dialog).getByRole('radio', { name: 'Collection at the hub' })).toBeChecked();
    expect(within(view.dialog).queryByLabelText(/^delivery site/i)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/delivery-sites')).toBe(false);
  });

  it('shows the logistics fee per unit and in total before buying, and needs the wallet to cover both', {
    timeout: 20_000,
  }, async () => {
    tradingApi({
      // Goods ₦35,000.00 + delivery ₦250.00: ₦100.00 short.
      'GET /api/payments/balances/NGN': { body: envelope(balanceOf(3_515_000)) },
      'GET /api/delivery-sites': { body: envelope([kanoSite, borgu]) },
      [quoteUrl(kanoSite.id)]: {
        body: envelope({ feePerUnit: 250, currency: 'NGN', amount: 25_000, amountString: '₦250.00' }),
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    expect(view.submit).toBeEnabled();
    await chooseDelivery(view, 'Sharada plant');
    await waitFor(() => expect(view.figure('Total with delivery')).toBe('₦35,250.00'));
    expect(view.figure('Total')).toBe('₦35,000.00');
    expect(view.figure('Logistics fee (₦2.50 / Liter)')).toBe('₦250.00');
    expect(view.figure('Balance after purchase')).toBe('-₦100.00');
    expect(view.dialog).toHaveTextContent('Your NGN wallet is short by ₦100.00.');
    expect(view.submit).toBeDisabled();
  });

  it('says when delivery to the site is not offered and keeps Submit off', { timeout: 20_000 }, async () => {
    const refusal =
      'Delivery from this hub to that state is not offered yet in this currency. Choose collection or another site';
    tradingApi({
      'GET /api/delivery-sites': { body: envelope([kanoSite, borgu]) },
      [quoteUrl(borgu.id)]: { status: 409, body: failure([{ htmlId: 'siteId', message: refusal }]) },
    });
    const view = await openDialog();
    await fillCheapest(view);
    const site = await chooseDelivery(view, 'Maiduguri depot');
    await waitFor(() => expect(site).toHaveAccessibleDescription(refusal));
    expect(view.submit).toBeDisabled();
    // Back to collection: the goods alone, and Submit again.
    await view.user.click(within(view.dialog).getByRole('radio', { name: 'Collection at the hub' }));
    expect(view.submit).toBeEnabled();
  });

  it('links to the profile when the buyer has no site yet', async () => {
    tradingApi({ 'GET /api/delivery-sites': { body: envelope([]) } });
    const view = await openDialog();
    await view.user.click(within(view.dialog).getByRole('radio', { name: 'Delivery to one of your sites' }));
    const link = await within(view.dialog).findByRole('link', { name: 'Add a site in your profile' });
    expect(link).toHaveAttribute('href', '/offtaker/profile#delivery-sites');
  });

  it('sends the delivery terms with the purchase and says what is held', { timeout: 20_000 }, async () => {
    const { calls } = tradingApi({
      'GET /api/delivery-sites': { body: envelope([kanoSite]) },
      [quoteUrl(kanoSite.id)]: {
        body: envelope({ feePerUnit: 250, currency: 'NGN', amount: 25_000, amountString: '₦250.00' }),
      },
      'POST /api/sales': {
        status: 201,
        body: envelope({
          ...pendingSale,
          quantity: 100,
          amount: 3_500_000,
          fulfilmentMethod: 'delivery',
          logisticsFee: 25_000,
          fulfilmentStatus: null,
        }),
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    await chooseDelivery(view, 'Sharada plant');
    await waitFor(() => expect(view.figure('Total with delivery')).toBe('₦35,250.00'));
    await view.user.click(view.submit);
    expect(await within(view.dialog).findByRole('status')).toHaveTextContent(
      'Purchase SL-250814-4F7Q was placed. ₦35,250.00 is held in your NGN wallet until Zuma Gas Ltd approves it and the gas is delivered.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 3_500_000,
      currency: 'NGN',
      productId: cng.id,
      quantity: 100,
      contractId: ajaokutaOffer.contract,
      fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 25_000 },
    });
  });
});

describe('New Transaction: a logistics fee changed since the quote', () => {
  it('shows the refusal on the site, quotes the new fee and buys at it', {
    timeout: 20_000,
  }, async () => {
    let feePerUnit = 250;
    let posts = 0;
    const { calls } = tradingApi({
      'GET /api/delivery-sites': { body: envelope([kanoSite]) },
      [quoteUrl(kanoSite.id)]: () => ({
        body: envelope({
          feePerUnit,
          currency: 'NGN',
          amount: feePerUnit * 100,
          amountString: `₦${(feePerUnit / 100).toFixed(2)}`,
        }),
      }),
      'POST /api/sales': () => {
        posts += 1;
        if (posts === 1) {
          feePerUnit = 400;
          return {
            status: 409,
            body: failure([
              { htmlId: 'siteId', message: 'The logistics fee has changed. Please review the new fee' },
            ]),
          };
        }
        return {
          status: 201,
          body: envelope({ ...pendingSale, quantity: 100, amount: 3_500_000, logisticsFee: 40_000 }),
        };
      },
    });
    const view = await openDialog();
    await fillCheapest(view);
    const site = await chooseDelivery(view, 'Sharada plant');
    await waitFor(() => expect(view.figure('Total with delivery')).toBe('₦35,250.00'));
    await view.user.click(view.submit);

    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'The logistics fee has changed. Please review the new fee',
    );
    expect(site).toHaveAccessibleDescription(/The logistics fee has changed/);
    await waitFor(() => expect(view.figure('Total with delivery')).toBe('₦35,400.00'));
    await view.user.click(view.submit);
    await within(view.dialog).findByRole('status');
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      expect.objectContaining({
        fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 25_000 },
      }),
      expect.objectContaining({
        fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 40_000 },
      }),
    ]);
  });
});

describe('New Transaction: Spot and delivery months', () => {
  const forwardApi = (overrides: Record<string, Handler> = {}) =>
    tradingApi({
      [listings(cng.id, 100)]: { body: envelope([ajaokutaOffer, kadunaOffer, decemberOffer]) },
      ...overrides,
    });

  it('groups the offers under Spot and each month, and says what the chosen month is', {
    timeout: 20_000,
  }, async () => {
    forwardApi();
    const view = await openDialog();
    await view.user.selectOptions(view.field.product, cng.id);
    await view.user.type(view.field.quantity, '100');
    await within(view.dialog).findByRole('option', { name: /delivery in Dec 2026$/ });
    const groups = [...view.field.contract.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.text),
    ]);
    expect(groups).toEqual([
      [
        'Spot',
        [
          'Ajaokuta · Zuma Gas Ltd · ₦350.00 / Liter · 118,500 Liters available',
          'Kaduna · Delta CNG Company · ₦362.50 / Liter · 40,000 Liters available',
        ],
      ],
      [
        'Dec 2026',
        ['Ajaokuta · Zuma Gas Ltd · ₦365.00 / Liter · 118,500 Liters available · delivery in Dec 2026'],
      ],
    ]);
    await view.user.selectOptions(view.field.contract, decemberOffer.contract);
    const chosen = within(view.dialog).getByLabelText('Chosen offer');
    expect(chosen).toHaveTextContent('Contract: Dec 2026');
    expect(chosen).toHaveTextContent('Delivery: Within Dec 2026');
    expect(view.figure('Total')).toBe('₦36,500.00');
  });

  it('sends the month’s contract id, and quotes a delivery from the month’s inventory', {
    timeout: 20_000,
  }, async () => {
    const { calls } = forwardApi({
      'GET /api/delivery-sites': { body: envelope([kanoSite]) },
      [quoteUrl(kanoSite.id)]: {
        body: envelope({ feePerUnit: 250, currency: 'NGN', amount: 25_000, amountString: '₦250.00' }),
      },
      'POST /api/sales': {
        status: 201,
        body: envelope({ ...pendingSale, quantity: 100, amount: 3_650_000, contract: 'Dec 2026' }),
      },
    });
    const view = await openDialog();
    await view.user.selectOptions(view.field.product, cng.id);
    await view.user.type(view.field.quantity, '100');
    await within(view.dialog).findByRole('option', { name: /delivery in Dec 2026$/ });
    await view.user.selectOptions(view.field.contract, decemberOffer.contract);
    await chooseDelivery(view, 'Sharada plant');
    await waitFor(() => expect(view.figure('Total with delivery')).toBe('₦36,750.00'));
    await view.user.click(view.submit);
    await within(view.dialog).findByRole('status');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      amount: 3_650_000,
      contractId: `${ajaokutaOffer.contract}:2026-12`,
      fulfilment: { method: 'delivery', siteId: kanoSite.id, logisticsFee: 25_000 },
    });
  });

  it('resets the month chosen when the product changes', { timeout: 20_000 }, async () => {
    forwardApi();
    const view = await openDialog();
    await view.user.selectOptions(view.field.product, cng.id);
    await view.user.type(view.field.quantity, '100');
    await within(view.dialog).findByRole('option', { name: /delivery in Dec 2026$/ });
    await view.user.selectOptions(view.field.contract, decemberOffer.contract);
    await view.user.selectOptions(view.field.product, lng.id);
    expect(view.field.quantity).toHaveValue('');
    expect(view.field.contract).toHaveValue('');
    expect(within(view.dialog).queryByLabelText('Chosen offer')).not.toBeInTheDocument();
  });
});
