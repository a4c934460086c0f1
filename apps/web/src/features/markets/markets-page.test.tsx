import type { MarketRow } from '@gas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { columnHeaders } from '../../../test/tables.ts';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';

const kanoRow: MarketRow = {
  region: 'North West',
  contract: 'Spot',
  deliveryPoint: 'Kano Hub',
  product: 'CNG',
  quantity: 12500,
  buy: ['₦1,180.00', '₦1,175.50'],
  sell: ['₦1,210.00 (800 L)', '₦1,225.00 (1,200 L)', '₦1,240.00 (3,000 L)'],
  deliveryDays: 3,
  unit: 'Liters',
  asOfUtc: '2026-06-14T09:05:00.000Z',
};

const columns = [
  'Region',
  'Contract',
  'Delivery Point',
  'Product',
  'Quantity',
  'Buy Bid',
  'Sell Bid',
  'Delivery Days',
];

describe('Market Data page', () => {
  it('shows the columns and "Loading..." while the market loads', async () => {
    mockApi({ 'GET /api/markets': () => new Promise(() => {}) });
    renderApp('/markets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Data' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Market Data' });
    expect(columnHeaders(table)).toEqual(columns);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says so when the market has no offers', async () => {
    mockApi({ 'GET /api/markets': { body: envelope([]) } });
    renderApp('/markets');
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows each offer with its bids one per line', async () => {
    mockApi({
      'GET /api/markets': {
        body: envelope([
          kanoRow,
          {
            ...kanoRow,
            region: 'North Central',
            deliveryPoint: 'Ajaokuta Hub',
            contract: 'Sep 2025',
            buy: [],
            sell: ['$9.40'],
            deliveryDays: 1,
          },
        ]),
      },
    });
    renderApp('/markets');
    const kanoCell = await screen.findByRole('cell', { name: 'Kano Hub' });
    const row = kanoCell.closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.trim())).toEqual([
      'North West',
      'Spot',
      'Kano Hub',
      'CNG',
      '12,500',
      expect.any(String),
      expect.any(String),
      '3',
    ]);
    const buyLines = [...cells[5]!.querySelectorAll('span')].map((line) => line.textContent);
    const sellLines = [...cells[6]!.querySelectorAll('span')].map((line) => line.textContent);
    // Each price says what it is for (issue 22, item 8).
    expect(buyLines).toEqual(['₦1,180.00/Liter', '₦1,175.50/Liter']);
    expect(sellLines).toEqual([
      '₦1,210.00/Liter (800 L)',
      '₦1,225.00/Liter (1,200 L)',
      '₦1,240.00/Liter (3,000 L)',
    ]);

    expect(screen.getByRole('cell', { name: 'Ajaokuta Hub' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sep 2025' })).toBeInTheDocument();
    expect(screen.getByText('$9.40/Liter')).toBeInTheDocument();
    // And the page says when the figures were made (Lagos time).
    expect(screen.getByText(/^Prices as of Jun 14, 10:05 AM/)).toBeInTheDocument();
  });

  it('explains a failed load and offers to try again', async () => {
    mockApi({
      'GET /api/markets': refusal(503, 'The database is not answering'),
    });
    renderApp('/markets');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load this list');
    expect(alert).toHaveTextContent('The database is not answering');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
