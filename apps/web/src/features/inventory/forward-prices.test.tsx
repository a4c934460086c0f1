import type { ForwardPrice } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { cngAtAjaokuta, priceList, stockLines } from './test-data.ts';

// Manage Inventory's delivery months (issue 19, forward contracts): each open month's price per
// currency beside Spot, and New Month Price.

const id = cngAtAjaokuta.id;
const months = [
  { deliveryMonth: '2026-11', contract: 'Nov 2026' },
  { deliveryMonth: '2026-12', contract: 'Dec 2026' },
  { deliveryMonth: '2027-01', contract: 'Jan 2027' },
  { deliveryMonth: '2027-02', contract: 'Feb 2027' },
];
const december: ForwardPrice = {
  id: 'f1',
  inventoryId: id,
  deliveryMonth: '2026-12',
  contract: 'Dec 2026',
  amount: 36_500,
  currency: 'NGN',
  amountString: '₦365.00',
  createdUtc: '2026-11-20T09:00:00.000Z',
};
const forwardPricesUrl = `GET /api/inventories/forward-prices?inventoryId=${id}`;
const detailApi = {
  [`GET /api/inventories/${id}`]: { body: envelope(cngAtAjaokuta) },
  [`GET /api/stocks/inventory/${id}/5`]: { body: envelope(stockLines) },
  [`GET /api/inventories/prices/${id}/5`]: { body: envelope(priceList) },
  [`GET /api/inventories/prices?inventoryId=${id}`]: { body: envelope(priceList) },
  [`GET /api/sales?inventoryId=${id}&limit=5`]: { body: envelope([]) },
  'GET /api/inventories/forward-months': { body: envelope(months) },
  [forwardPricesUrl]: { body: envelope([december]) },
};

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 220));
});

async function openInventory() {
  signInAs('client');
  const view = renderApp(`/supplier/inventories/${id}`);
  // The whole app renders first: slow on a loaded machine.
  await screen.findByRole('table', { name: 'Latest stock' }, { timeout: 5_000 });
  return view;
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));

describe('Manage Inventory: delivery months', () => {
  it('shows each open month’s price per currency, "Not priced" where none is set', async () => {
    mockApi(detailApi);
    await openInventory();
    const table = await screen.findByRole('table', { name: 'Delivery month prices' });
    expect(rowTexts(table)).toEqual([
      ['Nov 2026', 'Not priced', 'Not priced'],
      ['Dec 2026', '₦365.00', 'Not priced'],
      ['Jan 2027', 'Not priced', 'Not priced'],
      ['Feb 2027', 'Not priced', 'Not priced'],
    ]);
  });

  it('prices a month from its row: the month chosen, minor units sent, the table read again', {
    timeout: 20_000,
  }, async () => {
    let priced = false;
    const january = { ...december, id: 'f2', deliveryMonth: '2027-01', contract: 'Jan 2027', amount: 37_000 };
    const { calls } = mockApi({
      ...detailApi,
      [forwardPricesUrl]: () => ({ body: envelope(priced ? [december, january] : [december]) }),
      'POST /api/inventories/forward-prices': () => {
        priced = true;
        return { status: 201, body: envelope(january) };
      },
    });
    const { user } = await openInventory();
    await screen.findByRole('table', { name: 'Delivery month prices' });
    await user.click(screen.getByRole('button', { name: 'Price Jan 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Month Price' });
    expect(within(dialog).getByLabelText(/^delivery month/i)).toHaveValue('2027-01');
    await user.type(within(dialog).getByLabelText(/^amount/i), '370');
    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'NGN');
    await user.click(within(dialog).getByRole('button', { name: 'Set month price' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent("this month's price");
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      inventoryId: id,
      deliveryMonth: '2027-01',
      amount: 37_000,
      currency: 'NGN',
    });
    const table = screen.getByRole('table', { name: 'Delivery month prices' });
    await within(table).findByText('₦370.00');
  });

  it('asks for the month and shows the server’s refusal (an expired licence)', {
    timeout: 20_000,
  }, async () => {
    const refusal =
      'Your NMDPRA licence expired on Nov 1, 2026. Renew it on your business profile (new licence number, expiry date and certificate) to publish new prices.';
    mockApi({
      ...detailApi,
      'POST /api/inventories/forward-prices': {
        status: 409,
        body: failure([{ htmlId: '', message: refusal }]),
      },
    });
    const { user } = await openInventory();
    await screen.findByRole('table', { name: 'Delivery month prices' });
    const dialog = await openDialog(user, 'New Month Price');
    await user.type(within(dialog).getByLabelText(/^amount/i), '370');
    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'NGN');
    await user.click(within(dialog).getByRole('button', { name: 'Set month price' }));
    expect(within(dialog).getByLabelText(/^delivery month/i)).toHaveAccessibleDescription(
      'Delivery month is required',
    );
    await user.selectOptions(within(dialog).getByLabelText(/^delivery month/i), '2026-12');
    await user.click(within(dialog).getByRole('button', { name: 'Set month price' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says when the month prices cannot be loaded', async () => {
    mockApi({
      ...detailApi,
      [forwardPricesUrl]: { status: 500, body: failure([{ htmlId: '', message: 'Down' }]) },
    });
    await openInventory();
    expect(await screen.findByText('We could not load the month prices')).toBeInTheDocument();
  });
});
