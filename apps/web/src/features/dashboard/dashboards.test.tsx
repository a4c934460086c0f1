import type { AdminDashboard, MonthFigure, OfftakerDashboard, SupplierDashboard } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ajaokutaOffer,
  approvedSale,
  balanceOf,
  cancelledUsdSale,
  cng,
  newestSalesShown,
  pendingSale,
  type Sale,
  salesTableColumns,
} from '../../../test/fixtures/trading.ts';
import { heldAnswer, inTurn, refusal } from '../../../test/responses.ts';
import { columnHeaders, tableCells } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { formatMonth, lastMonths } from '../../lib/months.ts';

// jsdom lays nothing out; give the charts' containers a size as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 160));
});

/** The last six Lagos months, oldest first: the dashboards' window. */
const months = lastMonths(6);
const thisMonth = months[5]!;

function month(index: number, figure: Omit<MonthFigure, 'month'>): MonthFigure {
  return { month: months[index]!, ...figure };
}

const offtakerFigures: OfftakerDashboard = {
  role: 'customer',
  pending: [{ currency: 'NGN', count: 1, amount: 35_000_000 }],
  completedByMonth: [
    month(1, { currency: 'NGN', count: 3, amount: 262_500_000, quantity: 7_500 }),
    month(5, { currency: 'NGN', count: 1, amount: 8_750_000, quantity: 250 }),
    month(4, { currency: 'USD', count: 1, amount: 12_000, quantity: 500 }),
  ],
};

const noFigures: OfftakerDashboard = { role: 'customer', pending: [], completedByMonth: [] };

const supplierFigures: SupplierDashboard = {
  role: 'client',
  pending: [
    { currency: 'NGN', count: 2, amount: 122_500_000 },
    { currency: 'USD', count: 1, amount: 12_000 },
  ],
  completedByMonth: [month(5, { currency: 'NGN', count: 4, amount: 1_250_000_000, quantity: 35_000 })],
  stock: [
    {
      inventoryId: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01',
      product: 'Compressed Natural Gas (CNG)',
      hub: 'Ajaokuta',
      unit: 'Liters',
      onHand: 125_000,
      reserved: 6_500,
      available: 118_500,
    },
  ],
};

