import type { Fulfilment, Sale } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  anHourAgo,
  deliveredFulfilment as delivered,
  deliveredSale as sale,
} from '../../../test/fixtures/fulfilment.ts';
import { dialogClosed, openDialog, urlsSent } from '../../../test/flows.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// A sale's fulfilment on its three pages (issue 17): the buyer's code, accept, dispute and the
// late-dispatch cancel; the supplier's view; the operators' resolution and their Disputes list.

const settled = (): Fulfilment =>
  delivered({
    status: 'Settled',
    quantities: { ordered: 1_000, loaded: 1_000, delivered: 950, accepted: 950 },
    logisticsFeeCharged: 237_500,
    // ₦332,500.00 less the 1% fee (₦3,325.00) and its 7.5 % VAT (₦249.375, rounded half up).
    supplierPaid: 32_892_562,
    platformFee: 332_500,
    platformFeeVat: 24_938,
    refunded: 2_012_500,
    disputeWindowEndUtc: null,
    settledUtc: '2025-08-15T15:00:00.000Z',
    timeline: [
      ...delivered().timeline,
      { status: 'Accepted', action: 'accept', actor: 'buyer', note: null, utc: '2025-08-15T15:00:00.000Z' },
      { status: 'Settled', action: 'settle', actor: 'system', note: null, utc: '2025-08-15T15:00:00.000Z' },
    ],
  });

type Handlers = Parameters<typeof mockApi>[0];

function saleApi(fulfilment: () => Fulfilment, more: Handlers = {}) {
  return mockApi({
    [`GET /api/sales/${sale.id}`]: { body: envelope(sale) },
    [`GET /api/sales/${sale.id}/fulfilment`]: () => ({ body: envelope(fulfilment()) }),
    ...more,
  });
}

async function openAs(role: 'customer' | 'client' | 'admin') {
  const base = { customer: '/offtaker', client: '/supplier', admin: '/admin' }[role];
  signInAs(role);
  const view = renderApp(`${base}/sales/${sale.id}`);
  const section = await screen.findByRole('region', { name: 'Fulfilment' });
  await within(section).findByText('Fulfilment status');
  return { ...view, section };
}

const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextSibling?.textContent;

