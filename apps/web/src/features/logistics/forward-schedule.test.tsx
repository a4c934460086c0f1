import type { Delivery, Slot } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logisticsDay as day, kanoHub as kano } from '../../../test/fixtures/logistics.ts';
import { openDialog } from '../../../test/flows.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';

// Scheduling a forward sale's collection (issue 19): the board's dialog says the month bought and
// offers slots from the month's first day, those outside the month disabled.

const december: Delivery = {
  saleId: '5b1f2e3d-0000-4000-8000-00000000a009',
  reference: 'SL-261123-DDDD',
  method: 'collection',
  status: 'Ready for collection',
  hub: { id: kano.id, name: 'Kano' },
  product: 'Compressed Natural Gas (CNG)',
  unit: 'Liters',
  deliveryMonth: '2026-12',
  buyer: 'Amina Bello',
  site: null,
  quantities: { ordered: 1500, loaded: null, delivered: null },
  booking: null,
  hasTicket: false,
  codeAttempts: 0,
  codeLocked: false,
};
const slotOn = (id: string, slotDay: string): Slot => ({
  id,
  hub: { id: kano.id, name: 'Kano' },
  day: slotDay,
  startTime: '08:00',
  endTime: '10:00',
  capacity: 4,
  booked: 0,
  createdUtc: '2026-11-20T09:00:00.000Z',
});

describe('scheduling a delivery month', () => {
  it('names the month and offers only its slots, from its first day', { timeout: 20_000 }, async () => {
    const { calls } = mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/deliveries?day=${day}`]: { body: envelope([december]) },
      [`GET /api/slots?hubId=${kano.id}&from=2026-12-01&days=7`]: {
        body: envelope([slotOn('s-nov', '2026-11-30'), slotOn('s-dec', '2026-12-01')]),
      },
      'GET /api/trucks': { body: envelope([]) },
      'GET /api/drivers': { body: envelope([]) },
    });
    signInAs('admin');
    const { user } = renderApp(`/admin/deliveries?day=${day}`);
    await screen.findByRole('table', { name: 'Deliveries at Kano' }, { timeout: 5_000 });
    const dialog = await openDialog(user, 'Schedule SL-261123-DDDD', 'Schedule SL-261123-DDDD');
    expect(dialog).toHaveTextContent('Bought for delivery in Dec 2026: choose a slot in that month.');
    const december1 = await within(dialog).findByRole('option', {
      name: 'Dec 1 08:00-10:00 (0 of 4 booked)',
    });
    expect(december1).not.toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'Nov 30 08:00-10:00 (0 of 4 booked)' })).toBeDisabled();
    expect(calls.some((call) => call.url === `/api/slots?hubId=${kano.id}&from=2026-12-01&days=7`)).toBe(
      true,
    );
  });
});
