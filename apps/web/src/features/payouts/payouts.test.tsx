import type { FinanceRow, PayoutAccount } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { payoutWith } from '../../../test/fixtures/payouts.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { refusal } from '../../../test/responses.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Payouts and withdrawals (issue 18, point 3): the supplier's Payouts page (request, cancel while
// Requested), the operators' queue (approve, mark paid with the bank reference, the dual-control
// refusal shown) and the Finance page. The dialog tests take several seconds on a busy machine.

const account: PayoutAccount = {
  id: '0b7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a01',
  currency: 'NGN',
  bankCode: '011',
  bankName: 'First Bank of Nigeria',
  accountNumber: '0000014579',
  accountName: 'Adamu Gas Ltd',
  usableFromUtc: '2025-01-02T09:00:00.000Z',
  createdUtc: '2025-01-01T09:00:00.000Z',
};

const requested = payoutWith({});
const paid = payoutWith({
  id: '2c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a02',
  reference: 'PO-261120-9K2MZZ',
  status: 'Paid',
  approvedUtc: '2026-11-20T10:00:00.000Z',
  approvedBy: { id: 'u2', name: 'admin@gas-exchange.ng' },
  paidUtc: '2026-11-20T11:00:00.000Z',
  paidBy: { id: 'u3', name: 'finance@gas-exchange.ng' },
  bankReference: 'FBN-778812',
});

