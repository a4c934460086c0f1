import { currencies, type Payment } from '@gas/shared';
import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { dateColumn, moneyColumn, referenceColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { CurrencyFilter, FilterBar, oneOf, useSearchFilter } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayments } from './api/get-payments.ts';
import { NewDepositDialog } from './new-deposit-dialog.tsx';

// Positioned, so the hidden text stays inside the table's sideways scroller on phones.
const noBalance = (
  <span title="Not processed yet" style={{ position: 'relative' }}>
    —<VisuallyHidden>Not processed yet</VisuallyHidden>
  </span>
);

const columns: DataTableColumn<Payment>[] = [
  referenceColumn((payment) => paths.offtaker.deposit.href(payment.id)),
  { accessor: 'flow', title: 'Flow' },
  statusColumn(),
  moneyColumn('amount', 'Amount', (payment) => payment.amount),
  moneyColumn('prevBal', 'Previous balance', (payment) => payment.prevBal, noBalance),
  moneyColumn('currBal', 'Current balance', (payment) => payment.currBal, noBalance),
  dateColumn('createdUtc', 'Date'),
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
      <PageHeading
        title="Deposits"
        description="Your wallet statement, newest first: deposits (Credit) and purchases (Debit) with the balance before and after each."
        action={<Button onClick={creating.open}>New Deposit</Button>}
      />
      <FilterBar>
        <CurrencyFilter id="currency-filter" {...filter.filterProps('currency')} />
      </FilterBar>
      <DataTable label="Wallet statement" columns={columns} {...queryTableProps(payments)} minWidth={820} />
      <NewDepositDialog opened={isCreating} onClose={creating.close} currency={currency} />
    </Stack>
  );
}