describe('the buyer’s fulfilment', () => {
  it('shows the status, terms, quantities, the timeline and the delivery code with its warning', async () => {
    saleApi(
      () =>
        delivered({
          status: 'In transit',
          quantities: { ordered: 1_000, loaded: 1_000, delivered: null, accepted: null },
          disputeWindowEndUtc: null,
          timeline: delivered().timeline.slice(0, 4),
        }),
      {
        [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: '493027', locked: false }) },
      },
    );
    const { section } = await openAs('customer');
    expect(figure(section, 'Fulfilment status')).toBe('In transit');
    expect(figure(section, 'Terms')).toBe(
      'Delivery to Sharada plant, Plot 14, Sharada Industrial Estate, Kano Municipal, Kano',
    );
    expect(figure(section, 'Loaded')).toBe('1,000 Liters');
    expect(figure(section, 'Logistics fee held')).toBe('₦2,500.00');
    expect(figure(section, 'Receiving contact')).toBe('Musa Ibrahim, 08031234567');
    const timeline = within(section).getByRole('list', { name: 'Fulfilment timeline' });
    // Each step with its time after it.
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Approved: awaiting dispatchAug 14/),
      expect.stringMatching(/^Scheduled: truck, driver and loading slotAug 15/),
      expect.stringMatching(/^Loaded at the hub \(meter ticket recorded\)Aug 15/),
      expect.stringMatching(/^Left the hub: in transitAug 15/),
    ]);
    const code = await within(section).findByRole('region', { name: 'Your delivery code' });
    expect(await within(code).findByLabelText('Delivery code')).toHaveTextContent('493027');
    expect(code).toHaveTextContent('Give it only to the driver when the gas is delivered to your site');
    // Nothing to accept before the delivery.
    expect(within(section).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('accepts a delivery after saying what is paid and released, then shows the settlement', {
    timeout: 15_000,
  }, async () => {
    let current = delivered();
    const { calls } = saleApi(() => current, {
      [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: null, locked: false }) },
      [`POST /api/sales/${sale.id}/accept`]: () => {
        current = settled();
        return { body: envelope(current) };
      },
    });
    const { user, section } = await openAs('customer');
    const dialog = await openDialog(user, 'Accept', `Accept ${sale.reference}?`);
    expect(dialog).toHaveTextContent(
      'You accept 950 litres: ₦332,500.00 is paid to Zuma Gas Ltd and ₦2,375.00 to logistics; the rest of the ₦352,500.00 held goes back to your wallet.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Accepted: ${sale.reference} is settled.`,
    );
    expect(urlsSent(calls, 'POST')).toEqual([`/api/sales/${sale.id}/accept`]);
    await dialogClosed();
    await waitFor(() => expect(figure(section, 'Fulfilment status')).toBe('Settled'));
    expect(figure(section, 'Accepted')).toBe('950 Liters');
    expect(figure(section, 'Logistics fee charged')).toBe('₦2,375.00');
    expect(figure(section, 'Released back to your wallet')).toBe('₦20,125.00');
    expect(within(section).queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
  });

  it('disputes with a reason: required, then sent, and the dispute shows', { timeout: 15_000 }, async () => {
    let current = delivered();
    const { calls } = saleApi(() => current, {
      [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: null, locked: false }) },
      [`POST /api/sales/${sale.id}/dispute`]: () => {
        current = delivered({ status: 'Disputed', disputeReason: 'Meter at the gate read 900 litres' });
        return { body: envelope(current) };
      },
    });
    const { user, section } = await openAs('customer');
    const dialog = await openDialog(user, 'Dispute', `Dispute ${sale.reference}`);
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(within(dialog).getByLabelText(/^reason/i)).toHaveAccessibleDescription('Reason is required');
    expect(urlsSent(calls, 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^reason/i), 'Meter at the gate read 900 litres');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Disputed: the operators will look into it.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Meter at the gate read 900 litres',
    });
    await dialogClosed();
    await waitFor(() => expect(figure(section, 'Dispute reason')).toBe('Meter at the gate read 900 litres'));
  });

  it('offers neither accept nor dispute once the window has passed, and shows a refusal if one comes', {
    timeout: 15_000,
  }, async () => {
    saleApi(() => delivered({ disputeWindowEndUtc: anHourAgo() }), {
      [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: null, locked: false }) },
    });
    const { section } = await openAs('customer');
    expect(within(section).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
  });

  it('offers to cancel when dispatch is late, and releases everything held', {
    timeout: 15_000,
  }, async () => {
    const late = delivered({
      status: 'Awaiting dispatch',
      quantities: { ordered: 1_000, loaded: null, delivered: null, accepted: null },
      dispatchDeadlineUtc: anHourAgo(),
      disputeWindowEndUtc: null,
      timeline: delivered().timeline.slice(0, 1),
    });
    const refusal = 'This delivery is Scheduled: it cannot be cancelled now';
    saleApi(() => late, {
      [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: '493027', locked: false }) },
      [`POST /api/sales/${sale.id}/cancel-undispatched`]: {
        status: 409,
        body: failure([{ htmlId: '', message: refusal }]),
      },
    });
    const { user, section } = await openAs('customer');
    expect(within(section).getByText('Dispatch is late')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Cancel purchase', `Cancel ${sale.reference}?`);
    expect(dialog).toHaveTextContent('₦352,500.00 is released back to your wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel purchase' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says the code is locked after too many wrong tries', async () => {
    saleApi(() => delivered({ status: 'In transit', codeLocked: true, disputeWindowEndUtc: null }), {
      [`GET /api/sales/${sale.id}/delivery-code`]: { body: envelope({ code: null, locked: true }) },
    });
    const { section } = await openAs('customer');
    const code = await within(section).findByRole('region', { name: 'Your delivery code' });
    expect(
      await within(code).findByText(/this delivery is locked until the operators issue you a new code/),
    ).toBeInTheDocument();
  });
});

