import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';
import { inTurn } from '../../../test/responses.ts';
import { columnHeaders, tableCells } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import {
  depositsReport,
  emptySalesReport,
  ids,
  olderRows,
  pendingUsdRow,
  saleRow,
  salesReport,
  statement,
} from './test-data.ts';

// jsdom lays nothing out; give the charts' containers a size as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 200));
});

// The catalogue's answers (contracts/catalogue.ts) the filters choose from.
const product = { unit: 'Liters', isActive: true, status: 'Active', createdUtc: '2026-01-05T09:00:00.000Z' };
const choices = {
  'GET /api/products': {
    body: envelope([
      { id: ids.lng, name: 'Liquefied Natural Gas (LNG)', ...product },
      { id: ids.cng, name: 'Compressed Natural Gas (CNG)', ...product },
    ]),
  },
  'GET /api/hubs': {
    body: envelope([
      { id: ids.ajaokuta, ...ajaokutaHub },
      {
        id: ids.kaduna,
        code: 'KAD',
        name: 'Kaduna',
        region: 'North West',
        state: 'Kaduna',
        deliveryDays: 2,
        isOperational: false,
      },
    ]),
  },
};
const parties = {
  'GET /api/clients': { body: envelope([{ id: ids.zuma, name: 'Zuma Gas Ltd' }]) },
  'GET /api/customers': {
    body: envelope([
      { id: ids.kanoTextiles, name: 'Kano Textiles Ltd' },
      { id: ids.abujaSteel, name: 'Abuja Steel Works' },
    ]),
  },
};

const reportUrls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/reports/'));

