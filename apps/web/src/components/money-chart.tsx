import { type Currency, formatMoney, formatQuantity } from '@gas/shared';
import { Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
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

type SummaryOf = { title: string; currency: Currency; points: MoneyPoint[]; countLabel: string };

function summary(t: TFunction<'components'>, { title, currency, points, countLabel }: SummaryOf): string {
  // An English count label is a plural in -s: "1 sale", "3 sales". Another language's is left whole.
  const counted = (count: number) =>
    `${formatQuantity(count)} ${count === 1 ? countLabel.replace(/s$/, '') : countLabel}`;
  const parts = points.map((point) =>
    t('chart.point', {
      label: point.label,
      amount: formatMoney(point.amount, currency),
      counted: counted(point.count),
    }),
  );
  return t('chart.summary', { title, parts: parts.join(', ') });
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
  const { t } = useTranslation('components');
  return (
    <Stack gap="xs">
      <ChartWithTable
        summary={summary(t, { title, currency, points, countLabel })}
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
                    {t('chart.quantity')}
                  </Table.Th>
                )}
                <Table.Th scope="col" ta="right">
                  {t('chart.amount')}
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
