import type { Delivery, Fulfilment, Hub } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';
import {
  awaitingDelivery as awaiting,
  logisticsDay as day,
  driverWithLogin as driver,
  kanoHub as kano,
  kanoSlot as slot,
  kanoTruck as truck,
} from '../../../test/fixtures/logistics.ts';
import { dialogClosed, openDialog } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The operators' Logistics pages: the day board per hub with its steps, and the fleet.

const lagos: Hub = { ...ajaokutaHub, id: '1a2b3c4d-0000-4000-8000-000000000003', code: 'LOS', name: 'Lagos' };

const collection: Delivery = {
  ...awaiting,
  saleId: '5b1f2e3d-0000-4000-8000-00000000a002',
  reference: 'SL-261123-BBBB',
  method: 'collection',
  status: 'Ready for collection',
  hub: { id: lagos.id, name: 'Lagos' },
  site: null,
};

describe('the day board', () => {
  it('shows each hub’s deliveries with their next step, and schedules one with a slot, truck and driver', {
    timeout: 20_000,
  }, async () => {
    let scheduled = false;
    const { calls } = mockApi({
      'GET /api/hubs': { body: envelope([kano, lagos]) },
      [`GET /api/deliveries?day=${day}`]: () => ({
        body: envelope([
          scheduled
            ? {
                ...awaiting,
                status: 'Scheduled',
                booking: {
                  id: '3c4d5e6f-0000-4000-8000-000000000001',
                  slot: { id: slot.id, day, startTime: '08:00', endTime: '10:00' },
                  truck: { id: truck.id, registration: truck.registration, type: truck.type },
                  driver: { id: driver.id, name: driver.name, phone: driver.phone },
                  createdUtc: '2026-11-23T09:00:00.000Z',
                },
              }
            : awaiting,
          collection,
        ]),
      }),
      [`GET /api/slots?hubId=${kano.id}&from=${day}&days=7`]: { body: envelope([slot]) },
      'GET /api/trucks': {
        body: envelope([
          truck,
          { ...truck, id: 'x', registration: 'LOS-1', hub: { id: lagos.id, name: 'Lagos' } },
        ]),
      },
      'GET /api/drivers': { body: envelope([driver]) },
      [`POST /api/deliveries/${awaiting.saleId}/schedule`]: () => {
        scheduled = true;
        return { body: envelope({ ...awaiting, status: 'Scheduled' }) };
      },
    });
    signInAs('admin');
    const { user } = renderApp(`/admin/deliveries?day=${day}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Day board' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const kanoTable = await screen.findByRole('table', { name: 'Deliveries at Kano' });
    expect(within(kanoTable).getByText('Sharada plant, Kano (Amina Bello)')).toBeInTheDocument();
    const lagosTable = screen.getByRole('table', { name: 'Deliveries at Lagos' });
    expect(within(lagosTable).getByText('Collection by Amina Bello')).toBeInTheDocument();
    expect(screen.getByText('1 awaiting dispatch')).toBeInTheDocument();

    const dialog = await openDialog(user, 'Schedule SL-261123-AAAA', 'Schedule SL-261123-AAAA');
    await within(dialog).findByRole('option', { name: 'Nov 24 08:00-10:00 (1 of 4 booked)' });
    // Only Kano's Available trucks are offered.
    expect(within(dialog).queryByRole('option', { name: /LOS-1/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Slot/), slot.id);
    await user.selectOptions(within(dialog).getByLabelText(/Truck/), truck.id);
    await user.selectOptions(within(dialog).getByLabelText(/Driver/), driver.id);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('The delivery was scheduled')).toBeInTheDocument();
    await dialogClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slotId: slot.id,
      truckId: truck.id,
      driverId: driver.id,
    });
    expect(await screen.findByRole('button', { name: 'Record loading SL-261123-AAAA' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Deliveries at Kano' })).getByText(
        'KAN-482-XA · Sani Abubakar',
      ),
    ).toBeInTheDocument();
  });

  it('records a loading and shows a refusal on its field', { timeout: 20_000 }, async () => {
    const scheduledDelivery: Delivery = {
      ...awaiting,
      status: 'Scheduled',
      booking: {
        id: '3c4d5e6f-0000-4000-8000-000000000001',
        slot: { id: slot.id, day, startTime: '08:00', endTime: '10:00' },
        truck: { id: truck.id, registration: truck.registration, type: truck.type },
        driver: { id: driver.id, name: driver.name, phone: driver.phone },
        createdUtc: '2026-11-23T09:00:00.000Z',
      },
    };
    mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/deliveries?day=${day}`]: { body: envelope([scheduledDelivery]) },
      [`POST /api/deliveries/${awaiting.saleId}/loading`]: {
        status: 400,
        body: failure([
          {
            htmlId: 'quantityLoaded',
            message: 'Quantity Loaded cannot be more than the quantity ordered (1,000)',
          },
        ]),
      },
    });
    signInAs('admin');
    const { user } = renderApp(`/admin/deliveries?day=${day}`);
    await screen.findByRole('button', { name: 'Record loading SL-261123-AAAA' }, { timeout: 5000 });
    const dialog = await openDialog(user, 'Record loading SL-261123-AAAA');
    await user.type(within(dialog).getByLabelText(/Quantity Loaded/), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Record loading' }));
    expect(await within(dialog).findAllByText(/cannot be more than the quantity ordered/)).not.toHaveLength(
      0,
    );
    expect(within(dialog).getByLabelText(/Quantity Loaded/)).toHaveValue('1200');
  });
});

