import type { Fulfilment, Sale } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveredFulfilment, deliveredSale } from '../../../test/fixtures/fulfilment.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' cancel before loading on a sale's page (issue 17): offered only while nothing
// is loaded, it says what is released, needs a reason and shows the cancellation.

/** 1,000 litres at ₦350.00 for delivery at ₦2.50 a litre, approved and scheduled. */
const sale: Sale = { ...deliveredSale, fulfilmentStatus: 'Scheduled' };

function scheduled(overrides: Partial<Fulfilment> = {}): Fulfilment {
  return deliveredFulfilment({
    status: 'Scheduled',
    quantities: { ordered: 1_000, loaded: null, delivered: null, accepted: null },
    disputeWindowEndUtc: null,
    // Awaiting dispatch, then Scheduled.
    timeline: deliveredFulfilment().timeline.slice(0, 2),
    ...overrides,
  });
}

async function openSale(fulfilment: () => Fulfilment, more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/sales/${sale.id}`]: { body: envelope(sale) },
    [`GET /api/sales/${sale.id}/fulfilment`]: () => ({ body: envelope(fulfilment()) }),
    ...more,
  });
  signInAs('admin');
  const view = renderApp(`/admin/sales/${sale.id}`);
  const section = await screen.findByRole('region', { name: 'Fulfilment' }, { timeout: 5000 });
  await within(section).findByText('Fulfilment status');
  return { ...api, ...view, section };
}

describe('the operators’ cancel before loading', () => {
  it('says what is released, needs a reason, cancels and shows the sale cancelled', {
    timeout: 20_000,
  }, async () => {
    const reason = 'The Kano depot has no truck free this week';
    let current = scheduled();
    const { calls, user, section } = await openSale(() => current, {
      [`POST /api/sales/${sale.id}/cancel-before-loading`]: () => {
        current = scheduled({
          status: 'Cancelled',
          refunded: sale.amount + 250_000,
          supplierPaid: 0,
          platformFee: 0,
          logisticsFeeCharged: 0,
          quantities: { ordered: 1_000, loaded: null, delivered: null, accepted: 0 },
          timeline: [
            ...scheduled().timeline,
            {
              status: 'Cancelled',
              action: 'cancel',
              actor: 'operator',
              note: reason,
              utc: new Date().toISOString(),
            },
          ],
        });
        return { body: envelope(current) };
      },
    });
    const dialog = await openDialog(user, 'Cancel sale', `Cancel ${sale.reference}`);
    const held = `₦${((sale.amount + 250_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(dialog).toHaveTextContent(
      `${held} held goes back to ${sale.customer.name}'s wallet and 1,000 litres to ${sale.supplier.name}'s stock`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required'),
    );
    expect(urlsSent(calls, 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `${sale.reference} was cancelled: ${held} released to ${sale.customer.name}.`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason });
    await dialogClosed();
    expect(within(section).getByRole('list', { name: 'Fulfilment timeline' })).toHaveTextContent(reason);
    expect(within(section).queryByRole('button', { name: 'Cancel sale' })).not.toBeInTheDocument();
  });

  it('shows a refusal (loaded meanwhile) in the dialog, keeping the reason', {
    timeout: 20_000,
  }, async () => {
    const { user } = await openSale(() => scheduled(), {
      [`POST /api/sales/${sale.id}/cancel-before-loading`]: {
        status: 409,
        body: failure([{ htmlId: '', message: 'This delivery is Loaded: it cannot be cancelled now' }]),
      },
    });
    const dialog = await openDialog(user, 'Cancel sale', `Cancel ${sale.reference}`);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Buyer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This delivery is Loaded: it cannot be cancelled now',
    );
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Buyer asked');
  });

  it('is not offered once the gas is loaded, nor for a dispute', { timeout: 20_000 }, async () => {
    for (const status of ['Loaded', 'Disputed'] as const) {
      const { section, unmount } = await openSale(() =>
        scheduled({ status, quantities: { ordered: 1_000, loaded: 1_000, delivered: null, accepted: null } }),
      );
      expect(within(section).queryByRole('button', { name: 'Cancel sale' })).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('the operators’ refund of a loaded delivery that will not arrive', () => {
  const inTransit = (overrides: Partial<Fulfilment> = {}) =>
    scheduled({
      status: 'In transit',
      quantities: { ordered: 1_000, loaded: 990, delivered: null, accepted: null },
      ...overrides,
    });

  it('says what is released and lost, needs a reason, refunds and shows the sale cancelled', {
    timeout: 20_000,
  }, async () => {
    const reason = 'The truck overturned near Lokoja';
    let current = inTransit();
    const { calls, user, section } = await openSale(() => current, {
      [`POST /api/sales/${sale.id}/refund-undelivered`]: () => {
        current = inTransit({
          status: 'Cancelled',
          refunded: sale.amount + 250_000,
          supplierPaid: 0,
          timeline: [
            ...inTransit().timeline,
            {
              status: 'Cancelled',
              action: 'refund-undelivered',
              actor: 'operator',
              note: reason,
              utc: new Date().toISOString(),
            },
          ],
        });
        return { body: envelope(current) };
      },
    });
    expect(within(section).queryByRole('button', { name: 'Cancel sale' })).not.toBeInTheDocument();
    const dialog = await openDialog(user, 'Refund as undelivered', `Refund ${sale.reference} as undelivered`);
    const held = `₦${((sale.amount + 250_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(dialog).toHaveTextContent(
      `${held} held goes back to ${sale.customer.name}'s wallet; ${sale.supplier.name} is paid nothing. The 990 litres loaded leave the stock and are recorded as a transit loss`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required'),
    );
    expect(urlsSent(calls, 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `${sale.reference} was refunded: ${held} released to ${sale.customer.name}.`,
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ reason });
    await dialogClosed();
    const timeline = within(section).getByRole('list', { name: 'Fulfilment timeline' });
    expect(timeline).toHaveTextContent('Refunded in full: the loaded gas was not delivered');
    expect(timeline).toHaveTextContent(reason);
    expect(within(section).queryByRole('button', { name: 'Refund as undelivered' })).not.toBeInTheDocument();
  });

  it('sends the same Idempotency-Key when the same refund is tried again, a new one when the reason changes', {
    timeout: 20_000,
  }, async () => {
    let answers = 0;
    const { fetchMock, user } = await openSale(() => inTransit(), {
      [`POST /api/sales/${sale.id}/refund-undelivered`]: () => {
        answers++;
        return {
          status: 503,
          body: failure([{ htmlId: '', message: 'The service is unavailable. Please try again.' }]),
        };
      },
    });
    const dialog = await openDialog(user, 'Refund as undelivered', `Refund ${sale.reference} as undelivered`);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Truck lost');
    const send = async () => {
      await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
      await within(dialog).findByRole('alert');
    };
    await send();
    await send();
    await user.type(within(dialog).getByLabelText(/^Reason/), ' near Lokoja');
    await send();
    const keys = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/refund-undelivered') && init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(answers).toBe(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is offered only while a delivery is loaded or on its way', { timeout: 30_000 }, async () => {
    for (const status of ['Scheduled', 'Loaded', 'In transit', 'Delivered', 'Disputed'] as const) {
      const { section, unmount } = await openSale(() => inTransit({ status }));
      const offered = within(section).queryByRole('button', { name: 'Refund as undelivered' }) !== null;
      expect(offered, status).toBe(status === 'Loaded' || status === 'In transit');
      unmount();
    }
  });
});
