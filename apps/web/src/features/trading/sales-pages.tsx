import { currencies, type Sale, saleStatuses } from '@gas/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { queryTableProps } from '../../components/data-table.tsx';
import {
  ChoiceFilter,
  CurrencyFilter,
  FilterBar,
  oneOf,
  StatusFilter,
  useSearchFilter,
} from '../../components/filters.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePartyOptions } from './api/get-party-options.ts';
import { useSales } from './api/get-sales.ts';
import { NewTransactionButton } from './new-transaction-button.tsx';
import { SalesTable } from './sales-table.tsx';

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Pending sales first (they wait for a decision), each group newest first as the server sends them. */
export function pendingFirst(sales: Sale[]): Sale[] {
  return [...sales].sort((a, b) => Number(b.status === 'Pending') - Number(a.status === 'Pending'));
}

/** /offtaker/sales: the offtaker's purchases, newest first, and the New Transaction dialog. */
export function OfftakerSalesPage() {
  const { t } = useTranslation('trading');
  usePageTitle(t('lists.sales'));
  const sales = useSales({});
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('lists.sales')}
        description={t('lists.offtakerDescription')}
        action={<NewTransactionButton />}
      />
      <SalesTable
        label={t('lists.sales')}
        {...queryTableProps(sales)}
        saleHref={paths.offtaker.sale.href}
        extra={['fulfilment']}
      />
    </Stack>
  );
}

/** /supplier/sales: sales against the supplier's inventories, Pending first, filterable by status. */
export function SupplierSalesPage() {
  const { t } = useTranslation('trading');
  usePageTitle(t('lists.sales'));
  const filter = useSearchFilter(['status'] as const);
  const status = oneOf(saleStatuses, filter.values.status);
  const sales = useSales(status ? { status } : {});
  return (
    <Stack gap="lg">
      <PageHeading title={t('lists.sales')} description={t('lists.supplierDescription')} />
      <FilterBar>
        <StatusFilter id="status-filter" statuses={saleStatuses} {...filter.filterProps('status')} />
      </FilterBar>
      <SalesTable
        label={t('lists.sales')}
        {...queryTableProps(sales)}
        records={sales.data ? pendingFirst(sales.data) : undefined}
        saleHref={paths.supplier.sale.href}
        extra={['hub', 'customer', 'fulfilment']}
      />
    </Stack>
  );
}

/** /admin/sales (titled Transactions): every sale, filterable by status, currency, supplier and offtaker. */
export function AdminSalesPage() {
  const { t } = useTranslation('trading');
  usePageTitle(t('lists.transactions'));
  const filter = useSearchFilter(['status', 'currency', 'supplierId', 'customerId'] as const);
  const status = oneOf(saleStatuses, filter.values.status);
  const currency = oneOf(currencies, filter.values.currency);
  const suppliers = usePartyOptions('clients');
  const offtakers = usePartyOptions('customers');
  // A hand-edited address with a malformed id is ignored rather than sent.
  const supplierId = isUuid(filter.values.supplierId) ? filter.values.supplierId : '';
  const customerId = isUuid(filter.values.customerId) ? filter.values.customerId : '';
  const sales = useSales({
    ...(status ? { status } : {}),
    ...(currency ? { currency } : {}),
    ...(supplierId ? { supplierId } : {}),
    ...(customerId ? { customerId } : {}),
  });
  return (
    <Stack gap="lg">
      <PageHeading title={t('lists.transactions')} description={t('lists.adminDescription')} />
      <FilterBar>
        <StatusFilter id="status-filter" statuses={saleStatuses} {...filter.filterProps('status')} />
        <CurrencyFilter id="currency-filter" {...filter.filterProps('currency')} />
        <ChoiceFilter
          id="supplier-filter"
          label={t('lists.supplier')}
          allLabel={t('lists.allSuppliers')}
          choices={suppliers}
          value={supplierId}
          onChange={(value) => filter.setValue('supplierId', value)}
        />
        <ChoiceFilter
          id="offtaker-filter"
          label={t('lists.offtaker')}
          allLabel={t('lists.allOfftakers')}
          choices={offtakers}
          value={customerId}
          onChange={(value) => filter.setValue('customerId', value)}
        />
      </FilterBar>
      <SalesTable
        label={t('lists.transactions')}
        {...queryTableProps(sales)}
        saleHref={paths.admin.sale.href}
        extra={['customer', 'supplier', 'fulfilment']}
      />
    </Stack>
  );
}
