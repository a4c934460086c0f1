import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { refusal } from '../../../test/responses.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { approvedDeposit, pendingDeposit, purchaseLine, usdDeposit } from './test-data.ts';

const pdfReceipts = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) =>
    init.method === 'HEAD'
      ? new Response(null, { headers: { 'Content-Type': 'application/pdf' } })
      : answer(input, init),
  );
};

const approvedNow = {
  ...pendingDeposit,
  status: 'Approved' as const,
  prevBal: 300_000_000,
  currBal: 335_000_000,
  processedUtc: '2025-08-14T10:00:00.000Z',
};

describe('admin deposits list', () => {
  it('lists every deposit with its offtaker and filters by status and currency', async () => {
    const { calls } = mockApi({
      'GET /api/payments?flow=Credit': { body: envelope([pendingDeposit, approvedDeposit, usdDeposit]) },
      'GET /api/payments?flow=Credit&status=Pending': { body: envelope([pendingDeposit]) },
      'GET /api/payments?flow=Credit&status=Pending&currency=USD': { body: envelope([]) },
    });
    signInAs('admin');
    const { user, router } = renderApp('/admin/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    await within(table).findByText('DP-250802-4F7Q');
    expect(columnHeaders(table)).toEqual(['Reference', 'Offtaker', 'Status', 'Amount', 'Date']);
    expect(within(table).getAllByText('Amina Bello')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'DP-250814-9K2M' })).toHaveAttribute(
      'href',
      `/admin/deposits/${pendingDeposit.id}`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(within(table).queryByText('DP-250802-4F7Q')).not.toBeInTheDocument());
    expect(await within(table).findByText('DP-250814-9K2M')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/payments?flow=Credit&status=Pending&currency=USD',
      ),
    );
    await waitFor(() => expect(within(table).queryByText('DP-250814-9K2M')).not.toBeInTheDocument());
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('There are no records to display')).toBeVisible();
    expect(router.state.location.search).toBe('?status=Pending&currency=USD');
  });
});

describe('admin deposit details', () => {
  it('offers Approve and Reject for a Pending deposit and says what approval will do', async () => {
    let detail = pendingDeposit;
    const { calls, fetchMock } = mockApi({
      [`GET /api/payments/${pendingDeposit.id}`]: () => ({ body: envelope(detail) }),
      'GET /api/payments?flow=Credit': { body: envelope([]) },
      'PATCH /api/payments/DP-250814-9K2M/Approved': () => {
        detail = approvedNow;
        return { body: envelope(approvedNow) };
      },
    });
    pdfReceipts(fetchMock);
    signInAs('admin');
    const { user } = renderApp(`/admin/deposits/${pendingDeposit.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deposit DP-250814-9K2M' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Offtaker').nextElementSibling).toHaveTextContent('Amina Bello');
    expect(await screen.findByRole('link', { name: /^Download Receipt for DP-250814-9K2M/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    const dialog = await openDialog(user, 'Approve', 'Approve DP-250814-9K2M?');
    expect(dialog).toHaveTextContent("₦350,000.00 will be credited to Amina Bello's NGN wallet");
    expect(urlsSent(calls, 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "Approved: ₦350,000.00 was credited to Amina Bello's NGN wallet.",
    );
    expect(urlsSent(calls, 'PATCH')).toEqual(['/api/payments/DP-250814-9K2M/Approved']);
    const result = await screen.findByText(/wallet went from/);
    expect(result).toHaveTextContent(
      "Approved. Amina Bello's NGN wallet went from ₦3,000,000.00 to ₦3,350,000.00.",
    );
    // The page shows the new state: no more buttons, the balances filled in.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument());
    expect(within(details).getByText('Current balance').nextElementSibling).toHaveTextContent(
      '₦3,350,000.00',
    );
    expect(within(details).getByText('Status').nextElementSibling).toHaveTextContent('Approved');
    // Once the dialog has closed, focus is on the page's heading (its opener, Approve, is gone).
    await dialogClosed();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Deposit DP-250814-9K2M' })).toHaveFocus(),
    );
  });

  it('asks before rejecting and shows the server refusal when someone else decided first', async () => {
    let detail = pendingDeposit;
    const { fetchMock } = mockApi({
      [`GET /api/payments/${pendingDeposit.id}`]: () => ({ body: envelope(detail) }),
      'PATCH /api/payments/DP-250814-9K2M/Rejected': () => {
        detail = approvedNow;
        return refusal(409, 'This deposit is already Approved');
      },
    });
    pdfReceipts(fetchMock);
    signInAs('admin');
    const { user } = renderApp(`/admin/deposits/${pendingDeposit.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject DP-250814-9K2M?' });
    expect(dialog).toHaveTextContent(
      "The deposit of ₦350,000.00 will be marked Rejected and nothing is credited to Amina Bello's NGN wallet.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deposit is already Approved');
    // Refreshed behind the dialog: the deposit is Approved now, nothing left to decide.
    expect(
      await screen.findByText('This deposit is Approved: there is nothing to decide.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject DP-250814-9K2M?' })).toBeInTheDocument();
  });

  it('offers no decision on a processed deposit or a purchase line', async () => {
    const { fetchMock } = mockApi({
      [`GET /api/payments/${approvedDeposit.id}`]: { body: envelope(approvedDeposit) },
      [`GET /api/payments/${purchaseLine.id}`]: { body: envelope(purchaseLine) },
    });
    pdfReceipts(fetchMock);
    signInAs('admin');
    const first = renderApp(`/admin/deposits/${approvedDeposit.id}`);
    expect(
      await screen.findByText('This deposit is Approved: there is nothing to decide.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    first.unmount();

    renderApp(`/admin/deposits/${purchaseLine.id}`);
    expect(
      await screen.findByText('This is a purchase: it is settled by its supplier, not by an operator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
