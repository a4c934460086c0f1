import { assumeHausaData, type MarketRow } from '@gas/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAllTextFromCatalogues, switchToPseudo } from '../../../test/pseudo.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';
import { i18n } from '../../i18n/index.ts';

// Market Data in Hausa, and in the pseudo-locale (issue 23).

const row: MarketRow = {
  region: 'North West',
  contract: 'Spot',
  deliveryPoint: 'Kano Hub',
  product: 'CNG',
  quantity: 12500,
  buy: ['₦1,180.00'],
  sell: ['₦1,210.00 (800 L)'],
  deliveryDays: 3,
  unit: 'Liters',
  asOfUtc: '2026-06-14T09:05:00.000Z',
};

afterEach(() => assumeHausaData(undefined));

describe('Market Data in Hausa', () => {
  it('names the columns in Hausa and says a Spot contract as Nan take', async () => {
    mockApi({
      'GET /api/markets': { body: envelope([row]) },
      'GET /api/products/units': { body: envelope([]) },
    });
    await act(() => i18n.changeLanguage('ha'));
    renderApp('/markets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayanan Kasuwa' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Bayanan Kasuwa' });
    expect(columnHeaders(table)).toEqual([
      'Yanki',
      'Kwangila',
      'Wurin Isarwa',
      'Samfur',
      'Yawa',
      'Tayin Saye',
      'Tayin Sayarwa',
      'Kwanakin Isarwa',
    ]);
    expect(await screen.findByText('Nan take')).toBeInTheDocument();
    expect(screen.getByText('Arewa maso Yamma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Farashin Rana' })).toHaveAttribute('href', '/rates');
  });

  // A forward contract's month comes from the server in English ('Dec 2026'); Chromium's Intl
  // has no Hausa, so the month's name must not depend on it.
  for (const hasHausaData of [true, false]) {
    it(`says a forward contract's month in Hausa (${hasHausaData ? 'with' : 'without'} Intl's Hausa)`, async () => {
      assumeHausaData(hasHausaData);
      mockApi({
        'GET /api/markets': {
          body: envelope([row, { ...row, contract: 'Dec 2026', buy: [], sell: ['₦1,250.00'] }]),
        },
        'GET /api/products/units': { body: envelope([]) },
      });
      await act(() => i18n.changeLanguage('ha'));
      renderApp('/markets');
      const table = await screen.findByRole('table', { name: 'Bayanan Kasuwa' });
      expect(await within(table).findByRole('cell', { name: 'Dis 2026' })).toBeInTheDocument();
      expect(within(table).getByRole('cell', { name: 'Nan take' })).toBeInTheDocument();
      expect(table).not.toHaveTextContent('Dec 2026');
    });
  }

  it('takes every word of the page from the catalogue (pseudo-locale)', async () => {
    mockApi({
      'GET /api/markets': { body: envelope([row]) },
      'GET /api/products/units': { body: envelope([]) },
    });
    await switchToPseudo();
    renderApp('/markets');
    await screen.findByText('Kano Hub');
    expectAllTextFromCatalogues(screen.getByRole('main'), {
      allow: ['Kano Hub', 'CNG', 'L'],
    });
  });
});
