import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/utils.tsx';

function rowsOf(tableName: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

// jsdom lays nothing out; give the charts' containers a size as a browser would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 240));
});

describe('Financial Projections page', () => {
  it('shows membership per year with its revenue (members x $7,500)', async () => {
    renderApp('/financials');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financial Projections' }),
    ).toBeInTheDocument();
    expect(rowsOf('Membership')).toEqual([
      ['Year 1', '50', '25', '25', '$375,000'],
      ['Year 2', '100', '50', '50', '$750,000'],
      ['Year 3', '150', '75', '75', '$1,125,000'],
      ['Year 4', '200', '100', '100', '$1,500,000'],
      ['Year 5', '300', '150', '150', '$2,250,000'],
    ]);
  });

  it('shows trading volume, fees, costs and finance assumptions from the spec', async () => {
    renderApp('/financials');
    await screen.findByRole('heading', { level: 1, name: 'Financial Projections' });
    expect(rowsOf('Trading volume').map((row) => row[1])).toEqual(['10', '25', '50', '75', '100']);

    const fees = screen.getByRole('table', { name: 'Fee assumptions' });
    expect(fees).toHaveTextContent('1% of trade value');
    expect(fees).toHaveTextContent('$2.50 per MMBtu basis');
    expect(fees).toHaveTextContent('$0.50 per MMBtu');
    expect(fees).toHaveTextContent('50% of volume');

    expect(rowsOf('Capital cost')).toEqual([
      ['50 CNG trucks at $150,000 each', '$7,500,000'],
      ['6 storage depots', '$12,320,000'],
      ['Total capital cost', '$19,820,000'],
    ]);
    expect(rowsOf('Finance assumptions')).toEqual([
      ['Depreciation', '10% per year'],
      ['Corporate tax', '30%'],
      ['Inflation', '5% per year'],
      ['Break-even', 'About 2.5 years'],
      ['Year 5 total revenue', '$15,937,500'],
    ]);
  });

  it('draws the members and volume charts with a text alternative', async () => {
    renderApp('/financials');
    expect(
      await screen.findByRole('img', { name: /members per year: year 1 50, year 2 100/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const volume = screen.getByRole('img', { name: /trading volume per year.*year 5 100 mmscfd/i });
    expect(volume).toBeInTheDocument();
    // Each chart is one named picture: no unnamed Tab stop (recharts' svg role="application"
    // tabindex=0) inside it.
    await waitFor(() => expect(volume.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
    for (const chart of screen.getAllByRole('img')) {
      expect(chart.querySelector('[tabindex="0"], [role="application"]')).toBeNull();
    }
  });
});
