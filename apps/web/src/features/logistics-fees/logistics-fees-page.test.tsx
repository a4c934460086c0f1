import type { Hub, LogisticsFee } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' logistics fee table (/admin/logistics-fees): list, add, edit and delete.

const ajaokuta: Hub = { ...ajaokutaHub, id: '1a2b3c4d-0000-4000-8000-000000000001' };
const kano: Hub = { ...ajaokutaHub, id: '1a2b3c4d-0000-4000-8000-000000000002', code: 'KAN', name: 'Kano' };

const toKano: LogisticsFee = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a01',
  hub: { id: ajaokuta.id, name: 'Ajaokuta' },
  state: 'Kano',
  currency: 'NGN',
  feePerUnit: 250,
  feePerUnitString: '₦2.50 / Liter',
  updatedUtc: '2025-08-01T09:00:00.000Z',
};
const toJigawa: LogisticsFee = {
  ...toKano,
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a02',
  hub: { id: kano.id, name: 'Kano' },
  state: 'Jigawa',
  currency: 'USD',
  feePerUnit: 1,
  feePerUnitString: '$0.01 / Liter',
};

type Handlers = Parameters<typeof mockApi>[0];

function feesApi(fees: () => LogisticsFee[], more: Handlers = {}) {
  return mockApi({
    'GET /api/logistics-fees': () => ({ body: envelope(fees()) }),
    'GET /api/hubs': { body: envelope([ajaokuta, kano]) },
    ...more,
  });
}

async function openFees() {
  signInAs('admin');
  const view = renderApp('/admin/logistics-fees');
  expect(await screen.findByRole('heading', { level: 1, name: 'Logistics fees' })).toBeInTheDocument();
  return view;
}

