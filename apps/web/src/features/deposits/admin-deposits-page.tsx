import { currencies, depositStatuses, type Payment } from '@gas/shared';
import { Stack } from '@mantine/core';
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

const columns: DataTableColumn<Payment>[] = [
  referenceColumn((payment) => paths.admin.deposit.href(payment.id)),
  { accessor: 'customer.name', title: 'Offtaker' },
  statusColumn(),
  moneyColumn('amount', 'Amount', (payment) => payment.amount),
  dateColumn('createdUtc', 'Date'),
];

/** Every offtaker's deposits (spec: /admin/deposits), newest first, filterable by status and currency. */
export function AdminDepositsPage() {
  usePageTitle('Deposits');
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
      <PageHeading
        title="Deposits"
        description="Offtakers' deposits, newest first. Open a Pending one to check its receipt and approve or reject it."
      />
      <FilterBar>
        <StatusFilter id="status-filter" statuses={depositStatuses} {...filter.filterProps('status')} />
        <CurrencyFilter id="currency-filter" {...filter.filterProps('currency')} />
      </FilterBar>
      <DataTable label="Deposits" columns={columns} {...queryTableProps(payments)} minWidth={620} />
    </Stack>
  );
}