describe('the supplier’s and the operators’ fulfilment', () => {
  it('shows the supplier the status, what it was paid and the timeline, never the code', async () => {
    // The server gives the supplier where the gas went, not whom the driver called there.
    const { calls } = saleApi(() => {
      const answer = settled();
      return { ...answer, site: { ...answer.site!, contactName: null, contactPhone: null } };
    });
    const { section } = await openAs('client');
    expect(figure(section, 'Fulfilment status')).toBe('Settled');
    expect(within(section).queryByText('Receiving contact')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('null');
    expect(figure(section, 'Paid to your wallet')).toBe('₦328,925.62');
    expect(figure(section, 'Platform fee (1%)')).toBe('₦3,325.00');
    expect(figure(section, 'VAT on the platform fee')).toBe('₦249.38');
    expect(within(section).queryByText('Released to the buyer')).not.toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Fulfilment timeline' })).toHaveTextContent(
      'Accepted by the buyer',
    );
    expect(within(section).queryByRole('region', { name: 'Your delivery code' })).not.toBeInTheDocument();
    expect(urlsSent(calls, 'GET')).not.toContain(`/api/sales/${sale.id}/delivery-code`);
  });

  it('lets an operator resolve a dispute by settling part of the quantity, with a note', {
    timeout: 20_000,
  }, async () => {
    let current = delivered({ status: 'Disputed', disputeReason: 'Meter at the gate read 900 litres' });
    const { calls } = saleApi(() => current, {
      [`POST /api/sales/${sale.id}/resolve`]: () => {
        current = { ...settled(), resolution: 'settle-part', resolutionNote: 'Settled on the gate meter' };
        return { body: envelope(current) };
      },
    });
    const { user, section } = await openAs('admin');
    expect(
      within(section).getByText(/disputes this delivery: “Meter at the gate read 900 litres”/),
    ).toBeInTheDocument();
    const dialog = await openDialog(user, 'Resolve dispute', `Resolve the dispute on ${sale.reference}`);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByRole('radiogroup', { name: /outcome/i })).toHaveAccessibleDescription(
      'Choose an outcome',
    );
    expect(within(dialog).getByLabelText(/^note/i)).toHaveAccessibleDescription(
      expect.stringContaining('Note is required'),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Settle part of it' }));
    await user.type(within(dialog).getByLabelText(/^quantity to settle/i), '1000');
    await user.type(within(dialog).getByLabelText(/^note/i), 'Settled on the gate meter');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog).getByLabelText(/^quantity to settle/i)).toHaveAccessibleDescription(
      expect.stringContaining('Quantity cannot be more than 950'),
    );
    expect(urlsSent(calls, 'POST')).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^quantity to settle/i));
    await user.type(within(dialog).getByLabelText(/^quantity to settle/i), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Resolved: ${sale.reference} is settled.`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      outcome: 'settle-part',
      quantity: 900,
      note: 'Settled on the gate meter',
    });
    await dialogClosed();
    await waitFor(() => expect(figure(section, 'Operators’ resolution')).toBe('Settled on the gate meter'));
  });

  it('lists the disputed sales for the operators, each linking to its page', {
    timeout: 15_000,
  }, async () => {
    const disputed: Sale = { ...sale, fulfilmentStatus: 'Disputed' };
    const other: Sale = {
      ...sale,
      id: 'other-sale',
      reference: 'SL-250815-2B3C',
      fulfilmentStatus: 'Settled',
    };
    mockApi({ 'GET /api/sales?status=Approved': { body: envelope([disputed, other]) } });
    signInAs('admin');
    renderApp('/admin/disputes');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const link = await within(table).findByRole('link', { name: sale.reference });
    expect(link).toHaveAttribute('href', `/admin/sales/${sale.id}`);
    expect(within(table).queryByText('SL-250815-2B3C')).not.toBeInTheDocument();
    expect(columnHeaders(table)).toEqual([
      'Reference',
      'Offtaker',
      'Supplier',
      'Product',
      'Hub',
      'Terms',
      'Quantity',
      'Amount',
      'Placed On',
    ]);
  });
});