/** What the cancel answers: the sale's fulfilment, Cancelled with everything released. */
const cancelledFulfilment: Fulfilment = {
  saleId: awaiting.saleId,
  reference: awaiting.reference,
  method: 'delivery',
  site: awaiting.site,
  hub: awaiting.hub,
  status: 'Cancelled',
  currency: 'NGN',
  unit: 'Liters',
  quantities: { ordered: 1000, loaded: null, delivered: null, accepted: 0 },
  logisticsFeePerUnit: 5,
  logisticsFee: 5000,
  logisticsFeeCharged: 0,
  supplierPaid: 0,
  platformFee: 0,
  platformFeeVat: null,
  refunded: 305_000,
  disputeReason: null,
  disputeWindowEndUtc: null,
  dispatchDeadlineUtc: '2026-11-26T08:00:00.000Z',
  codeLocked: false,
  resolution: null,
  resolutionNote: null,
  approvedUtc: '2026-11-23T08:00:00.000Z',
  settledUtc: null,
  timeline: [],
};

describe('the day board’s layout', () => {
  it('lets a row’s buttons wrap and keeps its status whole', { timeout: 20_000 }, async () => {
    // On a phone's card the buttons share a narrow cell ("Record / Resch / Canc" when they could
    // not wrap, worse in Hausa); at 1366 px a squeezed status read "Re…", "Sc…".
    mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/deliveries?day=${day}`]: { body: envelope([awaiting]) },
    });
    signInAs('admin');
    renderApp(`/admin/deliveries?day=${day}`);
    const cancel = await screen.findByRole(
      'button',
      { name: 'Cancel sale SL-261123-AAAA' },
      { timeout: 5000 },
    );
    const buttons = cancel.parentElement!;
    expect(within(buttons).getAllByRole('button')).toHaveLength(2);
    expect(buttons.style.getPropertyValue('--group-wrap')).toBe('wrap');
    const status = within(cancel.closest('tr')!)
      .getByText('Awaiting dispatch')
      .closest<HTMLElement>('.mantine-Badge-root');
    expect(status?.style.minWidth).toBe('max-content');
  });
});

describe('cancelling from the day board', () => {
  it('offers Cancel sale only before loading, asks for a reason, and the board re-reads', {
    timeout: 20_000,
  }, async () => {
    let cancelled = false;
    const loaded: Delivery = {
      ...awaiting,
      saleId: '5b1f2e3d-0000-4000-8000-00000000a003',
      reference: 'SL-261123-CCCC',
      status: 'Loaded',
      quantities: { ordered: 1000, loaded: 1000, delivered: null },
    };
    const { calls } = mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/deliveries?day=${day}`]: () => ({
        body: envelope(cancelled ? [loaded] : [awaiting, loaded]),
      }),
      [`POST /api/sales/${awaiting.saleId}/cancel-before-loading`]: () => {
        cancelled = true;
        return { body: envelope(cancelledFulfilment) };
      },
    });
    signInAs('admin');
    const { user } = renderApp(`/admin/deliveries?day=${day}`);
    await screen.findByRole('button', { name: 'Cancel sale SL-261123-AAAA' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Cancel sale SL-261123-CCCC' })).not.toBeInTheDocument();
    const dialog = await openDialog(user, 'Cancel sale SL-261123-AAAA', 'Cancel SL-261123-AAAA');
    expect(dialog).toHaveTextContent("goes back to the buyer's wallet");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(await within(dialog).findAllByText('Reason is required')).not.toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The buyer’s plant is shut for repairs');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(
      await within(dialog).findByText(
        'SL-261123-AAAA was cancelled and everything held released to Amina Bello.',
      ),
    ).toBeInTheDocument();
    await dialogClosed();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The buyer’s plant is shut for repairs',
    });
    await waitFor(() => expect(screen.queryByText('SL-261123-AAAA')).not.toBeInTheDocument());
  });
});

