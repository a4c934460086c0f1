import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAreas } from '../../../test/preload-areas.ts';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { envelope, mockApi, renderApp, signInAs } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';
import { pseudoCatalogue } from '../../i18n/pseudo.ts';
import { cngAtAjaokuta, priceList, stockLines } from './test-data.ts';

// Manage Inventory in Hausa, and in the pseudo-locale to find words outside the catalogues (issue 23).

const id = cngAtAjaokuta.id;
const detailApi = {
  [`GET /api/inventories/${id}`]: { body: envelope(cngAtAjaokuta) },
  [`GET /api/stocks/inventory/${id}/5`]: { body: envelope(stockLines) },
  [`GET /api/inventories/prices/${id}/5`]: { body: envelope(priceList) },
  [`GET /api/inventories/prices?inventoryId=${id}`]: { body: envelope(priceList) },
  [`GET /api/sales?inventoryId=${id}&limit=5`]: { body: envelope([]) },
  'GET /api/inventories/forward-months': {
    body: envelope([{ deliveryMonth: '2026-12', contract: 'Dec 2026' }]),
  },
  [`GET /api/inventories/forward-prices?inventoryId=${id}`]: { body: envelope([]) },
};

// A first render waits for lazy parts (the area, a chart); a busy machine needs more than 3 s.
const slow = { timeout: 10_000 };

beforeAll(() => preloadAreas('supplier'), 60_000);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 220));
});

describe('Manage Inventory in Hausa', () => {
  it('names the summary, the stock lines and their actions in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi(detailApi);
    signInAs('client');
    renderApp(`/supplier/inventories/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarrafa Haja' }, slow)).toBeInTheDocument();
    const summary = await screen.findByLabelText('Taƙaitaccen bayanin haja');
    expect(within(summary).getByText('Yawan da ke hannu').nextSibling).toHaveTextContent('lita 125,000');
    // The product's unit is named in Hausa too, not as the contract writes it.
    expect(within(summary).getByText('Ma’auni').nextSibling).toHaveTextContent(/^Lita$/);
    expect(summary).not.toHaveTextContent('Liters');
    expect(screen.getByText(/CNG a Ajaokuta · tun/)).toBeInTheDocument();
    const stock = await screen.findByRole('table', { name: 'Haja ta baya-bayan nan' });
    expect(within(stock).getAllByRole('button', { name: 'Amince' })).toHaveLength(1);
    expect(within(stock).getAllByText('Shigowa').length).toBeGreaterThan(0);
    const months = screen.getByRole('region', { name: 'Watannin isarwa' });
    expect(await within(months).findAllByText('Babu farashi', {}, { timeout: 5000 })).toHaveLength(2);
    // The month in Hausa, as the bids and trading pages write it; not the server's English label.
    expect(within(months).getByText('Dis 2026')).toBeInTheDocument();
    expect(months).not.toHaveTextContent('Dec 2026');
  });
});

describe('Add Stock in Hausa', () => {
  it('names the quantity’s unit in Hausa', async () => {
    await act(() => i18n.changeLanguage('ha'));
    mockApi(detailApi);
    signInAs('client');
    const { user } = renderApp(`/supplier/inventories/${id}`);
    // The dialog opens once the inventory it adds to has loaded.
    await screen.findByLabelText('Taƙaitaccen bayanin haja', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Ƙara Haja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ƙara Haja' });
    expect(within(dialog).getByLabelText(/^Yawa \(Lita\)/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Liters');
  });
});

describe('Manage Inventory in the pseudo-locale', () => {
  it('takes every word of the summary, the stock and the month prices from a catalogue', async () => {
    await switchToPseudo();
    mockApi(detailApi);
    signInAs('client');
    renderApp(`/supplier/inventories/${id}`);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: pseudoCatalogue('Manage Inventory') },
      slow,
    );
    const stock = await screen.findByRole('table', { name: pseudoCatalogue('Latest stock') });
    await within(stock).findAllByRole('row');
    const months = screen.getByRole('region', { name: pseudoCatalogue('Delivery months') });
    await within(months).findAllByText(pseudoCatalogue('Not priced'), {}, { timeout: 5000 });
    // Product, hub, unit and month names are data; currency codes head the month prices' columns.
    const data = { allow: ['CNG', 'Ajaokuta', 'Liters', 'NGN', 'USD'] };
    expectAllTextFromCatalogues(heading, data);
    expectAllTextFromCatalogues(screen.getByLabelText(pseudoCatalogue('Inventory summary')), data);
    expectAllTextFromCatalogues(stock, data);
    expectAllTextFromCatalogues(months, data);
  });
});