const adminFigures: AdminDashboard = {
  role: 'admin',
  onboarding: { suppliers: 2, offtakers: 5 },
  pendingDeposits: [{ currency: 'NGN', count: 3, amount: 1_500_000_000 }],
  pendingSales: [],
  tradedByMonth: [
    month(3, { currency: 'NGN', count: 12, amount: 4_200_000_000, quantity: 120_000 }),
    month(5, { currency: 'NGN', count: 6, amount: 2_100_000_000, quantity: 60_000 }),
  ],
  tradedByHub: [
    { hub: 'Kaduna', currency: 'NGN', count: 5, amount: 1_750_000_000, quantity: 50_000 },
    { hub: 'Ajaokuta', currency: 'NGN', count: 13, amount: 4_550_000_000, quantity: 130_000 },
  ],
  feeRevenue: [
    { currency: 'NGN', amount: 63_000_000 },
    { currency: 'USD', amount: 1_250 },
  ],
  latestActivity: [
    {
      id: 'a1',
      occurredUtc: '2026-06-14T10:00:00.000Z',
      actorRole: 'client',
      actorEmail: 'sales@zumagas.ng',
      action: 'sale_decided',
      entityType: 'sale',
      entityId: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d01',
      entityLabel: 'SL-260614-4F7Q',
      before: 'Pending',
      after: 'Approved',
      details: {},
    },
    {
      id: 'a2',
      occurredUtc: '2026-06-14T09:00:00.000Z',
      actorRole: 'system',
      actorEmail: null,
      action: 'sale_decided',
      entityType: 'sale',
      entityId: null,
      entityLabel: 'SL-260612-8K2M',
      before: 'Pending',
      after: 'Cancelled',
      details: {},
    },
  ],
};

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
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope(newestFirst.slice(0, 5)) },
      'GET /api/dashboard': { body: envelope(noFigures) },
    });
    signInAs('customer');
    renderApp('/offtaker');
    const table = await screen.findByRole('table', { name: 'Latest Transactions' });
    await within(table).findByText(pendingSale.reference);
    expect(columnHeaders(table)).toEqual(salesTableColumns);
    const rows = tableCells(table);
    expect(rows).toHaveLength(5);
    expect(rows.slice(0, 3).map((row) => row.slice(0, 5))).toEqual(newestSalesShown);
    expect(within(table).queryByText('SL-250712-OLD12')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: approvedSale.reference })).toHaveAttribute(
      'href',
      `/offtaker/sales/${approvedSale.id}`,
    );
    expect(screen.getByRole('link', { name: 'All sales' })).toHaveAttribute('href', '/offtaker/sales');
  });

  it('totals the purchases waiting for a supplier and the completed ones per month', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope(offtakerFigures) },
    });
    signInAs('customer');
    renderApp('/offtaker');
    const pending = await screen.findByRole('region', { name: 'Pending' });
    expect(await within(pending).findByText('₦350K')).toHaveAttribute('title', '₦350,000.00');
    expect(pending).toHaveTextContent('₦350,000.00');
    expect(pending).toHaveTextContent('1 purchase');
    expect(within(pending).queryByText(/US dollar/)).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Your sales' })).toHaveAttribute(
      'href',
      '/offtaker/sales',
    );

    const completed = screen.getByRole('region', { name: 'Completed' });
    // This month: one purchase of ₦87,500; three months with none show as zero.
    expect(within(completed).getByText('₦87.5K')).toHaveAttribute('title', '₦87,500.00');
    const naira = await within(completed).findByRole('img', {
      name: /^Naira \(NGN\) completed purchases per month/,
    });
    expect(naira).toHaveAccessibleName(
      `Naira (NGN) completed purchases per month: ${[
        `${formatMonth(months[0]!)} ₦0.00 (0 purchases)`,
        `${formatMonth(months[1]!)} ₦2,625,000.00 (3 purchases)`,
        `${formatMonth(months[2]!)} ₦0.00 (0 purchases)`,
        `${formatMonth(months[3]!)} ₦0.00 (0 purchases)`,
        `${formatMonth(months[4]!)} ₦0.00 (0 purchases)`,
        `${formatMonth(thisMonth)} ₦87,500.00 (1 purchase)`,
      ].join(', ')}.`,
    );
    expect(
      within(completed).getByRole('img', { name: /^US dollar \(USD\) completed purchases per month/ }),
    ).toBeInTheDocument();
    expect(within(completed).getByRole('link', { name: 'Sales report' })).toHaveAttribute(
      'href',
      '/offtaker/reports/sales?status=Approved',
    );
  });

  it('labels the amount axis of the monthly chart in even steps from ₦0, none skipped', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': {
        body: envelope({
          ...offtakerFigures,
          completedByMonth: [
            month(2, { currency: 'NGN', count: 9, amount: 1_600_000_000, quantity: 40_000 }),
            month(5, { currency: 'NGN', count: 2, amount: 420_000_000, quantity: 12_000 }),
          ],
        }),
      },
    });
    signInAs('customer');
    renderApp('/offtaker');
    const completed = await screen.findByRole('region', { name: 'Completed' });
    const naira = await within(completed).findByRole('img', { name: /^Naira \(NGN\) completed purchases/ });
    const yLabels = () =>
      [...naira.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    await waitFor(() => expect(yLabels()).not.toHaveLength(0), { timeout: 5000 });
    const labels = yLabels();
    expect(labels).toEqual(['₦0', '₦5M', '₦10M', '₦15M', '₦20M']);
    // The named picture is one stop for a screen reader and none for Tab: recharts adds no
    // unnamed svg role="application" tabindex=0 inside it.
    expect(naira.querySelector('[tabindex="0"], [role="application"]')).toBeNull();
  }, 15_000);

  it('says what to do when nothing is pending or completed, and offers a retry when figures fail', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': inTurn(refusal(429, 'Too many requests. Please wait a moment.'), {
        body: envelope(noFigures),
      }).handler,
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker');
    const pending = await screen.findByRole('region', { name: 'Pending' });
    const alert = await within(pending).findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(pending).findByText(/No purchase is waiting for a supplier/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Completed' })).toHaveTextContent(
      'No purchase was completed in the last six months',
    );
  });

  it('counts a purchase made through New Transaction in Pending at once, without a reload', async () => {
    let bought = false;
    mockApi({
      'GET /api/payments/balances/NGN': () => ({
        body: envelope(balanceOf(bought ? 6_500_000 : 10_000_000)),
      }),
      'GET /api/payments/balances/USD': { body: envelope(balanceOf(0, 'USD')) },
      'GET /api/sales?limit=5': () => ({ body: envelope(bought ? [pendingSale] : []) }),
      'GET /api/dashboard': () => ({
        body: envelope(
          bought ? { ...noFigures, pending: [{ currency: 'NGN', count: 1, amount: 3_500_000 }] } : noFigures,
        ),
      }),
      'GET /api/products': { body: envelope([cng]) },
      [`GET /api/inventories/listings/${cng.id}/100/NGN`]: { body: envelope([ajaokutaOffer]) },
      'POST /api/sales': () => {
        bought = true;
        return { status: 201, body: envelope({ ...pendingSale, quantity: 100, amount: 3_500_000 }) };
      },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker');
    const pending = await screen.findByRole('region', { name: 'Pending' });
    expect(await within(pending).findByText(/No purchase is waiting for a supplier/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Transaction' });
    await within(dialog).findByRole('option', { name: cng.name });
    await user.selectOptions(within(dialog).getByLabelText(/^product/i), cng.id);
    await user.type(within(dialog).getByLabelText(/^quantity/i), '100');
    await within(dialog).findByRole('option', { name: /^Ajaokuta/ });
    await user.selectOptions(within(dialog).getByLabelText(/^contract/i), ajaokutaOffer.contract);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByRole('status');

    await waitFor(() => expect(pending).toHaveTextContent('1 purchase'));
    expect(pending).toHaveTextContent('₦35,000.00');
    expect(pending).not.toHaveTextContent(/No purchase is waiting/);
  }, 15_000);

  it('says Loading... and then that there are no purchases yet', async () => {
    const sales = heldAnswer();
    mockApi({
      ...balances(0, 0),
      'GET /api/dashboard': { body: envelope(noFigures) },
      'GET /api/sales?limit=5': sales.handler,
    });
    signInAs('customer');
    renderApp('/offtaker');
    const table = await screen.findByRole('table', { name: 'Latest Transactions' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading...')).not.toHaveLength(0);
    sales.respond({ body: envelope([]) });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});

describe('supplier dashboard', () => {
  it('shows the settlement balances with what is held for payouts, the latest sales and the links', async () => {
    mockApi({
      ...balances(1_727_500_000, 4_950_000, 250_000_00),
      'GET /api/sales?limit=5': { body: envelope(newestFirst.slice(0, 5)) },
      'GET /api/dashboard': { body: envelope(supplierFigures) },
    });
    signInAs('client');
    renderApp('/supplier');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet')).not.toBeInTheDocument();

    const naira = screen.getByRole('region', { name: 'Naira settlement wallet (NGN)' });
    expect(await within(naira).findByText('₦17.3M')).toHaveAttribute('title', '₦17,275,000.00');
    // Payouts requested or approved are held until paid (issue 18).
    expect(within(naira).getByText('Held for payouts:').nextElementSibling).toHaveTextContent('₦250,000.00');
    expect(within(naira).queryByText(/pending purchases/)).not.toBeInTheDocument();
    expect(within(naira).queryByRole('link', { name: 'Statement' })).not.toBeInTheDocument();
    const dollar = screen.getByRole('region', { name: 'US dollar settlement wallet (USD)' });
    expect(await within(dollar).findByText('$49.5K')).toHaveAttribute('title', '$49,500.00');

    const table = screen.getByRole('table', { name: 'Latest Sales' });
    await within(table).findByText(pendingSale.reference);
    const rows = tableCells(table);
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

  it('puts the pending sales to act on and the stock per inventory first', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope(supplierFigures) },
    });
    signInAs('client');
    renderApp('/supplier');
    const pending = await screen.findByRole('region', { name: 'Pending sales' });
    expect(await within(pending).findByText('₦1.2M')).toHaveAttribute('title', '₦1,225,000.00');
    expect(pending).toHaveTextContent('2 sales');
    // Under 1,000 the amount is exact, not compact.
    expect(within(pending).getByText('$120.00')).not.toHaveAttribute('title');
    expect(within(pending).queryByText('$120')).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Approve or reject' })).toHaveAttribute(
      'href',
      '/supplier/sales?status=Pending',
    );
    const completed = screen.getByRole('region', { name: 'Completed' });
    expect(within(completed).getByText('₦12.5M')).toHaveAttribute('title', '₦12,500,000.00');
    expect(
      await within(completed).findByRole('img', { name: /^Naira \(NGN\) approved sales per month:/ }),
    ).toHaveAccessibleName(new RegExp(`${formatMonth(thisMonth)} ₦12,500,000.00 \\(4 sales\\)\\.$`));

    const stock = screen.getByRole('table', { name: 'Stock' });
    expect(tableCells(stock)).toEqual([
      ['Compressed Natural Gas (CNG) at Ajaokuta', '125,000 Liters', '6,500 Liters', '118,500 Liters'],
    ]);
    expect(
      within(stock).getByRole('link', { name: 'Compressed Natural Gas (CNG) at Ajaokuta' }),
    ).toHaveAttribute('href', '/supplier/inventories/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01');
  });

  it('says how to start selling when there is no stock yet', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': {
        body: envelope({ role: 'client', pending: [], completedByMonth: [], stock: [] }),
      },
    });
    signInAs('client');
    renderApp('/supplier');
    const pending = await screen.findByRole('region', { name: 'Pending sales' });
    expect(await within(pending).findByText(/No sale is waiting for your decision/)).toBeInTheDocument();
    const stockSection = screen.getByRole('region', { name: 'Stock' });
    expect(within(stockSection).getByText('There are no records to display')).toBeInTheDocument();
    expect(stockSection).toHaveTextContent('Create an inventory on the Inventories page');
  });
});

