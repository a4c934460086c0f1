import '@mantine/charts/styles.css';
import { type Currency, type DailyRate, formatMoney } from '@gas/shared';
import { LineChart } from '@mantine/charts';
import { niceTicks } from '../../lib/ticks.ts';
import { dayLabel } from './rates-day.ts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

type RatesChartProps = {
  currency: Currency;
  /** One market's rates, oldest first. */
  rates: DailyRate[];
  unit: string;
};

export default function RatesChart({ currency, rates, unit }: RatesChartProps) {
  // Plotted in minor units (whole kobo or cents) so every axis tick is a distinct amount.
  const data = rates.map((rate) => ({ day: dayLabel(rate.day), rate: rate.price }));
  // Even steps of whole kobo or cents, each labelled; one rate gets a range around it.
  const { domain, ticks } = niceTicks(
    rates.map((rate) => rate.price),
    { minStep: 1, count: 5 },
  );
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'rate', label: `Rate per ${unit}`, color: 'brand.7' }]}
      valueFormatter={(value) => formatMoney(Math.round(value), currency)}
      yAxisProps={{ width: 90, domain, ticks, interval: 0, allowDecimals: false }}
      xAxisProps={{ minTickGap: 24 }}
      withDots={rates.length < 45}
      gridAxis="y"
    />
  );
}
