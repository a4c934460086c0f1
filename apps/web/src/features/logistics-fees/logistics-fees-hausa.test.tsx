import type { Hub, LogisticsFee } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ajaokutaHub } from '../../../test/fixtures/hubs.ts';
import { openDialog } from '../../../test/flows.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi } from '../../../test/utils.tsx';
import { LogisticsFeesPage } from './logistics-fees-page.tsx';

// The operators' logistics fees in Hausa (issue 23): the table, the New fee form and the delete
// confirmation; hub and state names stay as data.

const ajaokuta: Hub = { ...ajaokutaHub, id: '1a2b3c4d-0000-4000-8000-000000000001' };
const toKano: LogisticsFee = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a01',
  hub: { id: ajaokuta.id, name: 'Ajaokuta' },
  state: 'Kano',
  currency: 'NGN',
  feePerUnit: 250,
  feePerUnitString: '₦2.50 / Liter',
  updatedUtc: '2025-08-01T09:00:00.000Z',
};

describe('logistics fees in Hausa', () => {
  it('shows the fees, the New fee form and the delete confirmation in Hausa', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/logistics-fees': { body: envelope([toKano]) },
      'GET /api/hubs': { body: envelope([ajaokuta]) },
    });
    const { user } = await renderPage(<LogisticsFeesPage />, 'ha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuɗin sufuri' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kuɗin sufuri' });
    await within(table).findByText('Ajaokuta → Kano');
    expect(within(table).getByText('₦2.50 / lita')).toBeInTheDocument();
    expect(columnHeaders(table)).toEqual(
      expect.arrayContaining(['Hanya', 'Cibiya', 'Jihar da za a kai', 'Kuɗi', 'Kuɗin kowace lita']),
    );

    const form = await openDialog(user, 'Sabon kuɗin sufuri');
    expect(within(form).getByRole('option', { name: 'Zaɓi jiha' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Kuɗin kowace lita/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ƙara kuɗin sufuri' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const remove = await openDialog(
      user,
      'Goge kuɗin sufuri daga Ajaokuta zuwa Kano cikin NGN',
      'Goge kuɗin sufuri',
    );
    expect(remove).toHaveTextContent(
      'Ba za a sake ba sababbin sayayya isarwa daga Ajaokuta zuwa Kano cikin NGN (₦2.50 kan kowace lita) ba.',
    );
    expect(within(remove).getByText('Ajaokuta').tagName).toBe('STRONG');
  });
});
