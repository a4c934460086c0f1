import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  awaitingDelivery as awaiting,
  logisticsDay as day,
  driverWithLogin as driver,
  kanoHub as kano,
  kanoSlot as slot,
  kanoTruck as truck,
} from '../../../test/fixtures/logistics.ts';
import { openDialog } from '../../../test/flows.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { DayBoardPage } from './day-board-page.tsx';

// The operators' day board in Hausa (issue 23): the heading, the columns, each step's button and
// the Schedule dialog; hub, site, buyer and truck names stay as data.

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
      await within(dialog).findByRole('option', { name: 'Nuw 24 08:00-10:00 (1 cikin 4 an tanada)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Babbar mota/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Direba/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tsara' })).toBeInTheDocument();
  });
});
