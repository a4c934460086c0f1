import {
  type Currency,
  type CurrencyFigure,
  currencies,
  dashboardMonthsShown,
  formatMoney,
  formatQuantity,
  type MonthFigure,
} from '@gas/shared';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-states.tsx';
import { Money } from '../../components/money.tsx';
import { MoneyChart, type MoneyPoint } from '../../components/money-chart.tsx';
import { currencyNames } from '../../lib/currencies.ts';
import { formatMonth, lastMonths } from '../../lib/months.ts';

/** What a dashboard counts. */
export type CountNoun = 'purchase' | 'sale' | 'deposit' | 'dispute';

/** "1 sale", "3 sales", in the reader's language. */
export function countOf(t: TFunction<'dashboard'>, count: number, noun: CountNoun): string {
  return t(`count.${noun}`, { count, formatted: formatQuantity(count) });
}

/** From 1,000 (naira or dollars) up, amounts are compact; below, exact. In minor units. */
export const compactFrom = 100_000;

/**
 * A compact amount (₦1.2M) with the exact one on hover and for screen readers; under 1,000 the
 * exact amount ($37.70), as compact figures would only drop a trailing 0 ("$37.7").
 */
export function CompactMoney({ minor, currency }: { minor: number; currency: Currency }) {
  if (Math.abs(minor) < compactFrom) return <Money minor={minor} currency={currency} />;
  return (
    <>
      <Money minor={minor} currency={currency} isCompact aria-hidden />
      <VisuallyHidden>{formatMoney(minor, currency)}</VisuallyHidden>
    </>
  );
}

/** The dashboard's query as its cards need it. */
type FiguresQuery<T> = { data: T | undefined; error: Error | null; refetch: () => unknown };

type FiguresStateProps<T> = {
  query: FiguresQuery<T>;
  /** The figures from the dashboard's answer (null: an answer for another role, shown as none). */
  children: (data: T) => ReactNode;
};

