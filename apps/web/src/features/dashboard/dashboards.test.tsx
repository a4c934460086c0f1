import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { approvedSale, cancelledUsdSale, pendingSale } from '../trading/test-data.ts';
import type { Sale } from '../trading/types.ts';

// The offtaker and supplier dashboards: wallets and the latest sales, composed by the routes.

function saleNumber(n: number, base: Sale): Sale {
  return {
    ...base,
    id: `${base.id.slice(0, -2)}${String(n).padStart(2, '0')}`,
    reference: `SL-2507${n}-OLD${n}`,
  };
}

/** Seven sales, newest first: only the first five belong on a dashboard. */
const newestFirst: Sale[] = [
  pendingSale,
  approvedSale,
  cancelledUsdSale,
  saleNumber(10, approvedSale),
  saleNumber(11, approvedSale),
  saleNumber(12, approvedSale),
  saleNumber(13, approvedSale),
];

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

const balances = (ngn: number, usd: number, held = 0) => ({
  'GET /api/payments/balances/NGN': {
    body: envelope({ amount: ngn, held, currency: 'NGN', amountString: '' }),
  },
  'GET /api/payments/balances/USD': {
    body: envelope({ amount: usd, held: 0, currency: 'USD', amountString: '' }),
  },
});

describe('offtaker dashboard', () => {
  it('lists the 5 latest purchases in Latest Transactions, each linking to its detail', async () => {
    mockApi({ ...balances(0, 0), 'GET /api/sales': { body: envelope(newestFirst) } });
    signInAs('customer');
    renderApp('/offtaker');
    const table = await screen.findByRole('table', { name: 'Latest Transactions' });
    await within(table).findByText(pendingSale.reference);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Status', 'Reference', 'Product', 'Quantity', 'Amount', 'Date']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(5);
    expect(rows.slice(0, 3).map((row) => row.slice(0, 5))).toEqual([
      ['Pending', 'SL-250814-4F7Q', 'Compressed Natural Gas (CNG)', '1,000 Liters', '₦350,000.00'],
      ['Approved', 'SL-250802-8K2M', 'Compressed Natural Gas (CNG)', '250 Liters', '₦87,500.00'],
      ['Cancelled', 'SL-250720-2B9X', 'Compressed Natural Gas (CNG)', '500 Liters', '$120.00'],
    ]);
    expect(within(table).queryByText('SL-250712-OLD12')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: approvedSale.reference })).toHaveAttribute(
      'href',
      `/offtaker/sales/${approvedSale.id}`,
    );
    expect(screen.getByRole('link', { name: 'All sales' })).toHaveAttribute('href', '/offtaker/sales');
    // Pending and Completed are still not computed: no made-up figures.
    expect(screen.getByRole('region', { name: 'Pending' })).toHaveTextContent('—');
  });

  it('says Loading... and then that there are no purchases yet', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      ...balances(0, 0),
      'GET /api/sales': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    signInAs('customer');
    renderApp('/offtaker');
    const table = await screen.findByRole('table', { name: 'Latest Transactions' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading...')).not.toHaveLength(0);
    answer({ body: envelope([]) });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});

describe('supplier dashboard', () => {
  it('shows the settlement balances without a held line, the latest sales and the links', async () => {
    mockApi({ ...balances(1_727_500_000, 4_950_000), 'GET /api/sales': { body: envelope(newestFirst) } });
    signInAs('client');
    renderApp('/supplier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet')).not.toBeInTheDocument();

    const naira = screen.getByRole('region', { name: 'Naira settlement wallet (NGN)' });
    expect(await within(naira).findByText('₦17.3M')).toHaveAttribute('title', '₦17,275,000.00');
    expect(within(naira).queryByText(/Held/)).not.toBeInTheDocument();
    expect(within(naira).queryByRole('link', { name: 'Statement' })).not.toBeInTheDocument();
    const dollar = screen.getByRole('region', { name: 'US dollar settlement wallet (USD)' });
    expect(await within(dollar).findByText('$49.5K')).toHaveAttribute('title', '$49,500.00');

    const table = screen.getByRole('table', { name: 'Latest Sales' });
    await within(table).findByText(pendingSale.reference);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.slice(0, 4)).toEqual([
      'Pending',
      'SL-250814-4F7Q',
      'Compressed Natural Gas (CNG)',
      'Chinedu Okafor',
    ]);
    expect(within(table).getByRole('link', { name: pendingSale.reference })).toHaveAttribute(
      'href',
      `/supplier/sales/${pendingSale.id}`,
    );

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Inventories' })).toHaveAttribute(
      'href',
      '/supplier/inventories',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/supplier/sales');
  });
});
