import { type Currency, formatMoney, formatQuantity } from '@gas/shared';
import { Stack, Table, Text } from '@mantine/core';
import { lazy } from 'react';
import { ChartWithTable } from './chart-with-table.tsx';
import { Money } from './money.tsx';

const MoneyChartCanvas = lazy(() => import('./money-chart-canvas.tsx'));

/** One bar: a month ("Aug 2025") or a hub, its amount in minor units and what it counts. */
export type MoneyPoint = { key: string; label: string; amount: number; count: number; quantity?: number };

type MoneyChartProps = {
  /** Says what is plotted, e.g. "Naira (NGN) completed purchases per month". */
  title: string;
  currency: Currency;
  points: MoneyPoint[];
  /** What a bar counts, a plural in -s ("sales", "deposits"), for the table and the text alternative. */
  countLabel: string;
  /** The first column of the table alternative: Month or Hub. */
  pointLabel: string;
  height?: number;
  isHorizontal?: boolean;
  /** Whether to show a Quantity column in the table alternative. */
  hasQuantity?: boolean;
};

function summary(title: string, currency: Currency, points: MoneyPoint[], countLabel: string): string {
  // Every count label is a plural in -s: "1 sale", "3 sales".
  const counted = (count: number) =>
    `${formatQuantity(count)} ${count === 1 ? countLabel.replace(/s$/, '') : countLabel}`;
  const parts = points.map(
    (point) => `${point.label} ${formatMoney(point.amount, currency)} (${counted(point.count)})`,
  );
  return `${title}: ${parts.join(', ')}.`;
}

/**
 * A bar chart of amounts in one currency with its text alternative (the figures as the
 * chart's accessible name) and a table of the same figures on request.
 */
export function MoneyChart({
  title,
  currency,
  points,
  countLabel,
  pointLabel,
  height = 200,
  isHorizontal = false,
  hasQuantity = false,
}: MoneyChartProps) {
  return (
    <Stack gap="xs">
      <ChartWithTable
        summary={summary(title, currency, points, countLabel)}
        height={height}
        tableMinWidth={300}
        chart={
          <MoneyChartCanvas
            currency={currency}
            points={points}
            seriesLabel={title}
            height={height}
            isHorizontal={isHorizontal}
          />
        }
        table={
          <Table aria-label={title} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{pointLabel}</Table.Th>
                <Table.Th scope="col" ta="right">
                  <Text inherit tt="capitalize" span>
                    {countLabel}
                  </Text>
                </Table.Th>
                {hasQuantity && (
                  <Table.Th scope="col" ta="right">
                    Quantity
                  </Table.Th>
                )}
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => (
                <Table.Tr key={point.key}>
                  <Table.Td>{point.label}</Table.Td>
                  <Table.Td ta="right" className="tabular">
                    {formatQuantity(point.count)}
                  </Table.Td>
                  {hasQuantity && (
                    <Table.Td ta="right" className="tabular">
                      {formatQuantity(point.quantity ?? 0)}
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Money minor={point.amount} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
    </Stack>
  );
}
