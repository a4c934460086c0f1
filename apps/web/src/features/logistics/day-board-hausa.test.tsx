import type { Delivery, Driver, Hub, Slot, Truck } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';
import { openDialog } from '../../../test/flows.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { DayBoardPage } from './day-board-page.tsx';

// The operators' day board in Hausa (issue 23): the heading, the columns, each step's button and
// the Schedule dialog; hub, site, buyer and truck names stay as data.

const kano: Hub = { ...ajaokutaHub, id: '1a2b3c4d-0000-4000-8000-000000000002', code: 'KAN', name: 'Kano' };
const day = '2026-11-24';

const awaiting: Delivery = {
  saleId: '5b1f2e3d-0000-4000-8000-00000000a001',
  reference: 'SL-261123-AAAA',
  method: 'delivery',
  status: 'Awaiting dispatch',
  hub: { id: kano.id, name: 'Kano' },
  product: 'Compressed Natural Gas (CNG)',
  unit: 'Liters',
  buyer: 'Amina Bello',
  site: {
    id: '2b3c4d5e-0000-4000-8000-000000000001',
    name: 'Sharada plant',
    address: 'Plot 14, Sharada Industrial Estate',
    lga: 'Kano Municipal',
    state: 'Kano',
    contactName: 'Musa Ibrahim',
    contactPhone: '0803 123 4567',
  },
  quantities: { ordered: 1000, loaded: null, delivered: null },
  booking: null,
  hasTicket: false,
  codeAttempts: 0,
  codeLocked: false,
};
const truck: Truck = {
  id: '5e6f7081-0000-4000-8000-000000000001',
  registration: 'KAN-482-XA',
  type: 'CNG cascade',
  capacity: 4500,
  capacityUnit: 'scm',
  hub: { id: kano.id, name: 'Kano' },
  status: 'Available',
  createdUtc: '2026-11-01T09:00:00.000Z',
};
const driver: Driver = {
  id: '6f708192-0000-4000-8000-000000000001',
  name: 'Sani Abubakar',
  phone: '08031112222',
  email: 'sani@gas-exchange.ng',
  status: 'Active',
  createdUtc: '2026-11-01T09:00:00.000Z',
};
const slot: Slot = {
  id: '4d5e6f70-0000-4000-8000-000000000001',
  hub: { id: kano.id, name: 'Kano' },
  day,
  startTime: '08:00',
  endTime: '10:00',
  capacity: 4,
  booked: 1,
  createdUtc: '2026-11-20T09:00:00.000Z',
};

describe('the day board in Hausa', () => {
  it('shows a hub’s deliveries, their next step and the Schedule dialog in Hausa', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/hubs': { body: envelope([kano]) },
      [`GET /api/deliveries?day=${day}`]: { body: envelope([awaiting]) },
      [`GET /api/slots?hubId=${kano.id}&from=${day}&days=7`]: { body: envelope([slot]) },
      'GET /api/trucks': { body: envelope([truck]) },
      'GET /api/drivers': { body: envelope([driver]) },
    });
    const { user, router } = await renderPage(<DayBoardPage />, 'ha');
    await router.navigate(`/?day=${day}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Allon rana' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Isarwa a Kano' });
    expect(columnHeaders(table)).toEqual(
      expect.arrayContaining(['Ciniki', 'Matsayi', 'Zuwa', 'Lita (oda / lodi / isarwa)', 'Lokacin lodi']),
    );
    expect(within(table).getByText('Sharada plant, Kano (Amina Bello)')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Tsara SL-261123-AAAA');
    expect(dialog).toHaveTextContent(
      'SL-261123-AAAA: lita 1,000 na Compressed Natural Gas (CNG) a Kano zuwa Sharada plant, Kano.',
    );
    expect(
      await within(dialog).findByRole('option', { name: '2026-11-24 08:00-10:00 (1 cikin 4 an tanada)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Babbar mota/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Direba/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tsara' })).toBeInTheDocument();
  });
});
