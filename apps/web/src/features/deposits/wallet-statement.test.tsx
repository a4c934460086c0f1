import type { WalletStatement, WalletStatementLine } from '@gas/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnHeaders, tableCells } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { approvedDeposit } from './test-data.ts';

// The wallet statement tab of /offtaker/deposits (issue 22, item 1): the walk-through,
// a deposit of ₦1,615,000 then 1,000 L bought and cancelled, 2,000 L bought and rejected, 500 L
// bought and approved, at ₦338.50 a litre.

const price = 33_850;
let at = Date.parse('2026-11-20T09:00:00Z');
function line(
  kind: string,
  reference: string,
  description: string,
  available: number,
  held: number,
  links: { saleId?: string; depositId?: string } = {},
): Omit<WalletStatementLine, 'availableAfter' | 'heldAfter'> {
  at += 60_000;
  return {
    id: `7e000000-0000-4000-8000-${String(at).slice(-12)}`,
    kind,
    reference,
    saleId: links.saleId ?? null,
    depositId: links.depositId ?? null,
    createdUtc: new Date(at).toISOString(),
    description,
    currency: 'NGN',
    available,
    held,
  };
}

const cancelledSale = { saleId: 's0000000-0000-4000-8000-000000000001' };
const rejectedSale = { saleId: 's0000000-0000-4000-8000-000000000002' };
const approvedSale = { saleId: 's0000000-0000-4000-8000-000000000003' };
const oldestFirst = [
  line('deposit', 'DP-261120-AAAA01', 'Deposit DP-261120-AAAA01 approved', 161_500_000, 0, {
    depositId: approvedDeposit.id,
  }),
  line(
    'purchase_hold',
    'SL-261120-BBBB01',
    'Held for purchase SL-261120-BBBB01',
    -1_000 * price,
    1_000 * price,
    cancelledSale,
  ),
  line(
    'release',
    'SL-261120-BBBB01',
    'Purchase SL-261120-BBBB01 cancelled: hold released',
    1_000 * price,
    -1_000 * price,
    cancelledSale,
  ),
  line(
    'purchase_hold',
    'SL-261120-CCCC02',
    'Held for purchase SL-261120-CCCC02',
    -2_000 * price,
    2_000 * price,
    rejectedSale,
  ),
  line(
    'release',
    'SL-261120-CCCC02',
    'Purchase SL-261120-CCCC02 rejected by the supplier: hold released',
    2_000 * price,
    -2_000 * price,
    rejectedSale,
  ),
  line(
    'purchase_hold',
    'SL-261120-DDDD03',
    'Held for purchase SL-261120-DDDD03',
    -500 * price,
    500 * price,
    approvedSale,
  ),
  line(
    'settlement',
    'SL-261120-DDDD03',
    'Purchase SL-261120-DDDD03 settled: paid to the supplier',
    0,
    -500 * price,
    approvedSale,
  ),
];
let available = 0;
let held = 0;
const newestFirst: WalletStatementLine[] = oldestFirst
  .map((movement) => {
    available += movement.available;
    held += movement.held;
    return { ...movement, availableAfter: available, heldAfter: held };
  })
  .reverse();

const statement = (rows: WalletStatementLine[], more: Partial<WalletStatement> = {}): WalletStatement => ({
  currency: 'NGN',
  available,
  held,
  rows,
  total: rows.length,
  page: 1,
  pageSize: 10,
  ...more,
});

/** "₦1,276,500.00" -> 127650000; "" -> 0. */
const minor = (text: string | null) => (text ? Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100) : 0);

