import type { Payout } from '@gas/shared';
import { dateColumn, moneyColumn, statusColumn } from '../../components/columns.tsx';
import type { DataTableColumn } from '../../components/data-table.tsx';

/** The columns both the parties' list and the operators' queue show. */
export const payoutColumns: DataTableColumn<Payout>[] = [
  { accessor: 'reference', title: 'Reference', noWrap: true, card: 'title' },
  statusColumn(),
  moneyColumn('amount', 'Amount', (payout) => payout.amount),
  {
    accessor: 'account',
    title: 'Bank account',
    render: (payout) => `${payout.account.bankName} ${payout.account.accountNumber}`,
  },
  dateColumn('requestedUtc', 'Requested'),
  {
    accessor: 'bankReference',
    title: 'Bank reference',
    render: (payout) => payout.bankReference ?? payout.reason ?? '',
  },
];
