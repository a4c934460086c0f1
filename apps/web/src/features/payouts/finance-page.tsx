import type { FinanceRow } from '@gas/shared';
import { Stack } from '@mantine/core';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useFinance } from './api/get-finance.ts';

const money = (accessor: keyof FinanceRow & string, title: string): DataTableColumn<FinanceRow> => ({
  accessor,
  title,
  textAlign: 'right',
  noWrap: true,
  render: (row) => <Money minor={row[accessor] as number} currency={row.currency} />,
});

const columns: DataTableColumn<FinanceRow>[] = [
  { accessor: 'currency', title: 'Currency', card: 'title' },
  money('depositsApproved', 'Deposits approved'),
  money('payoutsPaid', 'Payouts paid'),
  money('expectedBankBalance', 'Expected bank balance'),
  money('ledgerHeld', 'Held in the ledger'),
  money('payoutsOpen', 'Payouts awaiting payment'),
];

/**
 * /admin/finance: per currency, the deposits approved (in through the bank), the payouts paid (out
 * through the bank clearing account) and the expected bank balance, which the ledger holds.
 */
export function FinancePage() {
  usePageTitle('Finance');
  const finance = useFinance();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Finance"
        description="What the platform's bank accounts should hold: deposits approved minus payouts paid. It equals what the ledger holds for parties and the platform; compare it with the bank statement."
      />
      <DataTable
        label="Finance"
        columns={columns}
        idAccessor="currency"
        {...queryTableProps(finance)}
        minWidth={820}
      />
    </Stack>
  );
}
