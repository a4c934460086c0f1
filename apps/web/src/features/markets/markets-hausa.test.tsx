import type { MarketRow } from '@gas/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
