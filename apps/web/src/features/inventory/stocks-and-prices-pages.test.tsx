import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { cngAtAjaokuta, lngAtKano, pendingSale, pendingSupply, priceList } from './test-data.ts';

const inventories = { 'GET /api/inventories': { body: envelope([cngAtAjaokuta, lngAtKano]) } };

describe('supplier stocks', () => {
  it('lists every stock line with its inventory and filters by inventory and status', async () => {
    const kanoLine = {
      ...pendingSupply,
      id: 'b0000000-0000-4000-8000-000000000009',
      inventoryId: lngAtKano.id,
      quantity: 3_000,
    };
    const { calls } = mockApi({
      ...inventories,
      'GET /api/stocks': { body: envelope([pendingSupply, pendingSale, kanoLine]) },
      [`GET /api/stocks?inventoryId=${lngAtKano.id}`]: { body: envelope([kanoLine]) },
      [`GET /api/stocks?inventoryId=${lngAtKano.id}&status=Approved`]: { body: envelope([]) },
    });
    signInAs('client');
    const { user, router } = renderApp('/supplier/stocks');
    const table = await screen.findByRole('table', { name: 'Stocks' });
    await within(table).findByText('LNG at Kano');
    expect(columnHeaders(table)).toEqual([
      'Inventory',
      'Status',
      'Quantity',
      'Flow',
      'Category',
      'Created On',
      'Processed On',
      'Actions',
    ]);
    expect(within(table).getAllByText('CNG at Ajaokuta')).toHaveLength(2);
    // Pending Supply lines can be decided here too; the Pending Sale line cannot.
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Inventory'), 'LNG at Kano');
    await waitFor(() => expect(within(table).queryByText('CNG at Ajaokuta')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?inventoryId=${lngAtKano.id}`);

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(within(table).queryByText('LNG at Kano')).not.toBeInTheDocument());
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).queryAllByRole('button', { name: 'Approve' })).toHaveLength(0);
    expect(calls.map((call) => call.url)).toContain(
      `/api/stocks?inventoryId=${lngAtKano.id}&status=Approved`,
    );
  });

  it('opens with the filter in the address', async () => {
    mockApi({
      ...inventories,
      [`GET /api/stocks?inventoryId=${cngAtAjaokuta.id}`]: { body: envelope([pendingSupply]) },
    });
    signInAs('client');
    renderApp(`/supplier/stocks?inventoryId=${cngAtAjaokuta.id}`);
    const table = await screen.findByRole('table', { name: 'Stocks' });
    expect(await within(table).findByText('15,000 Liters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Inventory')).toHaveValue(cngAtAjaokuta.id));
  });
});

describe('supplier prices', () => {
  it('lists every price with its inventory and filters by currency', async () => {
    const { calls } = mockApi({
      ...inventories,
      'GET /api/inventories/prices': { body: envelope(priceList) },
      'GET /api/inventories/prices?currency=USD': {
        body: envelope(priceList.filter((price) => price.currency === 'USD')),
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/prices');
    const table = await screen.findByRole('table', { name: 'Prices' });
    expect(await within(table).findByText('₦365.00')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(['Inventory', 'Amount', 'Currency', 'Created On']);
    expect(within(table).getAllByText('CNG at Ajaokuta')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(within(table).queryByText('₦365.00')).not.toBeInTheDocument());
    expect(await within(table).findByText('$0.24')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/inventories/prices?currency=USD');
  });
});