/** Loading... or the error with a retry, else the figures. */
export function FiguresState<T>({ query, children }: FiguresStateProps<T>) {
  const { t } = useTranslation('dashboard');
  if (query.error) {
    return <LoadError title={t('loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return (
      <Text c="dimmed" role="status">
        {t('loading')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}

type DashboardCardProps<T> = FiguresStateProps<T> & {
  title: string;
  /** Where the list behind the figures is, e.g. the pending sales. */
  link?: { href: string; label: string };
};

/** A titled card of a dashboard, its figures, and a link to the list behind them. */
export function DashboardCard<T>({ title, link, query, children }: DashboardCardProps<T>) {
  // Not derived from the title: a translated title may have no Latin letters to make an id of.
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text id={headingId} fw={700}>
            {title}
          </Text>
          {link && (
            <Anchor component={Link} to={link.href} size="sm" ta="right">
              {link.label}
            </Anchor>
          )}
        </Group>
        <FiguresState query={query}>{children}</FiguresState>
      </Stack>
    </Card>
  );
}

/** A muted sentence that says what an empty figure means and what to do. */
export function EmptyHint({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="var(--app-muted)">
      {children}
    </Text>
  );
}

type CurrencyFiguresProps = {
  figures: CurrencyFigure[];
  /** What is counted. */
  noun: CountNoun;
  /** Said when nothing is counted in any currency. */
  empty: ReactNode;
};

/** One line per currency with something in it: the compact amount and how many. */
export function CurrencyFigures({ figures, noun, empty }: CurrencyFiguresProps) {
  const { t } = useTranslation('dashboard');
  const present = currencies
    .map((currency) => figures.find((figure) => figure.currency === currency))
    .filter((figure): figure is CurrencyFigure => figure !== undefined && figure.count > 0);
  if (present.length === 0) return <EmptyHint>{empty}</EmptyHint>;
  return (
    <Stack component="dl" gap="xs" m={0}>
      {present.map((figure) => (
        <div key={figure.currency}>
          <Text component="dt" size="xs" c="var(--app-muted)">
            {currencyNames[figure.currency]}
          </Text>
          <Group component="dd" m={0} gap="xs" align="baseline" wrap="wrap">
            <Text component="span" fz={26} fw={700} lh={1.2}>
              <CompactMoney minor={figure.amount} currency={figure.currency} />
            </Text>
            <Text component="span" size="sm" c="var(--app-muted)">
              {countOf(t, figure.count, noun)}
            </Text>
          </Group>
        </div>
      ))}
    </Stack>
  );
}

/** Per currency, the last six Lagos months (months without sales at zero), oldest first. */
export function lastSixMonths(rows: MonthFigure[], now: Date = new Date()) {
  const months = lastMonths(dashboardMonthsShown, now);
  return currencies
    .filter((currency) => rows.some((row) => row.currency === currency && row.count > 0))
    .map((currency) => ({
      currency,
      points: months.map((month): MoneyPoint => {
        const row = rows.find((item) => item.month === month && item.currency === currency);
        return {
          key: month,
          label: formatMonth(month),
          amount: row?.amount ?? 0,
          count: row?.count ?? 0,
          quantity: row?.quantity ?? 0,
        };
      }),
    }));
}

type MonthlyFiguresProps = {
  rows: MonthFigure[];
  /** E.g. "completed purchases per month". */
  chartTitle: string;
  /** What a bar counts. */
  noun: 'purchase' | 'sale';
  empty: ReactNode;
};

/** This month's figure per currency and a chart of the last six months, one per currency. */
export function MonthlyFigures({ rows, chartTitle, noun, empty }: MonthlyFiguresProps) {
  const { t } = useTranslation('dashboard');
  const groups = lastSixMonths(rows);
  if (groups.length === 0) return <EmptyHint>{empty}</EmptyHint>;
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const thisMonth = group.points[group.points.length - 1]!;
        return (
          <Stack key={group.currency} gap={6}>
            <Group gap="xs" align="baseline" wrap="wrap">
              <Text size="sm" c="var(--app-muted)">
                {t('thisMonth', { currency: currencyNames[group.currency] })}
              </Text>
              <Text component="span" fw={700} fz={20}>
                <CompactMoney minor={thisMonth.amount} currency={group.currency} />
              </Text>
              <Text component="span" size="sm" c="var(--app-muted)">
                ({countOf(t, thisMonth.count, noun)})
              </Text>
            </Group>
            <MoneyChart
              title={t('chartTitle', { currency: currencyNames[group.currency], what: chartTitle })}
              currency={group.currency}
              points={group.points}
              countLabel={t(`countLabel.${noun}s`)}
              pointLabel={t('month')}
              height={160}
              hasQuantity
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

type CardLink = { href: string; label: string };

type TradeCardsProps = {
  /** An offtaker's or a supplier's dashboard: what waits for a decision and what was approved per month. */
  query: FiguresQuery<{
    pending: CurrencyFigure[];
    completedByMonth: MonthFigure[];
    inFulfilment?: CurrencyFigure[] | undefined;
  } | null>;
  pending: { title: string; link: CardLink; noun: CountNoun; empty: string };
  completed: { link: CardLink; chartTitle: string; noun: 'purchase' | 'sale'; empty: string };
  /** Approved sales being collected or delivered, not yet settled (issue 17). */
  inFulfilment?: { link: CardLink; noun: CountNoun; empty: string };
};

/** The Pending and Completed cards an offtaker's and a supplier's dashboards open with. */
export function TradeCards({ query, pending, completed, inFulfilment }: TradeCardsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <CardGrid cols={inFulfilment ? 3 : 2}>
      <DashboardCard title={pending.title} link={pending.link} query={query}>
        {(data) => (
          <CurrencyFigures figures={data?.pending ?? []} noun={pending.noun} empty={pending.empty} />
        )}
      </DashboardCard>
      <DashboardCard title={t('cards.completed')} link={completed.link} query={query}>
        {(data) => (
          <MonthlyFigures
            rows={data?.completedByMonth ?? []}
            chartTitle={completed.chartTitle}
            noun={completed.noun}
            empty={completed.empty}
          />
        )}
      </DashboardCard>
      {inFulfilment && (
        <DashboardCard title={t('cards.inFulfilment')} link={inFulfilment.link} query={query}>
          {(data) => (
            <CurrencyFigures
              figures={data?.inFulfilment ?? []}
              noun={inFulfilment.noun}
              empty={inFulfilment.empty}
            />
          )}
        </DashboardCard>
      )}
    </CardGrid>
  );
}

export function CardGrid({ children, cols = 2 }: { children: ReactNode; cols?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
