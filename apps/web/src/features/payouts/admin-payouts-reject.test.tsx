import type { Payout } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payoutWith } from '../../../test/fixtures/payouts.ts';
import { dialogClosed } from '../../../test/flows.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' reject dialog on /admin/payouts: a reason is required and sent, and the payout
// leaves the open ones. (Its reason box is an autosizing Textarea: see test/setup.ts.)

const requested: Payout = payoutWith({
  id: '3c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a03',
  reference: 'PO-261124-7H3KQA',
  requestedUtc: '2026-11-24T08:00:00.000Z',
});

const reason = 'The account name does not match the party';
const rejected: Payout = {
  ...requested,
  status: 'Rejected',
  closedUtc: '2026-11-24T09:00:00.000Z',
  closedBy: { id: 'u2', name: 'admin@gas-exchange.ng' },
  reason,
};

/** The admin queue with `requested` in it, its reject dialog open. */
async function openRejectDialog(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  signInAs('admin', { email: 'admin@gas-exchange.ng' });
  const { user } = renderApp('/admin/payouts');
  const table = await screen.findByRole('table', { name: 'Payouts' });
  await user.click(await within(table).findByRole('button', { name: `Reject ${requested.reference}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject payout' });
  return { ...api, user, table, dialog };
}

describe('rejecting a payout', () => {
  it('asks for the reason before sending anything', async () => {
    const { user, dialog, calls } = await openRejectDialog({
      'GET /api/payouts': { body: envelope([requested]) },
    });
    expect(dialog).toHaveTextContent(`${requested.reference}: ₦150,000.00 to Adamu Gas Ltd`);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        'Reason is required',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);

  it('sends the reason, says so and shows the payout Rejected', async () => {
    let list = [requested];
    const { user, table, dialog, calls } = await openRejectDialog({
      'GET /api/payouts': () => ({ body: envelope(list) }),
      [`POST /api/payouts/${requested.id}/reject`]: () => {
        list = [rejected];
        return { body: envelope(rejected) };
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText(
        `${requested.reference} was rejected and the amount released to Adamu Gas Ltd.`,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/payouts/${requested.id}/reject`, body: { reason } },
    ]);
    await dialogClosed();
    const row = within(table).getByText(requested.reference).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());
    expect(
      within(row).queryByRole('button', { name: `Reject ${requested.reference}` }),
    ).not.toBeInTheDocument();
  }, 20_000);
});
