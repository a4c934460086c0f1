import '@mantine/charts/styles.css';
import { type Currency, formatDateTime, formatMoney, type Price } from '@gas/shared';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { niceTicks } from '../../lib/ticks.ts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

type PriceHistoryChartProps = {
  currency: Currency;
  /** Oldest first. */
  prices: Price[];
  unit: string;
};

export default function PriceHistoryChart({ currency, prices, unit }: PriceHistoryChartProps) {
  const { t } = useTranslation('inventory');
  // Plotted in minor units (whole kobo or cents) so every axis tick is a distinct amount.
  const data = prices.map((price) => ({ when: formatDateTime(price.createdUtc), price: price.amount }));
  // Even steps of whole kobo or cents, every one labelled; one price (or several equal ones)
  // gets a range around it rather than a sliver of a kobo either side.
  const { domain, ticks } = niceTicks(
    prices.map((price) => price.amount),
    { minStep: 1, count: 5 },
  );
  return (
    <LineChart
      // The role="img" box around the chart names it; recharts' keyboard layer would add an
      // unnamed Tab stop (an svg role="application" tabindex=0) inside it.
      accessibilityLayer={false}
      h={220}
      data={data}
      dataKey="when"
      series={[{ name: 'price', label: t('history.pricePer', { unit }), color: 'brand.7' }]}
      curveType="stepAfter"
      valueFormatter={(value) => formatMoney(Math.round(value), currency)}
      yAxisProps={{ width: 90, domain, ticks, interval: 0, allowDecimals: false }}
      xAxisProps={{ minTickGap: 24 }}
      withDots={prices.length < 30}
      gridAxis="y"
    />
  );
}
