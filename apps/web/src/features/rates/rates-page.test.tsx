import type { DailyRate } from '@gas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/responses.ts';
import { envelope, mockApi, renderApp } from '../../../test/utils.tsx';

const ajaokutaCng = {
  hubId: '11111111-1111-4111-8111-111111111111',
  hub: 'Ajaokuta',
  productId: '22222222-2222-4222-8222-222222222222',
  product: 'CNG',
  contract: 'Spot',
  currency: 'NGN',
  unit: 'Liters',
} as const;

function rate(day: string, price: number, trades: number, more: Partial<DailyRate> = {}): DailyRate {
  return {
    ...ajaokutaCng,
    day,
    price,
    volume: 1_000 * trades,
    value: 1_000 * trades * price,
    trades,
    indicative: trades < 3,
    windowStartUtc: `${day}T17:00:00.000Z`,
    windowEndUtc: `${day}T17:00:00.000Z`,
    publishedUtc: `${day}T17:00:01.000Z`,
    ...more,
  };
}

const rows = [
  rate('2026-11-18', 350_00, 4),
  rate('2026-11-19', 362_50, 3),
  rate('2026-11-20', 358_25, 2),
  rate('2026-11-20', 9_10, 5, { currency: 'USD', contract: '2026-12' }),
];

const answer = (data: DailyRate[]) => ({
  body: envelope({ from: '2026-08-23', to: '2026-11-20', rows: data }),
});

describe('Daily Rates page', () => {
  beforeEach(() => {
    // jsdom lays nothing out; the chart needs a size to draw its axes.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 240));
  });

  it('says "Loading..." while the rates load', async () => {
    mockApi({ 'GET /api/rates': () => new Promise(() => {}) });
    renderApp('/rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Rates' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says when no rate has been published', async () => {
    mockApi({ 'GET /api/rates': answer([]) });
    renderApp('/rates');
    expect(await screen.findByText(/No rate has been published in the last 90 days/)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says what went wrong when the rates cannot be read', async () => {
    mockApi({ 'GET /api/rates': refusal(503, 'The service is busy.') });
    renderApp('/rates');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the daily rates');
  });

  it('shows the latest rate, the history as a chart and a table, and marks indicative rates', async () => {
    mockApi({ 'GET /api/rates': answer(rows) });
    const { user } = renderApp('/rates');
    const card = await screen.findByRole('heading', { level: 2, name: 'Ajaokuta · CNG · Spot · NGN' });
    const history = card.closest('.mantine-Card-root') as HTMLElement;
    // The latest day: two trades, so indicative.
    expect(within(history).getByText('₦358.25')).toBeInTheDocument();
    expect(within(history).getByText(/per liter, Nov 20, 2026 \(2 trades\)/)).toBeInTheDocument();
    expect(within(history).getByText('Indicative')).toBeInTheDocument();
    const chart = await within(history).findByRole(
      'img',
      { name: /3 daily rates per liter, latest ₦358\.25 on Nov 20, 2026, lowest ₦350\.00, highest ₦362\.50/ },
      { timeout: 5000 },
    );
    // Even, readable ticks in whole naira steps.
    const yLabels = () =>
      [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    await waitFor(() => expect(yLabels()).not.toHaveLength(0), { timeout: 5000 });
    expect(yLabels()).toEqual(['₦350.00', '₦355.00', '₦360.00', '₦365.00']);
    // Whole days on a time axis, evenly spaced.
    // (jsdom measures no text, so recharts breaks each label into one tspan per word.)
    const xLabels = [...chart.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) =>
      [...tick.querySelectorAll('tspan')].map((word) => word.textContent).join(' '),
    );
    expect(xLabels).toEqual(['Nov 18', 'Nov 19', 'Nov 20']);
    // No unnamed Tab stop (recharts' svg role="application" tabindex=0) inside the named picture.
    expect(chart.querySelector('[tabindex="0"], [role="application"]')).toBeNull();

    await user.click(within(history).getByRole('button', { name: 'Show as a table' }));
    const table = within(history).getByRole('table', { name: 'Daily rates: Ajaokuta · CNG · Spot · NGN' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['Nov 20, 2026Indicative', '₦358.25', '2,000 L', '2'],
      ['Nov 19, 2026', '₦362.50', '3,000 L', '3'],
      ['Nov 18, 2026', '₦350.00', '4,000 L', '4'],
    ]);
  }, 15_000);

  it('switches to another hub, product, contract and currency', async () => {
    mockApi({ 'GET /api/rates': answer(rows) });
    const { user } = renderApp('/rates');
    await screen.findByRole('heading', { level: 2, name: 'Ajaokuta · CNG · Spot · NGN' });
    await user.selectOptions(screen.getByLabelText('Market'), 'Ajaokuta · CNG · Dec 2026 · USD');
    const card = await screen.findByRole('heading', { level: 2, name: 'Ajaokuta · CNG · Dec 2026 · USD' });
    const history = card.closest('.mantine-Card-root') as HTMLElement;
    expect(within(history).getByText('$9.10')).toBeInTheDocument();
    expect(within(history).queryByText('Indicative')).not.toBeInTheDocument();
  });

  it('links the CSV downloads and Market Data', async () => {
    mockApi({ 'GET /api/rates': answer([]) });
    renderApp('/rates');
    expect(await screen.findByRole('link', { name: 'Download the rates (CSV)' })).toHaveAttribute(
      'href',
      '/api/rates.csv',
    );
    expect(screen.getByRole('link', { name: 'Download the trade record (CSV)' })).toHaveAttribute(
      'href',
      '/api/trades.csv',
    );
    expect(screen.getAllByRole('link', { name: 'Market Data' })[0]).toBeInTheDocument();
  });
});
