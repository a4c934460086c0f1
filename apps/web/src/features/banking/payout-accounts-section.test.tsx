import type { PayoutAccount, Profile, ReceivingAccount } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payoutWith } from '../../../test/fixtures/payouts.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Bank accounts on the parties' profiles (add, replace, remove with the password again, the
// cool-off shown) and the operators' Receiving accounts page (issue 18).

const profile: Profile = {
  party: {
    id: 'p-adamu',
    name: 'Adamu Gas Ltd',
    status: 'Active',
    createdUtc: '2025-03-20T10:00:00.000Z',
    email: 'finance@adamugas.ng',
    company: { name: 'Adamu Gas Ltd' },
    individual: null,
  },
  contacts: [],
} as unknown as Profile;

const future = new Date(Date.now() + 20 * 3_600_000).toISOString();
const past = '2025-01-02T09:00:00.000Z';
const firstBank: PayoutAccount = {
  id: '0b7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a01',
  currency: 'NGN',
  bankCode: '011',
  bankName: 'First Bank of Nigeria',
  accountNumber: '0000014579',
  accountName: 'Adamu Gas Ltd',
  usableFromUtc: past,
  createdUtc: '2025-01-01T09:00:00.000Z',
};

function supplierProfile(accounts: () => PayoutAccount[], more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/profile': { body: envelope(profile) },
    'GET /api/payout-accounts': () => ({ body: envelope(accounts()) }),
    ...more,
  });
  signInAs('client');
  return { ...api, ...renderApp('/supplier/profile') };
}