// Each test loads the lazy area and the chart code: slow on a busy 2-core machine.
describe('sales report', { timeout: 15_000 }, () => {
  it('shows the totals per currency, a chart per currency by month and the page of rows', async () => {
    mockApi({
      ...choices,
      ...parties,
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
    });
    signInAs('admin');
    renderApp('/admin/reports/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sales' });
    await within(table).findByText(saleRow.reference);
    expect(columnHeaders(table)).toEqual([
      'Reference',
      'Date',
      'Status',
      'Offtaker',
      'Supplier',
      'Product',
      'Hub',
      'Quantity',
      'Amount',
      'Fee',
    ]);
    expect(tableCells(table)).toHaveLength(10);
    const [usd, ngn] = tableCells(table);
    // The fulfilment figures (issue 17) sit under the figures they belong to, so the ten columns
    // still fit 1366 px: settled under the date, delivered under the quantity, the logistics fee
    // charged under the amount.
    expect([ngn?.[0], ngn?.[2], ngn?.[3], ngn?.[6], ngn?.[7], ngn?.[8], ngn?.[9]]).toEqual([
      'SL-260514-4F7Q',
      'Approved',
      'Kano Textiles Ltd',
      'Ajaokuta',
      '2,500 LitersDelivered 2,400',
      '₦875,000.00Logistics ₦6,000.00',
      '₦8,750.00',
    ]);
    expect(ngn?.[1]).toMatch(/^May 14, .+Settled May 15, .+$/);
    // A pending collection: nothing delivered, no logistics fee, not settled.
    expect([usd?.[1], usd?.[2], usd?.[7], usd?.[8], usd?.[9]]).toEqual([
      usd?.[1]?.replace(/Settled.*/, ''),
      'Pending',
      '1,000 Liters',
      '$240.00',
      '—',
    ]);
    expect(usd?.[1]).not.toContain('Settled');
    expect(within(table).getByRole('link', { name: saleRow.reference })).toHaveAttribute(
      'href',
      `/admin/sales/${saleRow.id}`,
    );
    // 23 rows match; the server sent the first page.
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();

    const naira = screen.getByRole('region', { name: 'Naira (NGN) totals' });
    expect(within(naira).getByText('Sales').nextSibling).toHaveTextContent('22');
    expect(within(naira).getByText('Quantity').nextSibling).toHaveTextContent('61,500 Liters');
    expect(within(naira).getByText('Amount').nextSibling).toHaveTextContent('₦21,525,000.00');
    expect(within(naira).getByText('Platform fees').nextSibling).toHaveTextContent('₦215,250.00');
    const dollar = screen.getByRole('region', { name: 'US dollar (USD) totals' });
    expect(within(dollar).getByText('Amount').nextSibling).toHaveTextContent('$240.00');

    // May had no naira sales: it shows as zero between April and June.
    expect(await screen.findByRole('img', { name: /^Naira \(NGN\) sales per month:/ })).toHaveAccessibleName(
      'Naira (NGN) sales per month: Apr 2026 ₦14,000,000.00 (12 sales), May 2026 ₦0.00 (0 sales), Jun 2026 ₦7,525,000.00 (10 sales).',
    );
    expect(screen.getByRole('img', { name: /^US dollar \(USD\) sales per month:/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/sales.csv',
    );
  });

  it('renews an expired session before the browser follows the CSV link', async () => {
    let roleCalls = 0;
    const { calls } = mockApi({
      ...choices,
      ...parties,
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
      // The access id has expired: the first call is refused, the refresh renews it.
      'GET /api/auth/role': () =>
        ++roleCalls === 1
          ? { status: 401, body: failure([{ htmlId: '', message: 'Please log in to continue' }]) }
          : { body: envelope('admin') },
      'POST /api/auth/refresh': { body: envelope(null) },
    });
    const followed: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    signInAs('admin');
    const { user } = renderApp('/admin/reports/sales');
    await within(await screen.findByRole('table', { name: 'Sales' })).findByText(saleRow.reference);
    await user.click(screen.getByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(followed).toEqual(['/api/reports/sales.csv']));
    const order = calls.map((call) => `${call.method} ${call.url}`);
    expect(order.indexOf('POST /api/auth/refresh')).toBeGreaterThan(order.indexOf('GET /api/auth/role'));
    expect(roleCalls).toBe(2);
    click.mockRestore();
  });

  it('keeps the filters in the address, asks the server with them and downloads exactly them', async () => {
    const { calls } = mockApi({
      ...choices,
      ...parties,
      [`GET /api/reports/sales?from=2026-04-01&to=2026-06-30&currency=NGN&partyId=${ids.zuma}&page=2&pageSize=20`]:
        { body: envelope({ ...salesReport, page: 2, pageSize: 20 }) },
      [`GET /api/reports/sales?from=2026-04-01&to=2026-06-30&status=Approved&currency=NGN&partyId=${ids.zuma}&page=1&pageSize=20`]:
        { body: envelope({ ...salesReport, rows: [saleRow], total: 1 }) },
      // Asked for between picking the product and the hub.
      [`GET /api/reports/sales?from=2026-04-01&to=2026-06-30&status=Approved&currency=NGN&productId=${ids.cng}&partyId=${ids.zuma}&page=1&pageSize=20`]:
        { body: envelope({ ...salesReport, rows: [saleRow], total: 1 }) },
      [`GET /api/reports/sales?from=2026-04-01&to=2026-06-30&status=Approved&currency=NGN&productId=${ids.cng}&hubId=${ids.ajaokuta}&partyId=${ids.zuma}&page=1&pageSize=20`]:
        { body: envelope({ ...salesReport, rows: [saleRow], total: 1 }) },
    });
    signInAs('admin');
    // A made-up status in a hand-edited address is ignored rather than sent.
    const { user, router } = renderApp(
      `/admin/reports/sales?from=2026-04-01&to=2026-06-30&status=Shipped&currency=NGN&partyId=${ids.zuma}&page=2&pageSize=20`,
    );
    const table = await screen.findByRole('table', { name: 'Sales' });
    await within(table).findByText(saleRow.reference);
    expect(screen.getByLabelText('From')).toHaveValue('2026-04-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-06-30');
    expect(screen.getByLabelText('Currency')).toHaveValue('NGN');
    await waitFor(() => expect(screen.getByLabelText('Party')).toHaveDisplayValue('Zuma Gas Ltd'));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/reports/sales.csv?from=2026-04-01&to=2026-06-30&currency=NGN&partyId=${ids.zuma}`,
    );

    // Another filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(within(table).queryByText(pendingUsdRow.reference)).not.toBeInTheDocument());
    await user.selectOptions(await screen.findByLabelText('Product'), 'Compressed Natural Gas (CNG)');
    await user.selectOptions(screen.getByLabelText('Hub'), 'Ajaokuta');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?from=2026-04-01&to=2026-06-30&status=Approved&currency=NGN&partyId=${ids.zuma}&pageSize=20&productId=${ids.cng}&hubId=${ids.ajaokuta}`,
      ),
    );
    // The address changes first; the page renders it in a transition just after.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        `/api/reports/sales.csv?from=2026-04-01&to=2026-06-30&status=Approved&currency=NGN&productId=${ids.cng}&hubId=${ids.ajaokuta}&partyId=${ids.zuma}`,
      ),
    );
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(reportUrls(calls)).not.toContainEqual(expect.stringContaining('Shipped'));
  });

  it('pages on the server: the next page is asked for and kept in the address', async () => {
    const { calls } = mockApi({
      ...choices,
      ...parties,
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
      'GET /api/reports/sales?page=3&pageSize=10': {
        body: envelope({ ...salesReport, rows: olderRows.slice(0, 3), page: 3 }),
      },
      'GET /api/reports/sales?page=1&pageSize=25': { body: envelope({ ...salesReport, pageSize: 25 }) },
    });
    signInAs('admin');
    const { user, router } = renderApp('/admin/reports/sales');
    const table = await screen.findByRole('table', { name: 'Sales' });
    await within(table).findByText(saleRow.reference);
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(within(table).queryByText(pendingUsdRow.reference)).not.toBeInTheDocument());
    // Page 3's rows shown and the table settled: a menu opened while the answer is still on its
    // way closes when the answer re-renders the footer (a CI run of 2026-11-28 under load).
    await within(table).findByText(olderRows[0]!.reference);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(reportUrls(calls)).toContain('/api/reports/sales?page=3&pageSize=10');

    // One animation frame for the footer that page 3 re-rendered: a menu opened in the same
    // frame stayed hidden in 2 of 3 full-file runs on this machine (Mantine starts its
    // transitions on the next frame).
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await user.click(screen.getByRole('button', { name: '10' }));
    await user.click(await screen.findByRole('menuitem', { name: '25' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=25'));
    await waitFor(() => expect(reportUrls(calls)).toContain('/api/reports/sales?page=1&pageSize=25'));
  });

  it('says Loading..., then that nothing matches, without totals or charts', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      ...choices,
      'GET /api/reports/sales?page=1&pageSize=10': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    signInAs('customer');
    renderApp('/offtaker/reports/sales');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Loading...')).not.toHaveLength(0);
    answer({ body: envelope(emptySalesReport) });
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives an offtaker its purchases: no party filter, the supplier column, no fee', async () => {
    mockApi({
      ...choices,
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
    });
    signInAs('customer');
    renderApp('/offtaker/reports/sales');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await within(table).findByText(saleRow.reference);
    expect(columnHeaders(table)).toEqual([
      'Reference',
      'Date',
      'Status',
      'Supplier',
      'Product',
      'Hub',
      'Quantity',
      'Amount',
      'Delivered',
      'Logistics fee',
      'Settled On',
    ]);
    // A delivered and settled purchase: what arrived, the logistics fee charged, when it settled.
    const settled = within(table).getByText(saleRow.reference).closest('tr')!;
    const cells = [...settled.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(8, 10)).toEqual(['2,400 Liters', '₦6,000.00']);
    expect(settled.querySelectorAll('td')[10]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-05-15T12:00:00.000Z',
    );
    // A pending one has none of them yet.
    const pending = within(table).getByText(pendingUsdRow.reference).closest('tr')!;
    expect([...pending.querySelectorAll('td')].slice(8).map((cell) => cell.textContent)).toEqual([
      '—',
      '—',
      '—',
    ]);
    expect(screen.queryByLabelText('Party')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: saleRow.reference })).toHaveAttribute(
      'href',
      `/offtaker/sales/${saleRow.id}`,
    );
    const naira = screen.getByRole('region', { name: 'Naira (NGN) totals' });
    expect(within(naira).getByText('Purchases').nextSibling).toHaveTextContent('22');
    expect(within(naira).queryByText('Platform fees')).not.toBeInTheDocument();
  });

  it('shows the server’s message on the filter it names', async () => {
    // A rule only the server knows (a newer server than this page, say) refuses the day.
    const message = 'Enter a date from 2000-01-01 to 9999-12-31';
    mockApi({
      ...choices,
      'GET /api/reports/sales?from=2026-02-28&page=1&pageSize=10': {
        status: 400,
        body: failure([{ htmlId: 'from', message }]),
      },
    });
    signInAs('client');
    renderApp('/supplier/reports/sales?from=2026-02-28');
    const from = await screen.findByLabelText('From');
    await waitFor(() => expect(from).toHaveAccessibleDescription(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('leaves out a day the calendar does not have, as it leaves out any malformed filter', async () => {
    const { calls } = mockApi(choices);
    signInAs('client');
    renderApp('/supplier/reports/sales?from=2026-02-30');
    await screen.findByLabelText('From');
    await waitFor(() => expect(reportUrls(calls)).toContain('/api/reports/sales?page=1&pageSize=10'));
    expect(reportUrls(calls)).not.toContainEqual(expect.stringContaining('2026-02-30'));
  });

  it('does not ask for a report that ends before it starts', async () => {
    const { calls } = mockApi(choices);
    signInAs('client');
    renderApp('/supplier/reports/sales?from=2026-06-30&to=2026-06-01');
    const to = await screen.findByLabelText('To');
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date');
    expect(screen.getByRole('status')).toHaveTextContent('Choose a start date on or before the end date');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(reportUrls(calls)).toEqual([]);
  });

  it('shows the operators the delivered quantity, logistics fee and settlement on a phone’s cards', async () => {
    window.innerWidth = 390;
    mockApi({
      ...choices,
      ...parties,
      'GET /api/reports/sales?page=1&pageSize=10': {
        body: envelope({
          ...salesReport,
          rows: [
            saleRow,
            {
              ...saleRow,
              id: 'held',
              reference: 'SL-260520-HELD',
              logisticsFeeCharged: null,
              settledUtc: null,
              deliveredQuantity: null,
              fulfilmentStatus: 'Scheduled',
            },
          ],
        }),
      },
    });
    signInAs('admin');
    renderApp('/admin/reports/sales');
    const cards = await screen.findByRole('list', { name: 'Sales' });
    await within(cards).findByText(saleRow.reference);
    const [settled, held] = within(cards).getAllByRole('listitem');
    expect(settled).toHaveTextContent('Delivered 2,400');
    expect(settled).toHaveTextContent('Logistics ₦6,000.00');
    expect(settled).toHaveTextContent(/Settled May 15/);
    expect(held).toHaveTextContent('Logistics ₦6,250.00 held');
    expect(held).not.toHaveTextContent(/Delivered|Settled/);
    expect(screen.queryByRole('table', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('shows the sales as cards without the rows-per-page control on a phone', async () => {
    window.innerWidth = 360;
    mockApi({
      ...choices,
      'GET /api/reports/sales?page=1&pageSize=10': { body: envelope(salesReport) },
    });
    signInAs('client');
    renderApp('/supplier/reports/sales');
    const cards = await screen.findByRole('list', { name: 'Sales' });
    await within(cards).findByText(saleRow.reference);
    expect(screen.queryByRole('table', { name: 'Sales' })).not.toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(screen.queryByText('Rows per page')).not.toBeInTheDocument();
  });
});

describe('deposits report', { timeout: 15_000 }, () => {
  it('lists every offtaker’s deposits for an operator, with totals and the offtaker filter', async () => {
    const { calls } = mockApi({
      ...parties,
      'GET /api/reports/deposits?page=1&pageSize=10': { body: envelope(depositsReport) },
      [`GET /api/reports/deposits?status=Approved&partyId=${ids.kanoTextiles}&page=1&pageSize=10`]: {
        body: envelope({ ...depositsReport, rows: depositsReport.rows.slice(0, 1), total: 1 }),
      },
      [`GET /api/reports/deposits?partyId=${ids.kanoTextiles}&page=1&pageSize=10`]: {
        body: envelope({ ...depositsReport, rows: depositsReport.rows.slice(0, 1), total: 1 }),
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/reports/deposits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposits report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deposits' });
    await within(table).findByText('DP-260502-9K2M');
    expect(columnHeaders(table)).toEqual(['Reference', 'Date', 'Offtaker', 'Status', 'Amount', 'Processed']);
    expect(within(table).getByRole('link', { name: 'DP-260502-9K2M' })).toHaveAttribute(
      'href',
      '/admin/deposits/d1e2f3a4-0000-4000-8000-000000000001',
    );
    const naira = screen.getByRole('region', { name: 'Naira (NGN) totals' });
    expect(within(naira).getByText('Approved').nextSibling).toHaveTextContent('₦5,000,000.00');
    const dollar = screen.getByRole('region', { name: 'US dollar (USD) totals' });
    expect(within(dollar).getByText('Amount').nextSibling).toHaveTextContent('$1,500.00');
    expect(within(dollar).getByText('Approved').nextSibling).toHaveTextContent('$0.00');

    await user.selectOptions(await screen.findByLabelText('Offtaker'), 'Kano Textiles Ltd');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() =>
      expect(reportUrls(calls)).toContain(
        `/api/reports/deposits?status=Approved&partyId=${ids.kanoTextiles}&page=1&pageSize=10`,
      ),
    );
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(within(table).queryByText('DP-260610-3H7P')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/reports/deposits.csv?status=Approved&partyId=${ids.kanoTextiles}`,
    );
  });

  it('gives an offtaker its own deposits linking to their details', async () => {
    mockApi({
      'GET /api/reports/deposits?currency=USD&page=1&pageSize=10': { body: envelope(depositsReport) },
    });
    signInAs('customer');
    renderApp('/offtaker/reports/deposits?currency=USD');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('DP-260610-3H7P');
    expect(columnHeaders(table)).toEqual(['Reference', 'Date', 'Status', 'Amount', 'Processed']);
    expect(within(table).getByRole('link', { name: 'DP-260610-3H7P' })).toHaveAttribute(
      'href',
      '/offtaker/deposits/d1e2f3a4-0000-4000-8000-000000000002',
    );
    expect(screen.queryByRole('combobox', { name: 'Offtaker' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/deposits.csv?currency=USD',
    );
  });

  it('gives a supplier its settlement statement: gross, fee, net and the balance after each', async () => {
    mockApi({ 'GET /api/reports/deposits?page=1&pageSize=10': { body: envelope(statement) } });
    signInAs('client');
    renderApp('/supplier/reports/deposits');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settlement statement' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Settlement statement' });
    expect(await within(table).findByRole('link', { name: saleRow.reference })).toHaveAttribute(
      'href',
      `/supplier/sales/${saleRow.id}`,
    );
    expect(columnHeaders(table)).toEqual([
      'Reference',
      'Date',
      'Description',
      'Gross',
      'Fee',
      'Net',
      'Balance after',
    ]);
    expect(tableCells(table)[0]?.slice(3)).toEqual([
      '₦875,000.00',
      '-₦8,750.00',
      '₦866,250.00',
      '₦17,275,000.00',
    ]);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    const naira = screen.getByRole('region', { name: 'Naira (NGN) totals' });
    expect(within(naira).getByText('Net paid in').nextSibling).toHaveTextContent('₦866,250.00');
    expect(
      await screen.findByRole('img', { name: /^Naira \(NGN\) net paid in per month: May 2026 ₦866,250.00/ }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    mockApi({
      'GET /api/reports/deposits?page=1&pageSize=10': inTurn(
        { status: 403, body: failure([]) },
        { body: envelope(depositsReport) },
      ).handler,
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/reports/deposits');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DP-260502-9K2M')).toBeInTheDocument();
  });
});
