import type { Bid } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidWith } from '../../../test/fixtures/bids.ts';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';

// The buyer's Bids page in Hausa, and in the pseudo-locale to find words outside the catalogues (issue 23).

const slow = { timeout: 10_000 };
beforeAll(() => preloadAreas('offtaker'), 60_000);

const openBid: Bid = bidWith({ fulfilmentMethod: 'delivery', siteId: 's1', deliveryState: 'Kano' });

describe('Bids in Hausa', () => {
  it('lists the buyer’s bids with Hausa headings, terms and actions', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi({ 'GET /api/bids': { body: envelope([openBid]) } });
    signInAs('customer');
    renderApp('/offtaker/bids');
    const table = await screen.findByRole('table', { name: 'Tayin sayenka' }, slow);
    expect(await within(table).findByText('BD-261123-4F7Q2M')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Iyakar farashi' })).toBeInTheDocument();
    expect(within(table).getByText('Isarwa zuwa Kano')).toBeInTheDocument();
    expect(within(table).getByText('Nan take')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Soke BD-261123-4F7Q2M' })).toHaveTextContent('Soke');
    expect(screen.getByRole('button', { name: 'Saka tayin saye' })).toBeInTheDocument();
  });

  it('takes every word of the bids table from a catalogue', async () => {
    await switchToPseudo();
    mockApi({ 'GET /api/bids': { body: envelope([openBid]) } });
    signInAs('customer');
    renderApp('/offtaker/bids');
    const table = await screen.findByRole('table', { name: pseudoCatalogue('Your bids') }, slow);
    await within(table).findByText('BD-261123-4F7Q2M');
    // The reference, product, hub, state and unit are data.
    expectAllTextFromCatalogues(table, {
      allow: ['BD-261123-4F7Q2M', 'CNG', 'Ajaokuta', 'Kano', 'Liters', 'Liter'],
    });
  });
});
