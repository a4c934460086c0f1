import type { Delivery } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTransitDelivery } from '../../../test/fixtures/logistics.ts';
import { dialogClosed } from '../../../test/flows.ts';
import { envelope, failure, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// The driver's area (/driver): its deliveries on a phone, and the proof of delivery with the
// buyer's code: a wrong code on its field, a locked delivery said plainly.

const inTransit: Delivery = inTransitDelivery;
const { saleId } = inTransit;

async function openDriverPage() {
  signInAs('driver');
  const view = renderApp('/driver');
  expect(await screen.findByRole('heading', { level: 1, name: 'My deliveries' })).toBeInTheDocument();
  return view;
}

describe('the driver’s deliveries', () => {
  it('lists where to go, whom to call and how much, in the driver’s own area', async () => {
    mockApi({ 'GET /api/deliveries': { body: envelope([inTransit]) } });
    await openDriverPage();
    const card = await screen.findByRole('article', { name: 'Delivery SL-261124-4F7Q' });
    expect(within(card).getByText('Sharada plant')).toBeInTheDocument();
    expect(
      within(card).getByText('Plot 14, Sharada Industrial Estate, Kano Municipal, Kano'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    expect(within(card).getByText(/950 litres loaded/)).toBeInTheDocument();
    expect(within(card).getByText('In transit')).toBeInTheDocument();
    // The slot's day reads as the app's other dates do ("Nov 24"), not 2026-11-24.
    expect(
      within(card).getByText('SL-261124-4F7Q · from Kano · Nov 24 08:00-10:00 · KAN-482-XA'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Driver' })).toBeInTheDocument();
  });

  it('is the driver’s home: the other areas send a driver back to it', async () => {
    mockApi({ 'GET /api/deliveries': { body: envelope([]) } });
    signInAs('driver');
    renderApp('/admin/sales');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My deliveries' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/deliveries': { body: envelope([]) } });
    await openDriverPage();
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
  });

  it('records a delivery with the code; a wrong code shows on its field and what was typed stays', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/deliveries': () => ({
        body: envelope([
          attempts > 1
            ? { ...inTransit, status: 'Delivered', quantities: { ...inTransit.quantities, delivered: 940 } }
            : inTransit,
        ]),
      }),
      [`POST /api/deliveries/${saleId}/delivery`]: () => {
        attempts++;
        if (attempts === 1)
          return {
            status: 400,
            body: failure([
              {
                htmlId: 'code',
                message:
                  'This code is not right. Ask the buyer for the code on their sale page. 4 tries left before the delivery locks.',
              },
            ]),
          };
        return { body: envelope({ ...inTransit, status: 'Delivered' }) };
      },
    });
    const { user } = await openDriverPage();
    await user.click(await screen.findByRole('button', { name: 'Record delivery of SL-261124-4F7Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record delivery SL-261124-4F7Q' });
    const quantity = within(dialog).getByLabelText(/Quantity Delivered/);
    expect(quantity).toHaveValue('950');
    await user.type(within(dialog).getByLabelText(/Delivery Code/), '123 455');
    await user.clear(quantity);
    await user.type(quantity, '940');
    await user.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(await within(dialog).findAllByText(/This code is not right/)).not.toHaveLength(0);
    expect(within(dialog).getByLabelText(/Delivery Code/)).toHaveValue('123 455');
    await user.clear(within(dialog).getByLabelText(/Delivery Code/));
    await user.type(within(dialog).getByLabelText(/Delivery Code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Record delivery' }));
    expect(await within(dialog).findByText(/The delivery was recorded/)).toBeInTheDocument();
    await dialogClosed();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: '123455', quantityDelivered: 940 },
      { code: '123456', quantityDelivered: 940 },
    ]);
    expect(await screen.findByText('Delivered: 940 litres')).toBeInTheDocument();
  });

  it('asks before leaving the hub: nothing is sent until the driver confirms', async () => {
    const loaded: Delivery = { ...inTransit, status: 'Loaded' };
    let departed = false;
    const { calls } = mockApi({
      'GET /api/deliveries': () => ({ body: envelope([departed ? inTransit : loaded]) }),
      [`POST /api/deliveries/${saleId}/departure`]: () => {
        departed = true;
        return { body: envelope(inTransit) };
      },
    });
    const { user } = await openDriverPage();
    const leave = await screen.findByRole('button', { name: 'Leave the hub with SL-261124-4F7Q' });

    // A stray tap only opens the question; Cancel sends nothing.
    await user.click(leave);
    let dialog = await screen.findByRole('dialog', { name: 'Leave the hub with SL-261124-4F7Q?' });
    expect(dialog).toHaveTextContent(
      'Confirm only when the truck is leaving with the 950 litres loaded: the buyer is told the gas is on its way, and this cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(leave);
    dialog = await screen.findByRole('dialog', { name: 'Leave the hub with SL-261124-4F7Q?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the hub' }));
    expect(await within(dialog).findByText(/On the road/)).toBeInTheDocument();
    await dialogClosed();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/deliveries/${saleId}/departure`,
    ]);
    expect(await screen.findByRole('button', { name: 'Record delivery of SL-261124-4F7Q' })).toBeEnabled();
  });

  it("shows a refused departure in the dialog, in the server's words", async () => {
    mockApi({
      'GET /api/deliveries': { body: envelope([{ ...inTransit, status: 'Loaded' }]) },
      [`POST /api/deliveries/${saleId}/departure`]: {
        status: 409,
        body: failure([{ htmlId: '', message: 'This delivery is In transit: it cannot be departed now' }]),
      },
    });
    const { user } = await openDriverPage();
    await user.click(await screen.findByRole('button', { name: 'Leave the hub with SL-261124-4F7Q' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the hub with SL-261124-4F7Q?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the hub' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This delivery is In transit');
  });

  it('says plainly that a locked delivery waits for a new code', async () => {
    mockApi({
      'GET /api/deliveries': { body: envelope([{ ...inTransit, codeAttempts: 5, codeLocked: true }]) },
    });
    await openDriverPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(/must issue the buyer a new code/);
    expect(screen.getByRole('button', { name: 'Record delivery of SL-261124-4F7Q' })).toBeDisabled();
  });
});
