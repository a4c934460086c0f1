import { type Currency, currencies, type Payment } from '@gas/shared';
import { Button, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn, moneyColumn, referenceColumn, statusColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { CurrencyFilter, FilterBar, oneOf, useSearchFilter } from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePayments } from './api/get-payments.ts';
import { NewDepositDialog } from './new-deposit-dialog.tsx';
import { WalletStatement } from './wallet-statement.tsx';

// Positioned, so the hidden text stays inside the table's sideways scroller on phones.
function NoBalance() {
  const { t } = useTranslation('deposits');
  return (
    <span title={t('lists.notProcessed')} style={{ position: 'relative' }}>
      —<VisuallyHidden>{t('lists.notProcessed')}</VisuallyHidden>
    </span>
  );
}
const noBalance = <NoBalance />;

function columnsOf(t: TFunction<'deposits'>): DataTableColumn<Payment>[] {
  return [
    referenceColumn((payment) => paths.offtaker.deposit.href(payment.id)),
    { accessor: 'flow', title: t('columns.flow'), render: (payment) => t(`flows.${payment.flow}`) },
    statusColumn(),
    moneyColumn('amount', t('columns.amount'), (payment) => payment.amount),
    moneyColumn('prevBal', t('columns.previousBalance'), (payment) => payment.prevBal, noBalance),
    moneyColumn('currBal', t('columns.currentBalance'), (payment) => payment.currBal, noBalance),
    dateColumn('createdUtc', t('columns.date')),
  ];
}

const views = ['deposits', 'statement'] as const;

/** The spec's list, read only while its tab is open (the statement tab reads the ledger instead). */
function DepositsAndPurchases({ currency, filter }: { currency: Currency | undefined; filter: ReactNode }) {
  const { t } = useTranslation('deposits');
  const payments = usePayments(currency ? { currency } : {});
  return (
    <Stack gap="lg">
      <FilterBar>{filter}</FilterBar>
      <DataTable
        label={t('lists.depositsAndPurchases')}
        columns={columnsOf(t)}
        {...queryTableProps(payments)}
        minWidth={820}
      />
    </Stack>
  );
}

/**
 * /offtaker/deposits: the spec's list of deposits and purchases (Payment lines, with prevBal and
 * currBal), and beside it the wallet's statement from the ledger (?view=statement), where holds,
 * releases and settlements are lines of their own and every balance follows on.
 */
export function OfftakerDepositsPage() {
  const { t } = useTranslation('deposits');
  usePageTitle(t('lists.deposits'));
  const filter = useSearchFilter(['currency', 'view'] as const);
  const currency = oneOf(currencies, filter.values.currency);
  const view = oneOf(views, filter.values.view) ?? 'deposits';
  const [isCreating, creating] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <PageHeading
        title={t('lists.deposits')}
        description={t('lists.offtakerDescription')}
        action={<Button onClick={creating.open}>{t('lists.newDeposit')}</Button>}
      />
      <Tabs
        value={view}
        onChange={(next) => filter.setValue('view', next === 'statement' ? next : '')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('lists.depositsOrStatement')} mb="md">
          <Tabs.Tab value="deposits">{t('lists.depositsAndPurchases')}</Tabs.Tab>
          <Tabs.Tab value="statement">{t('lists.statement')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="deposits">
          <DepositsAndPurchases
            currency={currency}
            filter={<CurrencyFilter id="currency-filter" {...filter.filterProps('currency')} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="statement">
          <WalletStatement />
        </Tabs.Panel>
      </Tabs>
      <NewDepositDialog opened={isCreating} onClose={creating.close} currency={currency} />
    </Stack>
  );
}