describe('admin dashboard', () => {
  it('shows what waits for an operator, the fees, the trade per month and hub, and the latest activity', async () => {
    mockApi({ 'GET /api/dashboard': { body: envelope(adminFigures) } });
    signInAs('admin');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet')).not.toBeInTheDocument();

    const onboarding = screen.getByRole('region', { name: 'Onboarding' });
    await waitFor(() => expect(within(onboarding).getByText('Suppliers').nextSibling).toHaveTextContent('2'));
    expect(within(onboarding).getByText('Offtakers').nextSibling).toHaveTextContent('5');
    expect(within(onboarding).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/admin/onboardings',
    );

    const deposits = screen.getByRole('region', { name: 'Pending deposits' });
    expect(within(deposits).getByText('₦15M')).toHaveAttribute('title', '₦15,000,000.00');
    expect(deposits).toHaveTextContent('3 deposits');
    expect(within(deposits).getByRole('link', { name: 'Check receipts' })).toHaveAttribute(
      'href',
      '/admin/deposits?status=Pending',
    );
    const sales = screen.getByRole('region', { name: 'Pending sales' });
    expect(sales).toHaveTextContent('No purchase is waiting for its supplier.');
    expect(within(sales).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/admin/sales?status=Pending',
    );
    const fees = screen.getByRole('region', { name: 'Fee revenue' });
    expect(within(fees).getByText('₦630K')).toHaveAttribute('title', '₦630,000.00');
    // Under 1,000 the exact amount: "$12.50", never the compact "$12.5" (nor $37.70 as "$37.7").
    expect(within(fees).getByText('$12.50')).toBeInTheDocument();
    expect(within(fees).queryByText('$12.5')).not.toBeInTheDocument();
    expect(fees).not.toHaveTextContent(/\$12\.5(?!0)/);

    const perMonth = screen.getByRole('region', { name: 'Traded per month' });
    expect(within(perMonth).getByRole('link', { name: 'Sales report' })).toHaveAttribute(
      'href',
      '/admin/reports/sales?status=Approved',
    );
    expect(
      await within(perMonth).findByRole('img', { name: /^Naira \(NGN\) traded per month:/ }),
    ).toHaveAccessibleName(new RegExp(`${formatMonth(months[3]!)} ₦42,000,000.00 \\(12 sales\\)`));
    const perHub = screen.getByRole('region', { name: 'Traded per hub, all time' });
    // Biggest hub first.
    expect(await within(perHub).findByRole('img', { name: /traded per hub/ })).toHaveAccessibleName(
      'Naira (NGN) traded per hub: Ajaokuta ₦45,500,000.00 (13 sales), Kaduna ₦17,500,000.00 (5 sales).',
    );

    const activity = screen.getByRole('table', { name: 'Latest activity' });
    expect(tableCells(activity).map((row) => row.slice(1))).toEqual([
      ['sales@zumagas.ng', 'Sale decision sale SL-260614-4F7Q'],
      ['Platform', 'Sale decision sale SL-260612-8K2M'],
    ]);
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/admin/audit');
  });
});

