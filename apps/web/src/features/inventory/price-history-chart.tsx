import '@mantine/charts/styles.css';
import { type Currency, formatDateTime, formatMoney, type Price } from '@gas/shared';
import { LineChart } from '@mantine/charts';

// Loaded on its own (React.lazy) so recharts stays out of every other page's code.

type PriceHistoryChartProps = {
  currency: Currency;
  /** Oldest first. */
  prices: Price[];
  unit: string;
};

export default function PriceHistoryChart({ currency, prices, unit }: PriceHistoryChartProps) {
  // Plotted in minor units (whole kobo or cents) so every axis tick is a distinct amount.
  const data = prices.map((price) => ({ when: formatDateTime(price.createdUtc), price: price.amount }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="when"
      series={[{ name: 'price', label: `Price per ${unit}`, color: 'brand.7' }]}
      curveType="stepAfter"
      valueFormatter={(value) => formatMoney(Math.round(value), currency)}
      yAxisProps={{ width: 90, domain: ['auto', 'auto'], allowDecimals: false }}
      xAxisProps={{ minTickGap: 24 }}
      withDots={prices.length < 30}
      gridAxis="y"
    />
  );
}
