import type { Sale } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approvedSale,
  cancelledUsdSale,
  newestSalesShown,
  pendingSale,
  salesTableColumns,
} from '../../../test/fixtures/trading.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { refusal } from '../../../test/responses.ts';
import { columnHeaders, tableCells } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The sales lists and details of the three areas, and the confirmations before approving,
// rejecting and cancelling.

const newestFirst = [pendingSale, approvedSale, cancelledUsdSale];

describe('offtaker sales', () => {
  it('lists Status, Reference, Product, Fulfilment, Quantity, Amount and Date, newest first, linking to the detail', {
    timeout: 15_000,
  }, async () => {
    mockApi({
      'GET /api/sales': {
        body: envelope(
          newestFirst.map((sale) =>
            sale.id === approvedSale.id ? { ...sale, fulfilmentStatus: 'Delivered' } : sale,
          ),
        ),
      },
    });
    signInAs('customer');
    renderApp('/offtaker/sales');
    const table = await screen.findByRole('table', { name: 'Sales' });
    await within(table).findByText(pendingSale.reference);
    // The spec's columns, with where each approved purchase's delivery or collection stands.
    expect(columnHeaders(table)).toEqual([
      ...salesTableColumns.slice(0, 3),
      'Fulfilment',
      ...salesTableColumns.slice(3),
    ]);
    const rows = tableCells(table);
    expect(rows.map((row) => [...row.slice(0, 3), ...row.slice(4, 6)])).toEqual(newestSalesShown);
    const approvedRow = within(table).getByText(approvedSale.reference).closest('tr')!;
    expect(within(approvedRow).getByText('Delivered')).toBeInTheDocument();
    // A Pending purchase has none yet.
    expect(rows[0]?.[3]).toBe('—');
    expect(within(table).getByRole('link', { name: pendingSale.reference })).toHaveAttribute(
      'href',
      `/offtaker/sales/${pendingSale.id}`,
    );
    const amountCell = within(table).getByText('₦350,000.00').closest('td')!;
    expect(amountCell).toHaveClass('mantine-datatable-text-align-right');
    expect(screen.getByRole('button', { name: 'New Transaction' })).toBeInTheDocument();
  });

  it('shows the empty and the error states', async () => {
    mockApi({ 'GET /api/sales': { body: envelope([]) } });
    signInAs('customer');
    renderApp('/offtaker/sales');
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      'GET /api/sales': refusal(403, 'You are not allowed to see sales'),
    });
    signInAs('customer');
    renderApp('/offtaker/sales');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list');
    expect(alert).toHaveTextContent('You are not allowed to see sales');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a purchase with supplier, hub, unit price, amount, fee and timeline', async () => {
    mockApi({ [`GET /api/sales/${approvedSale.id}`]: { body: envelope(approvedSale) } });
    signInAs('customer');
    renderApp(`/offtaker/sales/${approvedSale.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Purchase ${approvedSale.reference}` }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    const detailOf = (label: string) => within(details).getByText(label).nextSibling?.textContent;
    expect(detailOf('Supplier')).toBe('Zuma Gas Ltd');
    expect(detailOf('Hub')).toBe('Ajaokuta');
    expect(detailOf('Quantity')).toBe('250 Liters');
    expect(detailOf('Unit price')).toBe('₦350.00 / Liter');
    expect(detailOf('Amount')).toBe('₦87,500.00');
    expect(detailOf('Platform fee (1%)')).toBe('₦875.00');
    expect(within(details).queryByText('Offtaker')).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Placed.*Aug 2/),
      expect.stringMatching(/^Approved by the supplier.*Aug 2/),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks before cancelling a Pending purchase: the amount is released back to the wallet', async () => {
    let sale: Sale = pendingSale;
    const { calls } = mockApi({
      [`GET /api/sales/${pendingSale.id}`]: () => ({ body: envelope(sale) }),
      [`PATCH /api/sales/${pendingSale.id}/Cancelled`]: () => {
        sale = {
          ...pendingSale,
          status: 'Cancelled',
          resolution: 'Cancelled',
          completedUtc: '2025-08-14T11:00:00.000Z',
          timeline: [...pendingSale.timeline, { event: 'Cancelled', utc: '2025-08-14T11:00:00.000Z' }],
        };
        return { body: envelope(sale) };
      },
    });
    signInAs('customer');
    const { user } = renderApp(`/offtaker/sales/${pendingSale.id}`);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Platform fee (1%)').nextSibling?.textContent).toBe('—');
    const dialog = await openDialog(user, 'Cancel', `Cancel ${pendingSale.reference}?`);
    expect(dialog).toHaveTextContent('₦350,000.00 will be released back to your wallet');
    expect(urlsSent(calls, 'PATCH')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel purchase' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Cancelled: ₦350,000.00 was released back to your NGN wallet.',
    );
    expect(urlsSent(calls, 'PATCH')).toEqual([`/api/sales/${pendingSale.id}/Cancelled`]);
    await dialogClosed();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('supplier sales', () => {
  it('lists Pending sales first and filters by status', async () => {
    const { calls } = mockApi({
      'GET /api/sales': { body: envelope([approvedSale, pendingSale, cancelledUsdSale]) },
      'GET /api/sales?status=Approved': { body: envelope([approvedSale]) },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/sales');
    const table = await screen.findByRole('table', { name: 'Sales' });
    await within(table).findByText(pendingSale.reference);
    expect(columnHeaders(table)).toEqual([
      'Status',
      'Reference',
      'Product',
      'Hub',
      'Offtaker',
      'Fulfilment',
      'Quantity',
      'Amount',
      'Date',
    ]);
    expect(tableCells(table).map((row) => row[1])).toEqual([
      pendingSale.reference,
      approvedSale.reference,
      cancelledUsdSale.reference,
    ]);
    expect(within(table).getByRole('link', { name: pendingSale.reference })).toHaveAttribute(
      'href',
      `/supplier/sales/${pendingSale.id}`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(tableCells(table).map((row) => row[1])).toEqual([approvedSale.reference]));
    expect(calls.map((call) => call.url)).toContain('/api/sales?status=Approved');
  });

  it('asks before approving: the order is accepted, and the amount less the 1% fee is paid once the buyer accepts the gas', async () => {
    const approved: Sale = {
      ...pendingSale,
      status: 'Approved',
      resolution: 'Approved',
      fulfilmentMethod: 'collection',
      logisticsFee: 0,
      fulfilmentStatus: 'Ready for collection',
      timeline: [...pendingSale.timeline, { event: 'Approved', utc: '2025-08-14T12:00:00.000Z' }],
    };
    let sale: Sale = pendingSale;
    const { calls } = mockApi({
      [`GET /api/sales/${pendingSale.id}`]: () => ({ body: envelope(sale) }),
      [`PATCH /api/sales/${pendingSale.id}/Approved`]: () => {
        sale = approved;
        return { body: envelope(approved) };
      },
    });
    signInAs('client');
    const { user } = renderApp(`/supplier/sales/${pendingSale.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Sale ${pendingSale.reference}` }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByText('Offtaker').nextSibling,
    ).toHaveTextContent('Chinedu Okafor');
    const dialog = await openDialog(user, 'Approve', `Approve ${pendingSale.reference}?`);
    expect(dialog).toHaveTextContent(
      "You accept the order: 1,000 litres stay reserved at Ajaokuta to be collected at the hub, and the buyer's funds stay held. Once the buyer accepts the gas, ₦350,000.00 less the 1% platform fee (₦3,500.00) and the VAT on that fee is paid to your wallet, for the full quantity.",
    );
    expect(urlsSent(calls, 'PATCH')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Approved: the order is in fulfilment. You are paid for the gas the buyer accepts, once it does.',
    );
    expect(urlsSent(calls, 'PATCH')).toEqual([`/api/sales/${pendingSale.id}/Approved`]);
    await dialogClosed();
    // The Approve button that opened the dialog is gone: focus lands on the page's heading, not <body>.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: `Sale ${pendingSale.reference}` })).toHaveFocus(),
    );
    // Nothing is paid at approval: the platform fee waits for the settlement.
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Platform fee (1%)').nextSibling?.textContent).toBe('—');
    expect(
      screen.getByText(/This sale was approved and is in fulfilment \(Ready for collection\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('asks before rejecting: the stock and the buyer’s funds are released', async () => {
    const { calls } = mockApi({
      [`GET /api/sales/${pendingSale.id}`]: { body: envelope(pendingSale) },
      [`PATCH /api/sales/${pendingSale.id}/Rejected`]: {
        body: envelope({ ...pendingSale, status: 'Rejected', resolution: 'Rejected' }),
      },
    });
    signInAs('client');
    const { user } = renderApp(`/supplier/sales/${pendingSale.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${pendingSale.reference}?` });
    expect(dialog).toHaveTextContent("The stock and the buyer's funds are released");
    expect(dialog).toHaveTextContent('1,000 litres are available again at Ajaokuta');
    expect(dialog).toHaveTextContent("₦350,000.00 goes back to Chinedu Okafor's wallet");
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Rejected');
    expect(urlsSent(calls, 'PATCH')).toEqual([`/api/sales/${pendingSale.id}/Rejected`]);
  });

  it('says so when someone else resolved the sale first', async () => {
    let sale: Sale = pendingSale;
    mockApi({
      [`GET /api/sales/${pendingSale.id}`]: () => ({ body: envelope(sale) }),
      [`PATCH /api/sales/${pendingSale.id}/Approved`]: () => {
        sale = { ...pendingSale, status: 'Cancelled', resolution: 'Cancelled' };
        return refusal(409, 'This sale is already Cancelled');
      },
    });
    signInAs('client');
    const { user } = renderApp(`/supplier/sales/${pendingSale.id}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${pendingSale.reference}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This sale is already Cancelled');
    // The page behind refreshes to what happened.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument());
  });

  it('shows the latest 5 sales of an inventory on Manage Inventory', async () => {
    const inventoryId = pendingSale.inventoryId;
    const many = Array.from({ length: 7 }, (_, index) => ({
      ...approvedSale,
      id: `${approvedSale.id.slice(0, -2)}${String(index + 10)}`,
      reference: `SL-25080${index}-AAA${index}`,
    }));
    mockApi({
      [`GET /api/inventories/${inventoryId}`]: {
        body: envelope({
          id: inventoryId,
          product: { id: pendingSale.product.id, name: 'CNG', unit: 'Liters' },
          hub: { id: pendingSale.hub.id, name: 'Ajaokuta' },
          supplier: pendingSale.supplier,
          quantity: 125_000,
          available: 118_500,
          createdUtc: '2025-06-01T09:00:00.000Z',
        }),
      },
      [`GET /api/stocks/inventory/${inventoryId}/5`]: { body: envelope([]) },
      [`GET /api/inventories/prices/${inventoryId}/5`]: { body: envelope([]) },
      [`GET /api/inventories/prices?inventoryId=${inventoryId}`]: { body: envelope([]) },
      [`GET /api/sales?inventoryId=${inventoryId}&limit=5`]: { body: envelope(many.slice(0, 5)) },
    });
    signInAs('client');
    renderApp(`/supplier/inventories/${inventoryId}`);
    const block = await screen.findByRole('region', { name: 'Latest transactions' });
    const table = within(block).getByRole('table', { name: 'Latest transactions' });
    await within(table).findByText('SL-250800-AAA0');
    expect(tableCells(table).map((row) => row[1])).toEqual(many.slice(0, 5).map((sale) => sale.reference));
    expect(within(table).getByRole('link', { name: 'SL-250800-AAA0' })).toHaveAttribute(
      'href',
      `/supplier/sales/${many[0]!.id}`,
    );
  });
});

describe('admin transactions', () => {
  const zuma = { id: pendingSale.supplier.id, name: 'Zuma Gas Ltd' };
  const chinedu = { id: pendingSale.customer.id, name: 'Chinedu Okafor' };

  it('is titled Transactions and filters by status, currency, supplier and offtaker', async () => {
    const { calls } = mockApi({
      'GET /api/sales': { body: envelope(newestFirst) },
      'GET /api/clients': { body: envelope([zuma]) },
      'GET /api/customers': { body: envelope([chinedu]) },
      'GET /api/sales?status=Pending': { body: envelope([pendingSale]) },
      'GET /api/sales?status=Pending&currency=NGN': { body: envelope([pendingSale]) },
      [`GET /api/sales?status=Pending&currency=NGN&supplierId=${zuma.id}`]: { body: envelope([pendingSale]) },
      [`GET /api/sales?status=Pending&currency=NGN&supplierId=${zuma.id}&customerId=${chinedu.id}`]: {
        body: envelope([pendingSale]),
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Transactions' });
    await within(table).findByText(approvedSale.reference);
    expect(columnHeaders(table)).toEqual([
      'Status',
      'Reference',
      'Product',
      'Offtaker',
      'Supplier',
      'Fulfilment',
      'Quantity',
      'Amount',
      'Date',
    ]);

    // One filter at a time, as a person would: each lands in the address, then the list reloads.
    const lastUrl = () => calls.at(-1)?.url;
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(lastUrl()).toBe('/api/sales?status=Pending'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'NGN');
    await waitFor(() => expect(lastUrl()).toBe('/api/sales?status=Pending&currency=NGN'));
    await screen.findByRole('option', { name: 'Zuma Gas Ltd' });
    await user.selectOptions(screen.getByLabelText('Supplier'), zuma.id);
    await waitFor(() => expect(lastUrl()).toContain(`supplierId=${zuma.id}`));
    await screen.findByRole('option', { name: 'Chinedu Okafor' });
    await user.selectOptions(screen.getByLabelText('Offtaker'), chinedu.id);
    await waitFor(() => expect(lastUrl()).toContain(`customerId=${chinedu.id}`));
    await waitFor(() =>
      expect(tableCells(screen.getByRole('table', { name: 'Transactions' })).map((row) => row[1])).toEqual([
        pendingSale.reference,
      ]),
    );
    expect(calls.at(-1)?.url).toBe(
      `/api/sales?status=Pending&currency=NGN&supplierId=${zuma.id}&customerId=${chinedu.id}`,
    );
    expect(within(table).getByRole('link', { name: pendingSale.reference })).toHaveAttribute(
      'href',
      `/admin/sales/${pendingSale.id}`,
    );
  });

  it('shows a transaction read-only', async () => {
    mockApi({ [`GET /api/sales/${pendingSale.id}`]: { body: envelope(pendingSale) } });
    signInAs('admin');
    renderApp(`/admin/sales/${pendingSale.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Transaction ${pendingSale.reference}` }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Supplier').nextSibling?.textContent).toBe('Zuma Gas Ltd');
    expect(within(details).getByText('Offtaker').nextSibling?.textContent).toBe('Chinedu Okafor');
    expect(screen.getByText(/Waiting for Zuma Gas Ltd to approve or reject/)).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Cancel']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
