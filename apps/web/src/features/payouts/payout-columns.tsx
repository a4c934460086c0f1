import type { Payout } from '@gas/shared';
import { Anchor, Stack, Text } from '@mantine/core';
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
    render: (payout) =>
      payout.status === 'Paid' ? (
        <Stack gap={2} align="flex-start">
          <Text span inherit>
            {payout.bankReference}
          </Text>
          {/* The advice of what left (issue 18, point 5): issued on its first download, the same file after. */}
          <Anchor
            href={`/api/payouts/${payout.id}/advice.pdf`}
            download
            size="sm"
            aria-label={`Download the advice of ${payout.reference} (PDF)`}
          >
            Advice (PDF)
          </Anchor>
        </Stack>
      ) : (
        (payout.reason ?? '')
      ),
  },
];
