import '@mantine/charts/styles.css';
import { type Currency, formatCompactMoney, formatMoney } from '@gas/shared';
import { BarChart } from '@mantine/charts';
import { niceTicks } from '../lib/ticks.ts';
import type { MoneyPoint } from './money-chart.tsx';

// Loaded on its own (React.lazy) so recharts stays out of every page that draws no chart.

type MoneyChartCanvasProps = {
  currency: Currency;
  points: MoneyPoint[];
  seriesLabel: string;
  height: number;
  /** Bars across (hubs with long names) instead of columns (months). */
  isHorizontal: boolean;
};

export default function MoneyChartCanvas({
  currency,
  points,
  seriesLabel,
  height,
  isHorizontal,
}: MoneyChartCanvasProps) {
  // Plotted in minor units, as integers, so every axis tick is a distinct amount.
  const data = points.map((point) => ({ label: point.label, amount: point.amount }));
  // The amount axis: from 0 in even steps of whole naira or dollars, every tick labelled (the
  // library would drop labels it thinks crowded, and pick uneven ones).
  const { domain, ticks } = niceTicks(
    points.map((point) => point.amount),
    { includeZero: true, minStep: 100, count: 5 },
  );
  const amountAxis = {
    domain,
    ticks,
    interval: 0 as const,
    tickFormatter: (value: number) => formatCompactMoney(value, currency),
  };
  // The amount axis's (or the hubs') labels take this much of the chart's width on its left.
  const labelsWidth = isHorizontal ? 110 : 72;
  return (
    <BarChart
      // The role="img" box around the chart names it; recharts' keyboard layer would add an
      // unnamed Tab stop (an svg role="application" tabindex=0) inside it.
      accessibilityLayer={false}
      h={height}
      data={data}
      dataKey="label"
      orientation={isHorizontal ? 'vertical' : 'horizontal'}
      series={[{ name: 'amount', label: seriesLabel, color: currency === 'NGN' ? 'brand.7' : 'yellow.8' }]}
      valueFormatter={(value) => formatMoney(Math.round(value), currency)}
      tickLine="none"
      gridAxis={isHorizontal ? 'x' : 'y'}
      maxBarWidth={40}
      yAxisProps={isHorizontal ? { width: labelsWidth } : { width: labelsWidth, ...amountAxis }}
      // The tooltip stays inside the plot, beside the labels (recharts keeps it from the chart's
      // edges only when it fits): on a phone it is at most as wide as the plot, the series' name
      // wraps and the amount goes under it rather than past the card's edge, cut.
      tooltipProps={{ wrapperStyle: { maxWidth: `calc(100% - ${labelsWidth}px)` } }}
      styles={{
        tooltip: { minWidth: 0 },
        tooltipItem: { flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-sm)' },
        tooltipItemBody: { marginInlineEnd: 0 },
      }}
      xAxisProps={isHorizontal ? amountAxis : {}}
    />
  );
}
