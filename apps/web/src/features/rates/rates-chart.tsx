import '@mantine/charts/styles.css';
import { type Currency, type DailyRate, formatMoney } from '@gas/shared';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { niceTicks } from '../../lib/ticks.ts';
import { dayTicks, dayTime, longDayLabel, shortDayLabel } from './rates-day.ts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

type RatesChartProps = {
  currency: Currency;
  /** One market's rates, oldest first. */
  rates: DailyRate[];
  unit: string;
};

export default function RatesChart({ currency, rates, unit }: RatesChartProps) {
  const { t } = useTranslation('rates');
  // Days on a time axis (a gap of a week looks like one), prices in minor units (whole kobo or
  // cents) so every axis tick is a distinct amount.
  const data = rates.map((rate) => ({ time: dayTime(rate.day), rate: rate.price }));
  // Even steps of whole kobo or cents, each labelled; one rate gets a range around it.
  const { domain, ticks } = niceTicks(
    rates.map((rate) => rate.price),
    { minStep: 1, count: 5 },
  );
  const days = dayTicks(rates[0]!.day, rates.at(-1)!.day, 5);
  return (
    <LineChart
      // The role="img" box around the chart names it; recharts' keyboard layer would add an
      // unnamed Tab stop (an svg role="application" tabindex=0) inside it.
      accessibilityLayer={false}
      h={240}
      data={data}
      dataKey="time"
      series={[{ name: 'rate', label: t('table.ratePer', { unit }), color: 'brand.7' }]}
      valueFormatter={(value) => formatMoney(Math.round(value), currency)}
      yAxisProps={{ width: 90, domain, ticks, interval: 0, allowDecimals: false }}
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: [days.domain[0], days.domain[1]],
        ticks: days.ticks,
        interval: 0,
        // Room for the first and last day's labels inside the chart (a phone clipped the last).
        padding: { left: 16, right: 28 },
        tickFormatter: (time: number) => shortDayLabel(time),
      }}
      tooltipProps={{
        labelFormatter: (time) => (Number.isFinite(Number(time)) ? longDayLabel(Number(time)) : ''),
      }}
      withDots={rates.length < 45}
      gridAxis="y"
    />
  );
}
