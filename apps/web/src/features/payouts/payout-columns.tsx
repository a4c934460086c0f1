import type { Payout } from '@gas/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { dateColumn, moneyColumn, statusColumn } from '../../components/columns.tsx';
import type { DataTableColumn } from '../../components/data-table.tsx';

/** The columns both the parties' list and the operators' queue show. */
export const payoutColumns = (t: TFunction<'payouts'>): DataTableColumn<Payout>[] => [
  { accessor: 'reference', title: t('columns.reference'), noWrap: true, card: 'title' },
  statusColumn(),
  moneyColumn('amount', t('columns.amount'), (payout) => payout.amount),
  {
    accessor: 'account',
    title: t('columns.bankAccount'),
    render: (payout) => `${payout.account.bankName} ${payout.account.accountNumber}`,
  },
  dateColumn('requestedUtc', t('columns.requested')),
  {
    accessor: 'bankReference',
    // A Paid payout's bank reference, or why it was rejected or cancelled: one column, named for both.
    title: t('columns.bankReferenceOrReason'),
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
            aria-label={t('adviceLabel', { reference: payout.reference })}
          >
            {t('advice')}
          </Anchor>
        </Stack>
      ) : payout.reason ? (
        t('reasonLine', { reason: payout.reason })
      ) : (
        ''
      ),
  },
];