describe('bank accounts on a supplier’s profile', () => {
  it('lists each account with whether it can receive payouts yet', async () => {
    const waiting = {
      ...firstBank,
      id: 'a2',
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0000014570',
      currency: 'USD' as const,
      usableFromUtc: future,
    };
    supplierProfile(() => [firstBank, waiting]);
    const section = await screen.findByRole('region', { name: 'Bank accounts' });
    const ready = await within(section).findByRole('article', { name: 'First Bank of Nigeria 0000014579' });
    expect(within(ready).getByText('Ready for payouts')).toBeInTheDocument();
    const cooling = within(section).getByRole('article', { name: 'Guaranty Trust Bank 0000014570' });
    expect(within(cooling).getByText('Waiting period')).toBeInTheDocument();
    expect(within(cooling).getByText(/payouts wait until then/)).toBeInTheDocument();
    expect(within(ready).queryByText(/payouts wait until then/)).not.toBeInTheDocument();
    expect(within(cooling).getByText('USD')).toBeInTheDocument();
  });

  it('checks the NUBAN on its field before sending, then adds the account with the password', async () => {
    let accounts: PayoutAccount[] = [];
    const { user, calls } = supplierProfile(() => accounts, {
      'POST /api/payout-accounts': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        if (body.password !== 'right-password')
          return {
            status: 400,
            body: failure([{ htmlId: 'password', message: 'The password is not correct' }]),
          };
        accounts = [{ ...firstBank, usableFromUtc: future }];
        return { status: 201, body: envelope(accounts[0]) };
      },
    });
    await screen.findByRole('region', { name: 'Bank accounts' });
    const dialog = await openDialog(user, 'Add bank account');
    await user.selectOptions(within(dialog).getByLabelText(/^Bank/), 'First Bank of Nigeria');
    const number = within(dialog).getByLabelText(/^Account number/);
    await user.type(number, '0000014578');
    await user.type(within(dialog).getByLabelText(/^Account name/), 'Adamu Gas Ltd');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(number).toHaveAccessibleDescription(
      /This is not a valid account number at the bank chosen: please check it/,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '0000014579');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/The password is not correct/));
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await dialogClosed();
    const posted = calls.filter((call) => call.method === 'POST').at(-1)!;
    expect(posted.body).toEqual({
      currency: 'NGN',
      bankCode: '011',
      accountNumber: '0000014579',
      accountName: 'Adamu Gas Ltd',
      password: 'right-password',
    });
    const card = await screen.findByRole('article', { name: 'First Bank of Nigeria 0000014579' });
    expect(within(card).getByText('Waiting period')).toBeInTheDocument();
  });

  it('removes an account with the password again', async () => {
    let accounts = [firstBank];
    const { user, calls } = supplierProfile(() => accounts, {
      [`DELETE /api/payout-accounts/${firstBank.id}`]: () => {
        accounts = [];
        return { body: envelope(null) };
      },
    });
    await screen.findByRole('article', { name: 'First Bank of Nigeria 0000014579' });
    const dialog = await openDialog(user, 'Remove First Bank of Nigeria 0000014579', 'Remove bank account');
    await user.type(within(dialog).getByLabelText(/^Password/), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    await dialogClosed();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'right-password' });
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'First Bank of Nigeria 0000014579' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('removing the account a payout was requested to', () => {
  it('says open payouts are cancelled, and the Payouts page then shows the cancellation', async () => {
    const requested = payoutWith({
      id: '2c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a11',
      reference: 'PO-261123-7QX2PL',
      account: { ...payoutWith().account, id: firstBank.id },
    });
    let payouts = [requested];
    let accounts = [firstBank];
    mockApi({
      'GET /api/profile': { body: envelope(profile) },
      'GET /api/payout-accounts': () => ({ body: envelope(accounts) }),
      'GET /api/payouts': () => ({ body: envelope(payouts) }),
      [`DELETE /api/payout-accounts/${firstBank.id}`]: () => {
        // The server cancels the payouts Requested to it and gives their amounts back.
        accounts = [];
        payouts = [{ ...requested, status: 'Cancelled', reason: 'The bank account was removed' }];
        return { body: envelope(null) };
      },
    });
    signInAs('client');
    const { user } = renderApp('/supplier/payouts');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(table).findByText('Requested')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Supplier' });
    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    await screen.findByRole('article', { name: 'First Bank of Nigeria 0000014579' }, { timeout: 10_000 });
    const dialog = await openDialog(user, 'Remove First Bank of Nigeria 0000014579', 'Remove bank account');
    expect(dialog).toHaveTextContent(
      'Payouts and withdrawals requested to this account and not yet approved are cancelled',
    );
    await user.type(within(dialog).getByLabelText(/^Password/), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    await dialogClosed();

    await user.click(within(nav).getByRole('link', { name: 'Payouts' }));
    const after = await screen.findByRole('table', { name: 'Payouts' });
    expect(await within(after).findByText('Cancelled')).toBeInTheDocument();
  }, 20_000);
});

const zenith: ReceivingAccount = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  currency: 'NGN',
  bankCode: '057',
  bankName: 'Zenith Bank',
  accountNumber: '1000000001',
  accountName: 'Gas Exchange Ltd',
  active: true,
  createdUtc: '2025-01-01T09:00:00.000Z',
  updatedUtc: '2025-01-01T09:00:00.000Z',
};

describe('the operators’ receiving accounts', () => {
  it('lists the accounts and adds one, active by default', async () => {
    let accounts = [zenith];
    const { calls } = mockApi({
      'GET /api/receiving-accounts': () => ({ body: envelope(accounts) }),
      'POST /api/receiving-accounts': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        const made = { ...zenith, ...body, id: 'r2', bankName: 'Guaranty Trust Bank' };
        accounts = [...accounts, made];
        return { status: 201, body: envelope(made) };
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/receiving-accounts');
    expect(await screen.findByRole('heading', { name: 'Receiving accounts' })).toBeInTheDocument();
    expect((await screen.findAllByText('1000000001')).length).toBeGreaterThan(0);
    const dialog = await openDialog(user, 'New account', 'New receiving account');
    await user.selectOptions(within(dialog).getByLabelText(/^Bank/), 'Guaranty Trust Bank');
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'USD');
    await user.type(within(dialog).getByLabelText(/^Account number/), '0000014570');
    await user.type(within(dialog).getByLabelText(/^Account name/), 'Gas Exchange Ltd USD');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    await dialogClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      currency: 'USD',
      bankCode: '058',
      accountNumber: '0000014570',
      accountName: 'Gas Exchange Ltd USD',
      active: true,
    });
    expect((await screen.findAllByText('0000014570')).length).toBeGreaterThan(0);
  });
});
