import type { FinanceRow } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

const columns = (t: TFunction<'payouts'>): DataTableColumn<FinanceRow>[] => [
  { accessor: 'currency', title: t('finance.currency'), card: 'title' },
  money('depositsApproved', t('finance.depositsApproved')),
  money('payoutsPaid', t('finance.payoutsPaid')),
  money('expectedBankBalance', t('finance.expectedBankBalance')),
  money('ledgerHeld', t('finance.ledgerHeld')),
  money('payoutsOpen', t('finance.payoutsOpen')),
];

/**
 * /admin/finance: per currency, the deposits approved (in through the bank), the payouts paid (out
 * through the bank clearing account) and the expected bank balance, which the ledger holds.
 */
export function FinancePage() {
  const { t } = useTranslation('payouts');
  usePageTitle(t('finance.title'));
  const finance = useFinance();
  return (
    <Stack gap="lg">
      <PageHeading title={t('finance.title')} description={t('finance.description')} />
      <DataTable
        label={t('finance.title')}
        columns={columns(t)}
        idAccessor="currency"
        {...queryTableProps(finance)}
        minWidth={820}
      />
    </Stack>
  );
}
