import type { Price, StockLine } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog, urlsSent } from '../../../test/flows.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import {
  approvedSupply,
  cngAtAjaokuta,
  pendingSale,
  pendingSupply,
  priceList,
  rejectedSupply,
  stockLines,
} from './test-data.ts';

const id = cngAtAjaokuta.id;
const detailApi = {
  [`GET /api/inventories/${id}`]: { body: envelope(cngAtAjaokuta) },
  [`GET /api/stocks/inventory/${id}/5`]: { body: envelope(stockLines) },
  [`GET /api/inventories/prices/${id}/5`]: { body: envelope(priceList) },
  [`GET /api/inventories/prices?inventoryId=${id}`]: { body: envelope(priceList) },
  [`GET /api/sales?inventoryId=${id}&limit=5`]: { body: envelope([]) },
};

// jsdom lays nothing out; give the chart's container a size as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 220));
});

async function openInventory() {
  signInAs('client');
  const view = renderApp(`/supplier/inventories/${id}`);
  await screen.findByRole('table', { name: 'Latest stock' });
  await screen.findByText('15,000 Liters');
  return view;
}

function rowOf(text: string, tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table).getByText(text).closest('tr')!;
}

describe('Manage Inventory', () => {
  it('shows the product, unit, quantity on hand and available', async () => {
    mockApi(detailApi);
    await openInventory();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Inventory' })).toBeInTheDocument();
    expect(screen.getByText(/CNG at Ajaokuta/)).toBeInTheDocument();
    const summary = screen.getByLabelText('Inventory summary');
    expect(within(summary).getByText('Quantity on hand').nextSibling).toHaveTextContent('125,000 Liters');
    expect(within(summary).getByText('Available').nextSibling).toHaveTextContent('118,500 Liters');
    expect(within(summary).getByText('Unit').nextSibling).toHaveTextContent('Liters');
    const transactions = screen.getByRole('region', { name: 'Latest transactions' });
    expect(await within(transactions).findByText('There are no records to display')).toBeInTheDocument();
  });

  it('lists the latest prices with their currency symbols', async () => {
    mockApi(detailApi);
    await openInventory();
    const table = screen.getByRole('table', { name: 'Latest prices' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['₦365.00', '$0.24', '₦350.00', '₦342.50']);
  });

  it('offers Approve and Reject only on Pending Supply lines', async () => {
    mockApi(detailApi);
    await openInventory();
    const pending = rowOf('15,000 Liters', 'Latest stock');
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    for (const line of [pendingSale, approvedSupply, rejectedSupply]) {
      const row = rowOf(`${line.quantity.toLocaleString('en-US')} Liters`, 'Latest stock');
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('asks before approving, then sends approve "true" and refreshes quantity and lines', async () => {
    let lines: StockLine[] = stockLines;
    let inventory = cngAtAjaokuta;
    const { calls } = mockApi({
      ...detailApi,
      [`GET /api/inventories/${id}`]: () => ({ body: envelope(inventory) }),
      [`GET /api/stocks/inventory/${id}/5`]: () => ({ body: envelope(lines) }),
      'PATCH /api/stocks': () => {
        const approved = {
          ...pendingSupply,
          status: 'Approved' as const,
          processedUtc: '2025-08-14T12:00:00.000Z',
        };
        lines = [approved, ...stockLines.slice(1)];
        inventory = { ...cngAtAjaokuta, quantity: 140_000, available: 133_500 };
        return { body: envelope(approved) };
      },
    });
    const { user } = await openInventory();
    await user.click(within(rowOf('15,000 Liters', 'Latest stock')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve stock' });
    expect(dialog).toHaveTextContent(
      '15,000 Liters will be added to the quantity on hand of CNG at Ajaokuta',
    );
    expect(urlsSent(calls, 'PATCH')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve stock' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Approved: 15,000 Liters');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      inventoryId: id,
      stockId: pendingSupply.id,
      approve: 'true',
    });
    const summary = screen.getByLabelText('Inventory summary');
    await waitFor(() =>
      expect(within(summary).getByText('Quantity on hand').nextSibling).toHaveTextContent('140,000 Liters'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
  });

  it('rejects with approve "false" after confirmation', async () => {
    const { calls } = mockApi({
      ...detailApi,
      'PATCH /api/stocks': { body: envelope({ ...pendingSupply, status: 'Rejected' }) },
    });
    const { user } = await openInventory();
    await user.click(within(rowOf('15,000 Liters', 'Latest stock')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject stock' });
    expect(dialog).toHaveTextContent('will be marked Rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Reject stock' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The stock line was rejected');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ approve: 'false' });
  });

  it('validates Add Stock: quantity required and above 0', async () => {
    const { calls } = mockApi({
      ...detailApi,
      'POST /api/stocks': { status: 201, body: envelope({ ...pendingSupply, quantity: 12_500 }) },
    });
    const { user } = await openInventory();
    const dialog = await openDialog(user, 'Add Stock');
    const quantity = within(dialog).getByLabelText(/^quantity/i);
    expect(quantity).toHaveAttribute('id', 'quantity');

    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(quantity).toHaveAccessibleDescription('Quantity is required');
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(quantity).toHaveAccessibleDescription('Quantity cannot be less than 1');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '12500');
    expect(quantity).toHaveValue('12,500');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('added as Pending');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ inventoryId: id, quantity: 12_500 });
  });

  it('refuses a negative or fractional stock quantity with a message instead of changing it', async () => {
    const { calls } = mockApi(detailApi);
    const { user } = await openInventory();
    const dialog = await openDialog(user, 'Add Stock');
    const quantity = within(dialog).getByLabelText(/^quantity/i);

    await user.type(quantity, '-5');
    expect(quantity).toHaveValue('-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(quantity).toHaveAccessibleDescription('Quantity cannot be less than 1');

    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(quantity).toHaveValue('1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number of litres');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('validates New Price: amount above 0 and currency required; sends minor units', async () => {
    const created: Price = {
      id: 'c9',
      inventoryId: id,
      amount: 35_000_050,
      currency: 'NGN',
      amountString: '₦350,000.50',
      createdUtc: '2025-08-14T12:00:00.000Z',
    };
    const { calls } = mockApi({
      ...detailApi,
      'POST /api/inventories/prices': { status: 201, body: envelope(created) },
    });
    const { user } = await openInventory();
    const dialog = await openDialog(user, 'New Price');
    const currency = within(dialog).getByLabelText(/^currency/i);
    const amount = within(dialog).getByLabelText(/^amount/i);
    expect(currency).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(amount).toHaveAccessibleDescription('Amount is required');
    expect(currency).toHaveAccessibleDescription('Currency is required');

    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(amount).toHaveAccessibleDescription('Amount cannot be less than 0.01');
    expect(currency).toHaveAccessibleDescription('Currency is required');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '350000.50');
    expect(amount).toHaveValue('350,000.50');
    await user.selectOptions(currency, 'NGN');
    await user.click(within(dialog).getByRole('button', { name: 'Set price' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('current price');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      inventoryId: id,
      amount: 35_000_050,
      currency: 'NGN',
    });
  });

  it('charts the price history per currency with a table alternative', async () => {
    mockApi(detailApi);
    const { user } = await openInventory();
    const naira = await screen.findByRole(
      'img',
      { name: /naira \(ngn\) price history: 3 prices/i },
      { timeout: 5000 },
    );
    expect(naira).toHaveAccessibleName(/latest ₦365\.00, lowest ₦342\.50, highest ₦365\.00/);
    expect(
      screen.getByRole('img', { name: /us dollar \(usd\) price history: 1 price,/i }),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Price history' });
    await user.click(within(history).getAllByRole('button', { name: 'Show as a table' })[0]!);
    const table = within(history).getByRole('table', { name: 'Naira (NGN) price history' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['₦365.00', '₦350.00', '₦342.50']);
  });

  it('charts a single price on an axis of round, even steps around it', async () => {
    const onePrice: Price = {
      id: 'c1',
      inventoryId: id,
      amount: 33_850,
      currency: 'NGN',
      amountString: '₦338.50',
      createdUtc: '2025-08-14T12:00:00.000Z',
    };
    mockApi({
      ...detailApi,
      [`GET /api/inventories/prices/${id}/5`]: { body: envelope([onePrice]) },
      [`GET /api/inventories/prices?inventoryId=${id}`]: { body: envelope([onePrice]) },
    });
    await openInventory();
    const naira = await screen.findByRole(
      'img',
      { name: /naira \(ngn\) price history: 1 price/i },
      { timeout: 5000 },
    );
    const yLabels = () =>
      [...naira.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    await waitFor(() => expect(yLabels()).not.toHaveLength(0), { timeout: 5000 });
    expect(yLabels()).toEqual(['₦320.00', '₦330.00', '₦340.00', '₦350.00', '₦360.00']);
    // No unnamed Tab stop (recharts' svg role="application" tabindex=0) inside the named picture.
    expect(naira.querySelector('[tabindex="0"], [role="application"]')).toBeNull();
  }, 15_000);
});
