import type { DepositInstructions, ReceivingAccount } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { approvedDeposit, pendingDeposit } from './test-data.ts';

// Where to send a deposit (issue 18): New Deposit shows the platform's active accounts in the
// chosen currency and the offtaker's transfer reference; the operator's deposit detail shows the
// same reference, to match the bank statement.

const account = (over: Partial<ReceivingAccount>): ReceivingAccount => ({
  id: 'r1',
  currency: 'NGN',
  bankCode: '057',
  bankName: 'Zenith Bank',
  accountNumber: '1000000001',
  accountName: 'Gas Exchange Ltd',
  active: true,
  createdUtc: '2025-01-01T09:00:00.000Z',
  updatedUtc: '2025-01-01T09:00:00.000Z',
  ...over,
});
const instructions: DepositInstructions = {
  transferReference: 'GX-7K3M9Q',
  accounts: [
    account({}),
    account({
      id: 'r2',
      currency: 'USD',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0000014570',
      accountName: 'Gas Exchange Ltd USD',
    }),
  ],
};

describe('New Deposit: Send your transfer to', () => {
  it('shows the chosen currency’s accounts and the reference, with a copy button, keeping the dialog’s fields', async () => {
    mockApi({
      'GET /api/payments': { body: envelope([approvedDeposit]) },
      'GET /api/deposit-instructions': { body: envelope(instructions) },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/deposits');
    await user.click(await screen.findByRole('button', { name: 'New Deposit' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Deposit' });
    const panel = within(dialog).getByRole('region', { name: 'Send your transfer to' });
    expect(await within(panel).findByRole('listitem', { name: 'Zenith Bank 1000000001' })).toHaveTextContent(
      'Gas Exchange Ltd',
    );
    expect(within(panel).queryByText('Guaranty Trust Bank')).not.toBeInTheDocument();
    expect(within(panel).getByTestId('transfer-reference')).toHaveTextContent('GX-7K3M9Q');
    expect(within(panel).getByRole('button', { name: 'Copy the reference' })).toBeInTheDocument();
    // The spec's fields are all still there.
    expect(within(dialog).getByLabelText(/^amount \(₦\)/i)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^receipt/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/Record a bank transfer to the platform/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'USD');
    expect(
      within(panel).getByRole('listitem', { name: 'Guaranty Trust Bank 0000014570' }),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Zenith Bank')).not.toBeInTheDocument();
  });

  it('says so when no account of the currency is open', async () => {
    mockApi({
      'GET /api/payments': { body: envelope([]) },
      'GET /api/deposit-instructions': { body: envelope({ ...instructions, accounts: [] }) },
    });
    signInAs('customer');
    const { user } = renderApp('/offtaker/deposits');
    await user.click(await screen.findByRole('button', { name: 'New Deposit' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Deposit' });
    expect(await within(dialog).findByText(/No NGN account takes deposits right now/)).toBeInTheDocument();
  });
});

describe('the operator’s deposit detail', () => {
  it('shows the depositor’s transfer reference', async () => {
    mockApi({
      [`GET /api/payments/${pendingDeposit.id}`]: { body: envelope(pendingDeposit) },
      [`GET /api/payments/${pendingDeposit.id}/transfer-reference`]: {
        body: envelope({ partyId: 'p-amina', transferReference: 'GX-7K3M9Q' }),
      },
    });
    signInAs('admin');
    renderApp(`/admin/deposits/${pendingDeposit.id}`);
    expect(await screen.findByText('Transfer reference')).toBeInTheDocument();
    expect(await screen.findByText('GX-7K3M9Q')).toBeInTheDocument();
  });
});
