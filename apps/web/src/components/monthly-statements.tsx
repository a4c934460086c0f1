import {
  type Currency,
  currencies,
  formatDateWith,
  type MonthlyStatement,
  monthlyStatementSchema,
} from '@gas/shared';
import { Anchor, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getList, readQuery, withSearch } from '../lib/queries.ts';
import { DataTable, type DataTableColumn, queryTableProps } from './data-table.tsx';
import { Money } from './money.tsx';

// Monthly PDF statements (issue 18, point 5): one per closed Lagos month of the caller's wallet
// (the offtaker's Statement tab, the supplier's Payouts page), issued on its first download or by
// the monthly job, and the same file ever after.

/**
 * GET statements?currency: the closed months with their issued figures. Under ['payments'], so
 * what refreshes the wallet (a payout, a settlement, a deposit) refreshes it too (lib/changes.ts).
 */
const monthlyStatementsQuery = (currency: Currency) =>
  readQuery(['payments', 'monthly-statements', currency], (signal) =>
    getList(withSearch('statements', { currency }), monthlyStatementSchema, signal),
  );

/** The month's PDF. */
export const monthlyStatementHref = (currency: Currency, month: string) =>
  withSearch('/api/statements/monthly.pdf', { month, currency });

/** "2026-10" -> "October 2026" (in Hausa "Oktoba 2026"). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  // In the display locale (packages/shared/src/locale.ts): Hausa month names even where the
  // browser has no Hausa data.
  return formatDateWith(new Date(Date.UTC(year, number - 1, 1)), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const balance = (t: TFunction<'components'>, minor: number | null, currency: Currency) =>
  minor === null ? (
    <Text span c="var(--app-muted)" size="sm">
      {t('statements.shownOnceIssued')}
    </Text>
  ) : (
    <Money minor={minor} currency={currency} />
  );

const columnsIn = (t: TFunction<'components'>): DataTableColumn<MonthlyStatement>[] => [
  { accessor: 'month', title: t('statements.month'), card: 'title', render: (row) => monthLabel(row.month) },
  {
    accessor: 'opening',
    title: t('statements.opening'),
    render: (row) => balance(t, row.opening, row.currency),
  },
  {
    accessor: 'closing',
    title: t('statements.closing'),
    render: (row) => balance(t, row.closing, row.currency),
  },
  {
    accessor: 'pdf',
    title: t('statements.statement'),
    render: (row) => (
      <Anchor
        href={monthlyStatementHref(row.currency, row.month)}
        download
        aria-label={t('statements.downloadLabel', { month: monthLabel(row.month), currency: row.currency })}
      >
        {t('statements.downloadPdf')}
      </Anchor>
    ),
  },
];

/**
 * The monthly statements of the caller's wallet, newest month first: in `currency` when the page
 * has chosen one (the offtaker's Statement tab), else with a currency switch of its own.
 */
export function MonthlyStatements({ currency: given }: { currency?: Currency }) {
  const { t, i18n } = useTranslation('components');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns follow the language.
  const columns = useMemo(() => columnsIn(t), [t, i18n.language]);
  const [chosen, choose] = useState<Currency>('NGN');
  const currency = given ?? chosen;
  const statements = useQuery(monthlyStatementsQuery(currency));
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('statements.title', { currency })}
        </Title>
        {!given && (
          <SegmentedControl
            aria-label={t('statements.currency')}
            data={[...currencies]}
            value={currency}
            onChange={(value) => choose(value as Currency)}
          />
        )}
      </Group>
      <Text size="sm" c="var(--app-muted)">
        {t('statements.description')}
      </Text>
      <DataTable
        label={t('statements.table', { currency })}
        columns={columns}
        idAccessor="month"
        {...queryTableProps(statements)}
        minWidth={560}
      />
    </Stack>
  );
}
