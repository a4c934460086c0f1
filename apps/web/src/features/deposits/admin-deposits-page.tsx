import { currencies, depositStatuses, type Payment } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateColumn, moneyColumn, referenceColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import {
  CurrencyFilter,
  FilterBar,
  oneOf,
  StatusFilter,
  useSearchFilter,
} from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayments } from './api/get-payments.ts';

function columnsOf(t: TFunction<'deposits'>): DataTableColumn<Payment>[] {
  return [
    referenceColumn((payment) => paths.admin.deposit.href(payment.id)),
    { accessor: 'customer.name', title: t('columns.offtaker') },
    statusColumn(),
    moneyColumn('amount', t('columns.amount'), (payment) => payment.amount),
    dateColumn('createdUtc', t('columns.date')),
  ];
}

/** Every offtaker's deposits (spec: /admin/deposits), newest first, filterable by status and currency. */
export function AdminDepositsPage() {
  const { t } = useTranslation('deposits');
  usePageTitle(t('lists.deposits'));
  const filter = useSearchFilter(['status', 'currency'] as const);
  const status = oneOf(depositStatuses, filter.values.status);
  const currency = oneOf(currencies, filter.values.currency);
  // Deposits are the Credit lines; purchases (Debit) are settled with their sale.
  const payments = usePayments({
    flow: 'Credit',
    ...(status ? { status } : {}),
    ...(currency ? { currency } : {}),
  });

  return (
    <Stack gap="lg">
      <PageHeading title={t('lists.deposits')} description={t('lists.adminDescription')} />
      <FilterBar>
        <StatusFilter id="status-filter" statuses={depositStatuses} {...filter.filterProps('status')} />
        <CurrencyFilter id="currency-filter" {...filter.filterProps('currency')} />
      </FilterBar>
      <DataTable
        label={t('lists.deposits')}
        columns={columnsOf(t)}
        {...queryTableProps(payments)}
        minWidth={620}
      />
    </Stack>
  );
}