describe('the supplier’s Payouts page', () => {
  it('lists payouts with their statuses, requests one in minor units to a chosen account, and cancels while Requested', async () => {
    let list = [paid];
    const { calls } = mockApi({
      'GET /api/payouts': () => ({ body: envelope(list) }),
      'GET /api/payout-accounts': { body: envelope([account]) },
      'GET /api/statements?currency=NGN': {
        body: envelope([
          {
            month: '2026-10',
            currency: 'NGN',
            issuedUtc: null,
            opening: null,
            closing: null,
            lineCount: null,
          },
        ]),
      },
      'POST /api/payouts': () => {
        list = [requested, paid];
        return { status: 201, body: envelope(requested) };
      },
      [`POST /api/payouts/${requested.id}/cancel`]: () => {
        list = [{ ...requested, status: 'Cancelled' }, paid];
        return { body: envelope(list[0]) };
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText('PO-261120-9K2MZZ')).toBeInTheDocument();
    expect(within(table).getByText('FBN-778812')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: `Download the advice of ${paid.reference} (PDF)` }),
    ).toHaveAttribute('href', `/api/payouts/${paid.id}/advice.pdf`);
    expect(within(table).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/payouts.csv');
    // The settlement wallet's monthly statements (issue 18, point 5): each closed month's PDF.
    expect(
      await screen.findByRole('link', { name: 'Download the October 2026 NGN statement (PDF)' }),
    ).toHaveAttribute('href', '/api/statements/monthly.pdf?month=2026-10&currency=NGN');

    const dialog = await openDialog(user, 'Request payout');
    await user.type(within(dialog).getByLabelText(/Amount/), '150000');
    await user.selectOptions(
      within(dialog).getByLabelText(/Bank account/),
      'First Bank of Nigeria 0000014579 (Adamu Gas Ltd)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request payout' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The amount is held until it is paid',
    );
    const posted = calls.find((call) => call.method === 'POST' && call.url === '/api/payouts')!;
    expect(posted.body).toEqual({ amount: 150_000_00, currency: 'NGN', payoutAccountId: account.id });
    await dialogClosed();

    const cancel = await screen.findByRole('button', { name: `Cancel ${requested.reference}` });
    await user.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: 'Cancel payout' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel payout' }));
    // The list refreshes behind the dialog (no Cancel button any more) and the success still shows.
    expect(await within(confirm).findByRole('status')).toHaveTextContent(
      `${requested.reference} was cancelled.`,
    );
    await dialogClosed();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Cancel ${requested.reference}` })).not.toBeInTheDocument(),
    );
  }, 20_000);

  it('still shows the cancellation once the payout leaves the list', async () => {
    let list = [requested, paid];
    mockApi({
      'GET /api/payouts': () => ({ body: envelope(list) }),
      // Another page of the list, or another filter, now holds the cancelled payout.
      [`POST /api/payouts/${requested.id}/cancel`]: () => {
        list = [paid];
        return { body: envelope({ ...requested, status: 'Cancelled' }) };
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await user.click(await within(table).findByRole('button', { name: `Cancel ${requested.reference}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel payout' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel payout' }));
    // On the page, not only in the detached dialog of a row that is gone.
    const success = await screen.findByText(`${requested.reference} was cancelled.`);
    expect(screen.getByRole('dialog', { name: 'Cancel payout' })).toContainElement(success);
    expect(within(table).queryByText(requested.reference)).not.toBeInTheDocument();
    await dialogClosed();
  }, 20_000);

  it('names a rejected payout’s reason as a reason, in the column for both', async () => {
    const rejected = payoutWith({
      id: '2c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a03',
      reference: 'PO-261121-4RJCTD',
      status: 'Rejected',
      closedUtc: '2026-11-21T10:00:00.000Z',
      reason: 'The account name does not match the company',
    });
    mockApi({ 'GET /api/payouts': { body: envelope([rejected, paid]) } });
    signInAs('client');
    renderApp('/supplier/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(
      await within(table).findByText('Reason: The account name does not match the company'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Bank reference or reason' })).toBeInTheDocument();
    expect(within(table).getByText('FBN-778812')).toBeInTheDocument();
  });

  it('an offtaker’s page is called Withdrawals, with its wallets above: what it may ask for', async () => {
    mockApi({
      'GET /api/payouts': { body: envelope([]) },
      'GET /api/payments/balances/NGN': {
        body: envelope({
          amount: 5_000_000,
          held: 0,
          heldForWithdrawals: 1_500_000,
          currency: 'NGN',
          amountString: '₦50,000.00',
        }),
      },
      'GET /api/payments/balances/USD': {
        body: envelope({ amount: 0, held: 0, heldForWithdrawals: 0, currency: 'USD', amountString: '$0.00' }),
      },
    });
    signInAs('customer');
    renderApp('/offtaker/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    const naira = screen.getByRole('region', { name: 'Naira wallet (NGN)' });
    expect(await within(naira).findByText('₦50,000.00')).toBeInTheDocument();
    expect(within(naira).getByText('Held for withdrawals:').nextElementSibling).toHaveTextContent(
      '₦15,000.00',
    );
  });
});

describe('the operators’ Payouts queue', () => {
  it('keeps the row’s buttons in view: the actions are the pinned last column', async () => {
    // Ten columns are wider than the room beside the menu at 1366 px: the table scrolls sideways
    // under the Actions column instead of taking Approve, Reject and Mark paid off screen.
    const approved = payoutWith({
      id: '1c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a03',
      reference: 'PO-261123-APPRV1',
      status: 'Approved',
      approvedUtc: '2026-11-23T09:00:00.000Z',
      approvedBy: { id: 'u2', name: 'admin@gas-exchange.ng' },
    });
    mockApi({ 'GET /api/payouts': { body: envelope([requested, approved, paid]) } });
    // mantine-datatable pins the columns it measures; jsdom lays nothing out, so every cell is 100 px.
    const size = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, 100, 40));
    onTestFinished(() => size.mockRestore());
    signInAs('admin');
    renderApp('/admin/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const header = within(table).getByRole('columnheader', { name: 'Actions' });
    await waitFor(() => expect(header).toHaveAttribute('data-pinned', 'right'));
    expect(header.parentElement?.lastElementChild).toBe(header);
    for (const name of [
      `Approve ${requested.reference}`,
      `Reject ${requested.reference}`,
      `Mark ${approved.reference} paid`,
      `Reject ${approved.reference}`,
    ]) {
      expect(within(table).getByRole('button', { name }).closest('td')).toHaveAttribute(
        'data-pinned',
        'right',
      );
    }
  });

  it('approves a Requested payout, and shows the dual-control refusal when marking it paid', async () => {
    const approved = payoutWith({
      status: 'Approved',
      approvedUtc: '2026-11-23T09:00:00.000Z',
      approvedBy: { id: 'u2', name: 'admin@gas-exchange.ng' },
    });
    let list = [requested, paid];
    const { calls } = mockApi({
      'GET /api/payouts': () => ({ body: envelope(list) }),
      [`POST /api/payouts/${requested.id}/approve`]: () => {
        list = [approved, paid];
        return { body: envelope(approved) };
      },
      [`POST /api/payouts/${requested.id}/paid`]: refusal(
        409,
        'A second operator must mark this payout paid: you approved it, and it is above the dual-control threshold',
      ),
    });
    signInAs('admin', { email: 'admin@gas-exchange.ng' });
    const { user } = renderApp('/admin/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText(requested.reference)).toBeInTheDocument();
    expect(within(table).getAllByText('Adamu Gas Ltd').length).toBeGreaterThan(0);
    await user.click(within(table).getByRole('button', { name: `Approve ${requested.reference}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve payout' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await dialogClosed();

    await user.click(await screen.findByRole('button', { name: `Mark ${requested.reference} paid` }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payout paid' });
    await user.type(within(dialog).getByLabelText(/Bank reference/), 'FBN-990001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A second operator must mark this payout paid',
    );
    expect(calls.find((call) => call.url.endsWith('/paid'))?.body).toEqual({ bankReference: 'FBN-990001' });
  }, 20_000);

  it('still shows a payment once the payout leaves the list', async () => {
    const approved = payoutWith({
      status: 'Approved',
      approvedUtc: '2026-11-23T09:00:00.000Z',
      approvedBy: { id: 'u2', name: 'admin@gas-exchange.ng' },
    });
    let list = [approved, paid];
    mockApi({
      'GET /api/payouts': () => ({ body: envelope(list) }),
      // Closed payouts follow the open ones: a paid one can move to another page.
      [`POST /api/payouts/${approved.id}/paid`]: () => {
        list = [paid];
        return { body: envelope({ ...approved, status: 'Paid', bankReference: 'FBN-990001' }) };
      },
    });
    signInAs('admin', { email: 'finance@gas-exchange.ng' });
    const { user } = renderApp('/admin/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await user.click(await within(table).findByRole('button', { name: `Mark ${approved.reference} paid` }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payout paid' });
    await user.type(within(dialog).getByLabelText(/Bank reference/), 'FBN-990001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    // On the page, not only in the detached dialog of a row that is gone.
    const success = await screen.findByText(`${approved.reference} was marked paid.`);
    expect(screen.getByRole('dialog', { name: 'Mark payout paid' })).toContainElement(success);
    expect(within(table).queryByText(approved.reference)).not.toBeInTheDocument();
    await dialogClosed();
  }, 20_000);
});

describe('the Finance page', () => {
  it('shows per currency deposits approved, payouts paid and the expected bank balance', async () => {
    const rows: FinanceRow[] = [
      {
        currency: 'NGN',
        depositsApproved: 5_000_000_00,
        payoutsPaid: 1_500_000_00,
        expectedBankBalance: 3_500_000_00,
        payoutsOpen: 150_000_00,
        ledgerHeld: 3_500_000_00,
      },
      {
        currency: 'USD',
        depositsApproved: 0,
        payoutsPaid: 0,
        expectedBankBalance: 0,
        payoutsOpen: 0,
        ledgerHeld: 0,
      },
    ];
    mockApi({ 'GET /api/finance': { body: envelope(rows) } });
    signInAs('admin');
    renderApp('/admin/finance');
    const table = await screen.findByRole('table', { name: 'Finance' });
    const ngn = (await within(table).findByText('NGN')).closest('tr')!;
    expect(ngn).toHaveTextContent('₦5,000,000.00');
    expect(ngn).toHaveTextContent('₦1,500,000.00');
    expect(within(ngn).getAllByText('₦3,500,000.00')).toHaveLength(2);
  });
});
