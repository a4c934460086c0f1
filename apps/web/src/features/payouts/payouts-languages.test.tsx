import type { Payout } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The operators' payout queue in Hausa, and in the pseudo-locale (issue 23).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('admin'), 60_000);

const requested: Payout = {
  id: '1c7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a01',
  reference: 'PO-261123-4F7Q2M',
  side: 'offtaker',
  party: { id: 'p-kano', name: 'Kano Textiles Ltd' },
  currency: 'NGN',
  amount: 150_000_00,
  amountString: '₦150,000.00',
  status: 'Requested',
  account: {
    id: '0b7f5a8e-1c2d-4e3f-8a9b-0c1d2e3f4a01',
    bankCode: '011',
    bankName: 'First Bank of Nigeria',
    accountNumber: '0000014579',
    accountName: 'Kano Textiles Ltd',
  },
  requestedUtc: '2026-11-23T08:00:00.000Z',
  requestedBy: { id: 'u1', name: 'amina.bello@kanotextiles.ng' },
  approvedUtc: null,
  approvedBy: null,
  paidUtc: null,
  paidBy: null,
  bankReference: null,
  closedUtc: null,
  closedBy: null,
  reason: null,
};

describe('payouts in Hausa', () => {
  it('shows the operators a withdrawal to approve, in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/payouts': { body: envelope([requested]) } });
    signInAs('admin');
    renderApp('/admin/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biyan kuɗi' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Biyan kuɗi' });
    expect(await within(table).findByText('Cire kuɗi')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Amince da PO-261123-4F7Q2M' })).toHaveTextContent(
      'Amince',
    );
    expect(within(table).getByRole('columnheader', { name: 'Asusun banki' })).toBeInTheDocument();
  });

  it('takes every word of the queue from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/payouts': { body: envelope([requested]) } });
    signInAs('admin');
    renderApp('/admin/payouts');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Payouts') }, slow);
    await within(table).findByText('PO-261123-4F7Q2M');
    expectAllTextFromCatalogues(table, {
      allow: ['PO-261123-4F7Q2M', 'Kano Textiles Ltd', 'First Bank of Nigeria', '0000014579'],
    });
  });
});
