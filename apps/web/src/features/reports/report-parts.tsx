import { type Currency, currencies } from '@gas/shared';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '../../components/csv-button.tsx';
import { MoneyChart, type MoneyPoint } from '../../components/money-chart.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageSection } from '../../components/section.tsx';
import { currencyNames } from '../../lib/currencies.ts';
import { formatMonth, monthsBetween } from '../../lib/months.ts';

type ReportHeadingProps = {
  title: string;
  description: string;
  /** The CSV of every row matching the current filters. */
  csvHref: string;
  /** Nothing to download while the filters are wrong. */
  canDownload: boolean;
};

/** The title, what the report holds, and the Download CSV link (a same-origin GET: the session cookie goes along). */
export function ReportHeading({ title, description, csvHref, canDownload }: ReportHeadingProps) {
  return (
    <PageHeading
      title={title}
      description={description}
      maw={720}
      action={<CsvButton href={csvHref} canDownload={canDownload} />}
    />
  );
}

export type TotalFigure = { label: string; value: ReactNode };

/** One card per currency with the totals of every matching row (not only the page shown). */
export function ReportTotals({
  totals,
  isLoading,
}: {
  totals: { currency: Currency; figures: TotalFigure[] }[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation('reports');
  if (isLoading || !totals) return null;
  if (totals.length === 0) return null;
  return (
    <PageSection title={t('parts.totals')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {currencies
          .map((currency) => totals.find((total) => total.currency === currency))
          .filter((total) => total !== undefined)
          .map((total) => (
            <Card
              key={total.currency}
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-label={t('parts.totalsOf', { currency: currencyNames[total.currency] })}
            >
              <Stack gap="xs">
                <Text fw={700}>{currencyNames[total.currency]}</Text>
                <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
                  {total.figures.map((figure) => (
                    <Stack key={figure.label} gap={0}>
                      <Text component="dt" size="xs" c="var(--app-muted)">
                        {figure.label}
                      </Text>
                      <Text component="dd" m={0} fw={600} className="tabular">
                        {figure.value}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
    </PageSection>
  );
}

type MonthRow = { month: string; currency: Currency; count: number; quantity?: number };

/**
 * Per currency, one bar per month from the first month with rows to the last (months without
 * rows show as zero rather than being skipped).
 */
export function monthPoints<R extends MonthRow>(
  rows: R[],
  amountOf: (row: R) => number,
): { currency: Currency; points: MoneyPoint[] }[] {
  if (rows.length === 0) return [];
  const sorted = rows.map((row) => row.month).sort();
  const months = monthsBetween(sorted[0]!, sorted[sorted.length - 1]!);
  return currencies
    .filter((currency) => rows.some((row) => row.currency === currency))
    .map((currency) => ({
      currency,
      points: months.map((month) => {
        const row = rows.find((item) => item.month === month && item.currency === currency);
        return {
          key: month,
          label: formatMonth(month),
          amount: row ? amountOf(row) : 0,
          count: row?.count ?? 0,
          quantity: row?.quantity ?? 0,
        };
      }),
    }));
}

type ReportChartsProps<R extends MonthRow> = {
  /** E.g. "Sales per month". */
  title: string;
  rows: R[] | undefined;
  amountOf: (row: R) => number;
  countLabel: string;
  hasQuantity?: boolean;
};

/** The month-by-month chart of a report, one per currency, with a table alternative each. */
export function ReportCharts<R extends MonthRow>({
  title,
  rows,
  amountOf,
  countLabel,
  hasQuantity = false,
}: ReportChartsProps<R>) {
  const { t } = useTranslation('reports');
  if (!rows || rows.length === 0) return null;
  const groups = monthPoints(rows, amountOf);
  return (
    <PageSection title={title} id="months-heading">
      <SimpleGrid cols={{ base: 1, md: groups.length > 1 ? 2 : 1 }} spacing="md">
        {groups.map((group) => (
          <Card key={group.currency} withBorder radius="md" padding="md">
            <Stack gap="xs">
              <Text fw={700}>{currencyNames[group.currency]}</Text>
              <MoneyChart
                title={`${currencyNames[group.currency]} ${title.toLowerCase()}`}
                currency={group.currency}
                points={group.points}
                countLabel={countLabel}
                pointLabel={t('parts.month')}
                hasQuantity={hasQuantity}
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