describe('logistics fees', () => {
  it('lists each route with its currency, fee per unit and last change, and is in the admin’s nav', {
    timeout: 15_000,
  }, async () => {
    feesApi(() => [toKano, toJigawa]);
    await openFees();
    const table = await screen.findByRole('table', { name: 'Logistics fees' });
    await within(table).findByText('₦2.50 / Liter');
    expect(columnHeaders(table)).toEqual([
      'Route',
      'Hub',
      'Destination state',
      'Currency',
      'Fee per unit',
      'Updated On',
      'Actions',
    ]);
    const row = within(table).getByText('Ajaokuta → Kano').closest('tr')!;
    expect(within(row).getByText('NGN')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('datetime', toKano.updatedUtc);
    expect(screen.getByRole('link', { name: 'Logistics fees' })).toHaveAttribute(
      'href',
      '/admin/logistics-fees',
    );
  });

  it('shows the states of an empty list', async () => {
    feesApi(() => []);
    await openFees();
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('checks the New fee form before sending: every field required, the amount a valid one', {
    timeout: 15_000,
  }, async () => {
    const { calls } = feesApi(() => []);
    const { user } = await openFees();
    const dialog = await openDialog(user, 'New fee', 'New logistics fee');
    // Kano is a hub and a state: wait for the hubs to load into the Hub list.
    await within(within(dialog).getByLabelText(/^hub/i)).findByRole('option', { name: 'Kano' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    expect(field(/^hub/i)).toHaveValue('');
    expect(field(/^destination state/i)).toHaveValue('');
    expect(field(/^currency/i)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add fee' }));
    expect(field(/^hub/i)).toHaveAccessibleDescription('Hub is required');
    expect(field(/^destination state/i)).toHaveAccessibleDescription('State is required');
    expect(field(/^currency/i)).toHaveAccessibleDescription('Currency is required');
    expect(field(/^fee per unit/i)).toHaveAccessibleDescription('Fee per unit is required');
    expect(urlsSent(calls, 'POST')).toEqual([]);
  });

  it('adds a fee in naira, sent in kobo, and lists it', { timeout: 15_000 }, async () => {
    let fees: LogisticsFee[] = [];
    const { calls } = feesApi(() => fees, {
      'POST /api/logistics-fees': () => {
        fees = [toKano];
        return { status: 201, body: envelope(toKano) };
      },
    });
    const { user } = await openFees();
    const dialog = await openDialog(user, 'New fee', 'New logistics fee');
    await within(dialog).findByRole('option', { name: 'Ajaokuta' });
    await user.selectOptions(within(dialog).getByLabelText(/^hub/i), ajaokuta.id);
    await user.selectOptions(within(dialog).getByLabelText(/^destination state/i), 'Kano');
    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'NGN');
    await user.type(within(dialog).getByLabelText(/^fee per unit/i), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add fee' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The fee was added');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      hubId: ajaokuta.id,
      state: 'Kano',
      currency: 'NGN',
      feePerUnit: 250,
    });
    expect(await screen.findByText('₦2.50 / Liter')).toBeInTheDocument();
    await dialogClosed();
  });

  it('shows a second fee for the same route on the state field', { timeout: 15_000 }, async () => {
    const refusal = 'There is already a NGN fee from Ajaokuta to Kano. Edit that one instead.';
    feesApi(() => [toKano], {
      'POST /api/logistics-fees': { status: 409, body: failure([{ htmlId: 'state', message: refusal }]) },
    });
    const { user } = await openFees();
    const dialog = await openDialog(user, 'New fee', 'New logistics fee');
    await within(dialog).findByRole('option', { name: 'Ajaokuta' });
    await user.selectOptions(within(dialog).getByLabelText(/^hub/i), ajaokuta.id);
    await user.selectOptions(within(dialog).getByLabelText(/^destination state/i), 'Kano');
    await user.selectOptions(within(dialog).getByLabelText(/^currency/i), 'NGN');
    await user.type(within(dialog).getByLabelText(/^fee per unit/i), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add fee' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText(/^destination state/i)).toHaveAccessibleDescription(refusal);
    expect(within(dialog).getByLabelText(/^fee per unit/i)).toHaveValue('3');
  });

  it('edits a fee: the form starts from it and sends the new amount', { timeout: 15_000 }, async () => {
    let fees = [toKano];
    const changed = { ...toKano, feePerUnit: 300, feePerUnitString: '₦3.00 / Liter' };
    const { calls } = feesApi(() => fees, {
      [`PATCH /api/logistics-fees/${toKano.id}`]: () => {
        fees = [changed];
        return { body: envelope(changed) };
      },
    });
    const { user } = await openFees();
    await screen.findByText('₦2.50 / Liter');
    const dialog = await openDialog(user, 'Edit the fee from Ajaokuta to Kano in NGN', 'Edit logistics fee');
    await within(dialog).findByRole('option', { name: 'Ajaokuta' });
    expect(within(dialog).getByLabelText(/^hub/i)).toHaveValue(ajaokuta.id);
    expect(within(dialog).getByLabelText(/^destination state/i)).toHaveValue('Kano');
    const amount = within(dialog).getByLabelText(/^fee per unit/i);
    expect(amount).toHaveValue('2.50');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The fee was saved');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      hubId: ajaokuta.id,
      state: 'Kano',
      currency: 'NGN',
      feePerUnit: 300,
    });
    expect(await screen.findByText('₦3.00 / Liter')).toBeInTheDocument();
  });

  it('deletes a fee after saying what stops', { timeout: 15_000 }, async () => {
    let fees = [toKano, toJigawa];
    feesApi(() => fees, {
      [`DELETE /api/logistics-fees/${toJigawa.id}`]: () => {
        fees = [toKano];
        return { body: envelope(null) };
      },
    });
    const { user } = await openFees();
    await screen.findByText('$0.01 / Liter');
    const dialog = await openDialog(
      user,
      'Delete the fee from Kano to Jigawa in USD',
      'Delete logistics fee',
    );
    expect(dialog).toHaveTextContent('will no longer be offered to new purchases');
    await user.click(within(dialog).getByRole('button', { name: 'Delete fee' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The fee from Kano to Jigawa in USD was deleted',
    );
    await dialogClosed();
    await waitFor(() => expect(screen.queryByText('$0.01 / Liter')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('The fee from Kano to Jigawa in USD was deleted')).toBeInTheDocument();
  });
});