describe('deliveries in progress (issue 17)', () => {
  it('counts the offtaker’s and the supplier’s approved sales in fulfilment, per currency', async () => {
    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': {
        body: envelope({
          ...offtakerFigures,
          inFulfilment: [{ currency: 'NGN', count: 2, amount: 70_000_000 }],
        }),
      },
    });
    signInAs('customer');
    const { unmount } = renderApp('/offtaker');
    const card = await screen.findByRole('region', { name: 'In fulfilment' });
    expect(await within(card).findByText('₦700K')).toHaveAttribute('title', '₦700,000.00');
    expect(card).toHaveTextContent('2 purchases');
    unmount();

    mockApi({
      ...balances(0, 0),
      'GET /api/sales?limit=5': { body: envelope([]) },
      'GET /api/dashboard': { body: envelope({ ...supplierFigures, inFulfilment: [] }) },
    });
    signInAs('client');
    renderApp('/supplier');
    const supplierCard = await screen.findByRole('region', { name: 'In fulfilment' });
    expect(await within(supplierCard).findByText(/Nothing is on its way/)).toBeInTheDocument();
    expect(within(supplierCard).getByRole('link', { name: 'Your sales' })).toHaveAttribute(
      'href',
      '/supplier/sales?status=Approved',
    );
  });

  it('shows the operators the sales in fulfilment, the open disputes and the logistics revenue', async () => {
    mockApi({
      'GET /api/dashboard': {
        body: envelope({
          ...adminFigures,
          inFulfilment: [{ currency: 'NGN', count: 4, amount: 140_000_000 }],
          disputes: 2,
          logisticsRevenue: [{ currency: 'NGN', amount: 2_500_000 }],
        }),
      },
    });
    signInAs('admin');
    renderApp('/admin');
    const inFulfilment = await screen.findByRole('region', { name: 'In fulfilment' });
    expect(await within(inFulfilment).findByText('4 sales')).toBeInTheDocument();
    const disputes = screen.getByRole('region', { name: 'Open disputes' });
    expect(disputes).toHaveTextContent('2 disputes');
    expect(within(disputes).getByRole('link', { name: 'Resolve' })).toHaveAttribute(
      'href',
      '/admin/disputes',
    );
    const logistics = screen.getByRole('region', { name: 'Logistics revenue' });
    expect(within(logistics).getByText('₦25K')).toHaveAttribute('title', '₦25,000.00');
  });
});
