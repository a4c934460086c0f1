import { currencies } from '@gas/shared';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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
import { NewDepositDialog } from './new-deposit-dialog.tsx';
import type { Payment } from './types.ts';

// Positioned, so the hidden text stays inside the table's sideways scroller on phones.
const noBalance = (
  <span title="Not processed yet" style={{ position: 'relative' }}>
    —<VisuallyHidden>Not processed yet</VisuallyHidden>
  </span>
);

const columns: DataTableColumn<Payment>[] = [
  {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
    render: (payment) => (
      <Anchor component={Link} to={paths.offtaker.deposit.href(payment.id)} fw={600}>
        {payment.reference}
      </Anchor>
    ),
  },
  { accessor: 'flow', title: 'Flow' },
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
    accessor: 'prevBal',
    title: 'Previous balance',
    textAlign: 'right',
    noWrap: true,
    render: (payment) =>
      payment.prevBal === null ? noBalance : <Money minor={payment.prevBal} currency={payment.currency} />,
  },
  {
    accessor: 'currBal',
    title: 'Current balance',
    textAlign: 'right',
    noWrap: true,
    render: (payment) =>
      payment.currBal === null ? noBalance : <Money minor={payment.currBal} currency={payment.currency} />,
  },
  {
    accessor: 'createdUtc',
    title: 'Date',
    noWrap: true,
    render: (payment) => <DateTime value={payment.createdUtc} />,
  },
];

/** The offtaker's wallet statement (spec: /offtaker/deposits): deposits and purchases, newest first. */
export function OfftakerDepositsPage() {
  usePageTitle('Deposits');
  const filter = useSearchFilter(['currency'] as const);
  const currency = oneOf(currencies, filter.values.currency);
  const payments = usePayments(currency ? { currency } : {});
  const [isCreating, creating] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Deposits
          </Title>
          <Text c="var(--app-muted)" size="sm">
            Your wallet statement, newest first: deposits (Credit) and purchases (Debit) with the balance
            before and after each.
          </Text>
        </Stack>
        <Button onClick={creating.open}>New Deposit</Button>
      </Group>
      <FilterBar>
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
        label="Wallet statement"
        columns={columns}
        records={payments.data}
        isLoading={payments.isPending}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        minWidth={820}
      />
      <NewDepositDialog opened={isCreating} onClose={creating.close} currency={currency} />
    </Stack>
  );
}
