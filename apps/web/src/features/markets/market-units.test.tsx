import type { MarketRow, ProductUnitFactors } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';
import { readMarketPrice } from './market-units.tsx';

// Market Data in other units (issue 19, point 6): the rows come in litres, the page converts them
// with each product's factors when the visitor picks scm, kg or MMBtu.

const lngRow: MarketRow = {
  region: 'North Central',
  contract: 'Spot',
  deliveryPoint: 'Ajaokuta Hub',
  product: 'Liquefied Natural Gas (LNG)',
  quantity: 10_000,
  buy: ['₦240.00'],
  sell: ['₦250.00 (10,000 L)', '$0.30 (2,000 L)'],
  deliveryDays: 1,
  unit: 'Liters',
  asOfUtc: '2026-11-20T09:00:00.000Z',
};
const unknownRow: MarketRow = {
  ...lngRow,
  deliveryPoint: 'Kano Hub',
  product: 'Biogas',
  sell: ['₦90.00 (500 L)'],
};
const lngFactors: ProductUnitFactors = {
  productId: '7f0c1f7e-4c1e-4b55-9d1a-1b2f9a3c5d10',
  productName: 'Liquefied Natural Gas (LNG)',
  scmPerLitre: '0.6',
  kgPerLitre: '0.45',
  mmbtuPerLitre: '0.0235',
  updatedUtc: '2026-11-01T09:00:00.000Z',
};

/** The texts of a row's Quantity, Buy Bid and Sell Bid cells, a line per price. */
function figures(hub: string) {
  const row = screen.getByRole('cell', { name: hub }).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  const lines = (cell: HTMLElement) => [...cell.querySelectorAll('span')].map((line) => line.textContent);
  return { quantity: cells[4]!.textContent, buy: lines(cells[5]!), sell: lines(cells[6]!) };
}

describe('Market Data in other units', () => {
  afterEach(() => {
    // The choice outlives the page (it is the visitor's); each test starts in litres.
    const litres = screen.queryByRole('radio', { name: 'L' });
    if (litres) (litres as HTMLInputElement).click();
  });

  it('converts quantities and prices to MMBtu, scm and kg, and back to litres', async () => {
    mockApi({
      'GET /api/markets': { body: envelope([lngRow, unknownRow]) },
      'GET /api/products/units': { body: envelope([lngFactors]) },
    });
    const { user } = renderApp('/markets');
    await screen.findByRole('cell', { name: 'Ajaokuta Hub' });
    const choice = await screen.findByRole('radiogroup', { name: 'Show quantities and prices in' });
    expect(figures('Ajaokuta Hub')).toEqual({
      quantity: '10,000',
      buy: ['₦240.00/Liter'],
      sell: ['₦250.00/Liter (10,000 L)', '$0.30/Liter (2,000 L)'],
    });

    await user.click(within(choice).getByRole('radio', { name: 'MMBtu' }));
    expect(figures('Ajaokuta Hub')).toEqual({
      quantity: '235 MMBtu',
      buy: ['₦10,212.77/MMBtu'],
      sell: ['₦10,638.30/MMBtu (235 MMBtu)', '$12.77/MMBtu (47 MMBtu)'],
    });
    expect(screen.getByText(/trades are made in litres/)).toBeInTheDocument();
    // A product without factors stays in litres.
    expect(figures('Kano Hub')).toEqual({
      quantity: '10,000',
      buy: ['₦240.00/Liter'],
      sell: ['₦90.00/Liter (500 L)'],
    });

    await user.click(within(choice).getByRole('radio', { name: 'scm' }));
    expect(figures('Ajaokuta Hub').sell).toEqual(['₦416.67/scm (6,000 scm)', '$0.50/scm (1,200 scm)']);
    await user.click(within(choice).getByRole('radio', { name: 'kg' }));
    expect(figures('Ajaokuta Hub')).toMatchObject({ quantity: '4,500 kg', buy: ['₦533.33/kg'] });
    await user.click(within(choice).getByRole('radio', { name: 'L' }));
    expect(figures('Ajaokuta Hub').quantity).toBe('10,000');
  }, 30_000);

  it('offers no choice while no product has factors (or they cannot be read)', async () => {
    mockApi({ 'GET /api/markets': { body: envelope([lngRow]) } });
    renderApp('/markets');
    await screen.findByRole('cell', { name: 'Ajaokuta Hub' });
    expect(
      screen.queryByRole('radiogroup', { name: 'Show quantities and prices in' }),
    ).not.toBeInTheDocument();
    expect(figures('Ajaokuta Hub').quantity).toBe('10,000');
  });

  it('reads a price line back exactly, and leaves a line it does not understand alone', () => {
    expect(readMarketPrice('₦1,210.05 (1,800 L)')).toEqual({
      minor: 121_005,
      currency: 'NGN',
      litres: 1800,
      rest: '',
    });
    expect(readMarketPrice('$9.40')).toEqual({ minor: 940, currency: 'USD', rest: '' });
    expect(readMarketPrice('€9.40')).toBeNull();
    expect(readMarketPrice('Best bid')).toBeNull();
  });
});