describe('the fleet', () => {
  it('lists the trucks and adds one; a taken registration shows on its field', {
    timeout: 20_000,
  }, async () => {
    const { calls } = mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      'GET /api/trucks': { body: envelope([truck]) },
      'POST /api/trucks': {
        status: 409,
        body: failure([{ htmlId: 'registration', message: 'A truck with this registration already exists' }]),
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/trucks');
    const table = await screen.findByRole('table', { name: 'Trucks' });
    expect(await within(table).findByText('KAN-482-XA')).toBeInTheDocument();
    expect(within(table).getByText('4,500 scm')).toBeInTheDocument();
    // A truck's status is its own word, not a product's (whose Available reads Active).
    expect(within(table).getByText('Available')).toBeInTheDocument();
    expect(within(table).queryByText('Active')).not.toBeInTheDocument();
    const dialog = await openDialog(user, 'New truck');
    await user.type(within(dialog).getByLabelText(/Registration/), 'kan-482-xa');
    await user.selectOptions(within(dialog).getByLabelText(/Truck Type/), 'LNG ISO tank');
    await user.type(within(dialog).getByLabelText(/Capacity/), '40000');
    await user.selectOptions(within(dialog).getByLabelText(/^Unit/), 'litres');
    await within(dialog).findByRole('option', { name: 'Kano' });
    await user.selectOptions(within(dialog).getByLabelText(/Hub/), kano.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add truck' }));
    expect(
      await within(dialog).findAllByText('A truck with this registration already exists'),
    ).not.toHaveLength(0);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      registration: 'KAN-482-XA',
      type: 'LNG ISO tank',
      capacity: 40000,
      capacityUnit: 'litres',
      hubId: kano.id,
      status: 'Available',
    });
  });

  it('lists the slots with what is booked, and keeps a capacity above it', { timeout: 20_000 }, async () => {
    mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/slots?from=${day}&days=7`]: { body: envelope([slot]) },
      [`PUT /api/slots/${slot.id}`]: {
        status: 409,
        body: failure([
          {
            htmlId: 'capacity',
            message: 'More loadings are booked in this slot than that: cancel or move some first',
          },
        ]),
      },
    });
    signInAs('admin');
    const { user } = renderApp('/admin/slots');
    const from = await screen.findByLabelText('From', {}, { timeout: 5000 });
    await user.clear(from);
    await user.type(from, day);
    const table = await screen.findByRole('table', { name: 'Loading slots' });
    expect(await within(table).findByText('1 of 4')).toBeInTheDocument();
    const dialog = await openDialog(
      user,
      'Change the capacity of Kano Nov 24 08:00-10:00',
      'Kano Nov 24 08:00-10:00',
    );
    await user.clear(within(dialog).getByLabelText(/Loadings/));
    await user.type(within(dialog).getByLabelText(/Loadings/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save capacity' }));
    expect(await within(dialog).findAllByText(/More loadings are booked/)).not.toHaveLength(0);
  });
});
