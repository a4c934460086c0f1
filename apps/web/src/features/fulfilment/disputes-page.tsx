import type { Sale } from '@gas/shared';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn, moneyColumn, referenceColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDisputedSales } from './api/get-disputed-sales.ts';

function disputeColumns(t: TFunction<'fulfilment'>): DataTableColumn<Sale>[] {
  return [
    referenceColumn((sale) => paths.admin.sale.href(sale.id)),
    { accessor: 'customer.name', title: t('disputes.columns.offtaker'), cardOrder: 0 },
    { accessor: 'supplier.name', title: t('disputes.columns.supplier'), cardOrder: 1 },
    { accessor: 'product.name', title: t('disputes.columns.product') },
    { accessor: 'hub.name', title: t('disputes.columns.hub') },
    {
      accessor: 'fulfilmentMethod',
      title: t('disputes.columns.terms'),
      render: (sale) =>
        sale.fulfilmentMethod === 'delivery' ? t('disputes.delivery') : t('disputes.collection'),
    },
    {
      accessor: 'quantity',
      title: t('disputes.columns.quantity'),
      textAlign: 'right',
      noWrap: true,
      render: (sale) => <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    moneyColumn('amount', t('disputes.columns.amount'), (sale) => sale.amount),
    dateColumn('createdUtc', t('disputes.columns.placedOn')),
  ];
}

/** /admin/disputes: the sales whose buyer disputed what was delivered or collected, to resolve. */
export function DisputesPage() {
  const { t } = useTranslation('fulfilment');
  usePageTitle(t('disputes.title'));
  const disputes = useDisputedSales();
  const columns = useMemo(() => disputeColumns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeading title={t('disputes.title')} description={t('disputes.description')} descriptionSize="md" />
      <DataTable
        label={t('disputes.title')}
        columns={columns}
        {...queryTableProps(disputes)}
        minWidth={860}
      />
    </Stack>
  );
}
