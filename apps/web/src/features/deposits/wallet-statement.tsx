import { type Currency, currencies, type WalletStatementLine } from '@gas/shared';
import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { dateColumn, moneyColumn } from '../../components/columns.tsx';
import { CsvButton } from '../../components/csv-button.tsx';
import { DataTable, type DataTableColumn, pagedTableProps } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { MonthlyStatements } from '../../components/monthly-statements.tsx';
import { paths } from '../../config/paths.ts';
import { usePagedSearch } from '../../lib/use-paged-search.ts';
import { useWalletStatement, walletStatementCsvHref } from './api/get-wallet-statement.ts';

// The offtaker's wallet statement (issue 22, item 1): the ledger's movements of its available and
// held balances in one currency, newest first, each line's balances following on from the line
// below it, as on a bank statement.

/** A purchase's lines link to the purchase, a deposit's to the deposit; anything else is text. */
function referenceOf(line: WalletStatementLine) {
  const href = line.saleId
    ? paths.offtaker.sale.href(line.saleId)
    : line.depositId
      ? paths.offtaker.deposit.href(line.depositId)
      : undefined;
  return href ? (
    <Anchor component={Link} to={href} fw={600}>
      {line.reference}
    </Anchor>
  ) : (
    <Text component="span" fw={600} inherit>
      {line.reference}
    </Text>
  );
}

function columnsOf(t: TFunction<'deposits'>): DataTableColumn<WalletStatementLine>[] {
  return [
    dateColumn('createdUtc', t('columns.date')),
    { accessor: 'description', title: t('columns.description'), card: 'title' },
    { accessor: 'reference', title: t('columns.reference'), noWrap: true, render: referenceOf },
    moneyColumn('in', t('columns.in'), (line) => (line.available > 0 ? line.available : null)),
    moneyColumn('out', t('columns.out'), (line) => (line.available < 0 ? -line.available : null)),
    moneyColumn('availableAfter', t('columns.availableBalance'), (line) => line.availableAfter),
    moneyColumn('held', t('columns.heldChange'), (line) => (line.held === 0 ? null : line.held)),
    moneyColumn('heldAfter', t('columns.heldBalance'), (line) => line.heldAfter),
  ];
}

const filterFields = { currency: z.enum(currencies) };

/**
 * The statement of one currency's wallet (the page's currency, NGN when it shows all), paged by
 * the server with its page in the address, and its CSV.
 */
export function WalletStatement() {
  const { t } = useTranslation('deposits');
  const search = usePagedSearch(['currency'] as const, filterFields);
  const currency = (search.filters.currency || 'NGN') as Currency;
  const statement = useWalletStatement({ currency, page: search.page, pageSize: search.pageSize });
  const data = statement.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4} maw={640}>
          <Text c="var(--app-muted)" size="sm">
            {t('statement.intro', { currency })}
          </Text>
          {data && (
            <Text size="sm" aria-live="polite">
              <Trans
                t={t}
                i18nKey="statement.now"
                components={{
                  available: <Money minor={data.available} currency={data.currency} fw={700} />,
                  held: <Money minor={data.held} currency={data.currency} fw={700} />,
                }}
              />
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('statement.currency')}
            data={[...currencies]}
            value={currency}
            onChange={(value) => search.setFilter('currency', value)}
          />
          <CsvButton href={walletStatementCsvHref(currency)} />
        </Group>
      </Group>
      <DataTable
        label={t('statement.label')}
        columns={columnsOf(t)}
        records={data?.rows}
        minWidth={980}
        {...pagedTableProps(search, statement)}
      />
      <MonthlyStatements currency={currency} />
    </Stack>
  );
}
