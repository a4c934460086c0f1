import type { Party } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sahel, sahelId } from '../../../test/fixtures/parties.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Suspending and reinstating a party from its details page (issue 21, account protections).

const activeSahel: Party = { ...sahel, status: 'Active' };
const suspendUrl = `/api/clients/${sahelId}/Suspended`;

function sahelPage(party: Party, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs('admin');
  const api = mockApi({
    [`GET /api/clients/${sahelId}`]: { body: envelope(party) },
    [`GET /api/contacts/client/${sahelId}`]: { body: envelope([]) },
    ...extra,
  });
  return { ...api, ...renderApp(`/admin/onboardings/s/${sahelId}`) };
}

describe('suspending a party', () => {
  it('asks for the reason, says what will happen, suspends, and the badge and button change', {
    timeout: 15_000,
  }, async () => {
    const { calls, user } = sahelPage(activeSahel, {
      [`PATCH ${suspendUrl}`]: { body: envelope({ ...activeSahel, status: 'Suspended' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sahel Energy Resources' });
    const dialog = await openDialog(user, 'Suspend', 'Suspend Sahel Energy Resources?');
    expect(dialog).toHaveTextContent(
      'Sahel Energy Resources becomes Suspended: it is signed out at once and cannot log in.',
    );
    expect(dialog).toHaveTextContent('approved sales stand. We email info@sahelenergy.ng the reason.');

    // No reason: refused on the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Repeated failed deliveries');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sahel Energy Resources is suspended.',
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: suspendUrl, body: { reason: 'Repeated failed deliveries' } },
    ]);
    await dialogClosed();

    const badge = screen.getAllByText('Suspended').find((node) => node.closest('[data-tone]'));
    expect(badge?.closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  });

  it("puts the server's refusal on the reason field and keeps what was typed", async () => {
    const { user } = sahelPage(activeSahel, {
      [`PATCH ${suspendUrl}`]: {
        status: 400,
        body: failure([{ htmlId: 'reason', message: 'Reason cannot be more than 500 characters' }]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sahel Energy Resources' });
    const dialog = await openDialog(user, 'Suspend', 'Suspend Sahel Energy Resources?');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Reason cannot be more than 500 characters',
    );
    // ...and on the field itself.
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Reason cannot be more than 500 characters', { selector: '#reason-error' }),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Fraud');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reinstates a suspended party with a reason; Cancel changes nothing', { timeout: 15_000 }, async () => {
    const suspended: Party = { ...sahel, status: 'Suspended' };
    const { calls, user } = sahelPage(suspended, {
      [`PATCH /api/clients/${sahelId}/Reinstated`]: { body: envelope({ ...suspended, status: 'Active' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sahel Energy Resources' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    const first = await openDialog(user, 'Reinstate', 'Reinstate Sahel Energy Resources?');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    const dialog = await openDialog(user, 'Reinstate', 'Reinstate Sahel Energy Resources?');
    expect(dialog).toHaveTextContent('Purchases cancelled by the suspension stay cancelled.');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Resolved with the operator');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sahel Energy Resources is reinstated and now Active.',
    );
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('offers neither for a party still waiting for its onboarding decision', async () => {
    sahelPage({ ...sahel, status: 'Pending' });
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();
  });
});
