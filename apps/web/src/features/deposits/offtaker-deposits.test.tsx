import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { approvedDeposit, pendingDeposit, purchaseLine, usdDeposit } from './test-data.ts';

/** Answers HEAD on receipt paths with the given type (mockApi only speaks JSON). */
function serveReceiptTypes(
  fetchMock: ReturnType<typeof mockApi>['fetchMock'],
  types: Record<string, string>,
) {
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) => {
    const type = types[String(input)];
    if (init.method === 'HEAD' && type) return new Response(null, { headers: { 'Content-Type': type } });
    return answer(input, init);
  });
}

describe('offtaker wallet statement', () => {
  it('lists deposits and purchases newest first with balances, and filters by currency', async () => {
    const { calls } = mockApi({
      'GET /api/payments': { body: envelope([purchaseLine, pendingDeposit, approvedDeposit, usdDeposit]) },
      'GET /api/payments?currency=USD': { body: envelope([usdDeposit]) },
    });
    signInAs('customer');
    const { user, router } = renderApp('/offtaker/deposits');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposits' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deposits and purchases' });
    await within(table).findByText('DP-250802-4F7Q');
    expect(columnHeaders(table)).toEqual([
      'Reference',
      'Flow',
      'Status',
      'Amount',
      'Previous balance',
      'Current balance',
      'Date',
    ]);

    const approvedRow = within(table).getByText('DP-250802-4F7Q').closest('tr')!;
    const cells = within(approvedRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'DP-250802-4F7Q',
      'Credit',
      'Approved',
      '₦2,500,000.00',
      '₦500,000.00',
      '₦3,000,000.00',
      expect.stringMatching(/^Aug 2, /),
    ]);
    // Amounts right-aligned in tabular figures.
    expect(within(cells[3]!).getByText('₦2,500,000.00')).toHaveClass('tabular');
    expect(cells[3]).toHaveClass('mantine-datatable-text-align-right');
    const pendingRow = within(table).getByText('DP-250814-9K2M').closest('tr')!;
    expect(within(pendingRow).getAllByText('Not processed yet')).toHaveLength(2);
    expect(within(table).getByText('Debit')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'DP-250814-9K2M' })).toHaveAttribute(
      'href',
      `/offtaker/deposits/${pendingDeposit.id}`,
    );

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(within(table).queryByText('DP-250802-4F7Q')).not.toBeInTheDocument());
    expect(await within(table).findByText('$12,000.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?currency=USD');
    expect(calls.map((call) => call.url)).toContain('/api/payments?currency=USD');
  });

  it('says when there is nothing yet, and when the list cannot load', async () => {
    mockApi({ 'GET /api/payments': { body: envelope([]) } });
    signInAs('customer');
    const first = renderApp('/offtaker/deposits');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    first.unmount();

    mockApi({
      'GET /api/payments?currency=NGN': refusal(403, 'Your account is not active yet'),
    });
    renderApp('/offtaker/deposits?currency=NGN');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this list');
    expect(alert).toHaveTextContent('Your account is not active yet');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('offtaker deposit details', () => {
  it('shows every field and an image receipt that enlarges on click', async () => {
    const { fetchMock } = mockApi({
      [`GET /api/payments/${approvedDeposit.id}`]: { body: envelope(approvedDeposit) },
    });
    serveReceiptTypes(fetchMock, { [approvedDeposit.receiptPaths[0]!]: 'image/png' });
    signInAs('customer');
    const { user } = renderApp(`/offtaker/deposits/${approvedDeposit.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deposit DP-250802-4F7Q' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    const value = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(value('Reference')).toBe('DP-250802-4F7Q');
    expect(value('Flow')).toBe('Credit');
    expect(value('Status')).toBe('Approved');
    expect(value('Amount')).toBe('₦2,500,000.00');
    expect(value('Currency')).toBe('NGN');
    expect(value('Previous balance')).toBe('₦500,000.00');
    expect(value('Current balance')).toBe('₦3,000,000.00');
    expect(value('Created On')).toMatch(/^Aug 2, /);
    expect(value('Processed On')).toMatch(/^Aug 2, /);
    expect(within(details).queryByText('Offtaker')).not.toBeInTheDocument();

    const thumbnail = await screen.findByRole('button', { name: 'Enlarge Receipt for DP-250802-4F7Q' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', approvedDeposit.receiptPaths[0]);
    await user.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Receipt for DP-250802-4F7Q' });
    const zoom = within(viewer).getByRole('button', { name: 'Show the receipt at actual size' });
    await user.click(zoom);
    expect(within(viewer).getByRole('button', { name: 'Fit the receipt to the window' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'HEAD')).toBe(true);
    // The viewer's ✕ has a name, and closes it.
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a PDF receipt as a link, and says a pending deposit waits for approval', async () => {
    const { fetchMock } = mockApi({
      [`GET /api/payments/${pendingDeposit.id}`]: { body: envelope(pendingDeposit) },
    });
    serveReceiptTypes(fetchMock, { [pendingDeposit.receiptPaths[0]!]: 'application/pdf' });
    signInAs('customer');
    renderApp(`/offtaker/deposits/${pendingDeposit.id}`);
    const link = await screen.findByRole('link', { name: 'Download Receipt for DP-250814-9K2M (PDF)' });
    expect(link).toHaveAttribute('href', pendingDeposit.receiptPaths[0]);
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Current balance').nextElementSibling?.textContent).toBe('—');
  });

  it('says so when the deposit is not found', async () => {
    mockApi({
      'GET /api/payments/nope': refusal(404, 'The payment was not found'),
    });
    signInAs('customer');
    renderApp('/offtaker/deposits/nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this deposit');
    expect(alert).toHaveTextContent('The payment was not found');
  });
});