describe('offtaker wallet statement', { timeout: 15_000 }, () => {
  it('shows every movement with balances that follow on, ending at the wallet', async () => {
    const { calls } = mockApi({
      'GET /api/payments': { body: envelope([approvedDeposit]) },
      'GET /api/reports/wallet-statement?currency=NGN&page=1&pageSize=10': {
        body: envelope(statement(newestFirst)),
      },
      'GET /api/reports/wallet-statement?currency=USD&page=1&pageSize=10': {
        body: envelope(statement([], { currency: 'USD', available: 0, held: 0 })),
      },
      'GET /api/payments?currency=USD': { body: envelope([]) },
      // The monthly PDF statements under the statement (issue 18, point 5).
      'GET /api/statements?currency=NGN': {
        body: envelope([
          {
            month: '2026-10',
            currency: 'NGN',
            issuedUtc: '2026-11-01T01:00:00.000Z',
            opening: 0,
            closing: 5_00,
            lineCount: 1,
          },
        ]),
      },
      'GET /api/statements?currency=USD': {
        body: envelope([
          {
            month: '2026-10',
            currency: 'USD',
            issuedUtc: null,
            opening: null,
            closing: null,
            lineCount: null,
          },
        ]),
      },
    });
    signInAs('customer');
    const { user, router } = renderApp('/offtaker/deposits');
    // The spec's deposit list stays the page's first view.
    const deposits = await screen.findByRole('table', { name: 'Deposits and purchases' });
    expect(await within(deposits).findByText('DP-250802-4F7Q')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('wallet-statement'))).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Statement' }));
    expect(router.state.location.search).toBe('?view=statement');
    const table = await screen.findByRole('table', { name: 'Account statement' });
    await within(table).findByText('Deposit DP-261120-AAAA01 approved');
    expect(columnHeaders(table)).toEqual([
      'Date',
      'Description',
      'Reference',
      'In',
      'Out',
      'Available balance',
      'Held change',
      'Held balance',
    ]);
    const rows = tableCells(table);
    expect(rows.map((cells) => cells.slice(1, 8))).toEqual([
      [
        'Purchase SL-261120-DDDD03 settled: paid to the supplier',
        'SL-261120-DDDD03',
        '',
        '',
        '₦1,445,750.00',
        '-₦169,250.00',
        '₦0.00',
      ],
      [
        'Held for purchase SL-261120-DDDD03',
        'SL-261120-DDDD03',
        '',
        '₦169,250.00',
        '₦1,445,750.00',
        '₦169,250.00',
        '₦169,250.00',
      ],
      [
        'Purchase SL-261120-CCCC02 rejected by the supplier: hold released',
        'SL-261120-CCCC02',
        '₦677,000.00',
        '',
        '₦1,615,000.00',
        '-₦677,000.00',
        '₦0.00',
      ],
      [
        'Held for purchase SL-261120-CCCC02',
        'SL-261120-CCCC02',
        '',
        '₦677,000.00',
        '₦938,000.00',
        '₦677,000.00',
        '₦677,000.00',
      ],
      [
        'Purchase SL-261120-BBBB01 cancelled: hold released',
        'SL-261120-BBBB01',
        '₦338,500.00',
        '',
        '₦1,615,000.00',
        '-₦338,500.00',
        '₦0.00',
      ],
      [
        'Held for purchase SL-261120-BBBB01',
        'SL-261120-BBBB01',
        '',
        '₦338,500.00',
        '₦1,276,500.00',
        '₦338,500.00',
        '₦338,500.00',
      ],
      [
        'Deposit DP-261120-AAAA01 approved',
        'DP-261120-AAAA01',
        '₦1,615,000.00',
        '',
        '₦1,615,000.00',
        '',
        '₦0.00',
      ],
    ]);
    // Read as printed: each line's available balance is the line below it plus In less Out.
    for (let index = 0; index < rows.length; index++) {
      const [, , , inText, outText, after] = rows[index]!;
      const before = index + 1 < rows.length ? minor(rows[index + 1]![5]!) : 0;
      expect(minor(after!)).toBe(before + minor(inText!) - minor(outText!));
    }
    expect(screen.getByText(/Available now/)).toHaveTextContent('Available now ₦1,445,750.00 · held ₦0.00');
    expect(within(table).getAllByRole('link', { name: 'SL-261120-BBBB01' })[0]).toHaveAttribute(
      'href',
      `/offtaker/sales/${cancelledSale.saleId}`,
    );
    expect(within(table).getByRole('link', { name: 'DP-261120-AAAA01' })).toHaveAttribute(
      'href',
      `/offtaker/deposits/${approvedDeposit.id}`,
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/wallet-statement.csv?currency=NGN',
    );
    // Under it, each closed month's PDF statement (issue 18, point 5) with its issued figures.
    const monthly = await screen.findByRole('table', { name: 'Monthly statements NGN' });
    expect(await within(monthly).findByText('October 2026')).toBeInTheDocument();
    expect(within(monthly).getByText('₦5.00')).toBeInTheDocument();
    expect(
      within(monthly).getByRole('link', { name: 'Download the October 2026 NGN statement (PDF)' }),
    ).toHaveAttribute('href', '/api/statements/monthly.pdf?month=2026-10&currency=NGN');

    await user.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=statement&currency=USD'));
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/wallet-statement.csv?currency=USD',
    );
  });

  it('pages through the server: the second page is asked for and kept in the address', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...newestFirst[1]!, id: `row-${index}` }));
    const { calls } = mockApi({
      'GET /api/reports/wallet-statement?currency=NGN&page=1&pageSize=10': {
        body: envelope(statement(many, { total: 12 })),
      },
      'GET /api/reports/wallet-statement?currency=NGN&page=2&pageSize=10': {
        body: envelope(statement(newestFirst.slice(5), { total: 12, page: 2 })),
      },
      'GET /api/statements?currency=NGN': { body: envelope([]) },
    });
    signInAs('customer');
    const { user, router } = renderApp('/offtaker/deposits?view=statement&currency=NGN');
    const table = await screen.findByRole('table', { name: 'Account statement' });
    await within(table).findAllByText('Held for purchase SL-261120-DDDD03');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=statement&currency=NGN&page=2'));
    expect(await within(table).findByText('Deposit DP-261120-AAAA01 approved')).toBeInTheDocument();
    expect(tableCells(table).map((cells) => cells[1])).toEqual([
      'Held for purchase SL-261120-BBBB01',
      'Deposit DP-261120-AAAA01 approved',
    ]);
    // The deposit list is not read while the statement is shown.
    expect(calls.some((call) => call.url.startsWith('/api/payments'))).toBe(false);
  });

  it("shows the server's lines in the language being read, and asks again when it changes", async () => {
    const withdrawal = line('payout_hold', 'PO-261120-EEEE05', '', -1_000_00, 0);
    const worded = (description: string) =>
      envelope(statement([{ ...withdrawal, description, availableAfter: -1_000_00, heldAfter: 0 }]));
    const asked: (string | undefined)[] = [];
    mockApi({
      'GET /api/reports/wallet-statement?currency=NGN&page=1&pageSize=10': (_url, init) => {
        const language = (init.headers as Record<string, string>)['Accept-Language'];
        asked.push(language);
        return {
          body: worded(
            language === 'ha'
              ? 'An nemi cire kuɗi PO-261120-EEEE05: an riƙe har sai an biya'
              : 'Withdrawal PO-261120-EEEE05 requested: held until paid',
          ),
        };
      },
      'GET /api/statements?currency=NGN': { body: envelope([]) },
    });
    signInAs('customer');
    renderApp('/offtaker/deposits?view=statement&currency=NGN');
    expect(
      await screen.findByText('Withdrawal PO-261120-EEEE05 requested: held until paid'),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ha'));
    expect(
      await screen.findByText('An nemi cire kuɗi PO-261120-EEEE05: an riƙe har sai an biya'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['en', 'ha']);
  });
});
