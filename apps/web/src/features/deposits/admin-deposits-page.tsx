import { currencies } from '@gas/shared';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import {
  currencyOptions,
  FilterBar,
  FilterSelect,
  oneOf,
  useSearchFilter,
} from '../../components/filters.tsx';
import { Money } from '../../components/money.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayments } from './api/get-payments.ts';
import { depositStatuses, type Payment } from './types.ts';

const columns: DataTableColumn<Payment>[] = [
  {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
    render: (payment) => (
      <Anchor component={Link} to={paths.admin.deposit.href(payment.id)} fw={600}>
        {payment.reference}
      </Anchor>
    ),
  },
  { accessor: 'customer.name', title: 'Offtaker' },
  {
    accessor: 'status',
    title: 'Status',
    render: (payment) => <StatusBadge status={payment.status} miw="max-content" />,
  },
  {
    accessor: 'amount',
    title: 'Amount',
    textAlign: 'right',
    noWrap: true,
    render: (payment) => <Money minor={payment.amount} currency={payment.currency} />,
  },
  {
    accessor: 'createdUtc',
    title: 'Date',
    noWrap: true,
    render: (payment) => <DateTime value={payment.createdUtc} />,
  },
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
      <Stack gap={4}>
        <Title order={1} size="h2">
          Deposits
        </Title>
        <Text c="var(--app-muted)" size="sm">
          Offtakers' deposits, newest first. Open a Pending one to check its receipt and approve or reject it.
        </Text>
      </Stack>
      <FilterBar>
        <FilterSelect
          id="status-filter"
          label="Status"
          value={status ?? ''}
          allLabel="All statuses"
          options={depositStatuses.map((value) => ({ value, label: value }))}
          onChange={(value) => filter.setValue('status', value)}
        />
        <FilterSelect
          id="currency-filter"
          label="Currency"
          value={currency ?? ''}
          allLabel="All currencies"
          options={currencyOptions}
          onChange={(value) => filter.setValue('currency', value)}
        />
      </FilterBar>
      <DataTable
        label="Deposits"
        columns={columns}
        records={payments.data}
        isLoading={payments.isPending}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        minWidth={620}
      />
    </Stack>
  );
}
