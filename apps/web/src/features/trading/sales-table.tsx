import type { Sale } from '@gas/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateColumn, moneyColumn, referenceColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, type ListTableProps } from '../../components/data-table.tsx';
import { ProductAndContract } from '../../components/product-contract.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';

/** Columns some lists add between Product and Quantity. */
export type ExtraColumn = 'hub' | 'customer' | 'supplier' | 'fulfilment';

const extraColumns = (t: TFunction<'trading'>): Record<ExtraColumn, DataTableColumn<Sale>> => ({
  hub: { accessor: 'hub.name', title: t('columns.hub') },
  customer: { accessor: 'customer.name', title: t('columns.offtaker') },
  supplier: { accessor: 'supplier.name', title: t('columns.supplier') },
  /** Where an approved sale's collection or delivery stands (issue 17); a dash before approval. */
  fulfilment: {
    accessor: 'fulfilmentStatus',
    title: t('columns.fulfilment'),
    render: (sale) =>
      sale.fulfilmentStatus ? <StatusBadge status={sale.fulfilmentStatus} miw="max-content" /> : '—',
  },
});

function saleColumns(
  saleHref: (id: string) => string,
  extra: ExtraColumn[],
  t: TFunction<'trading'>,
): DataTableColumn<Sale>[] {
  const extras = extraColumns(t);
  return [
    {
      accessor: 'status',
      title: t('columns.status'),
      width: 116,
      card: 'badge',
      render: (sale) => <StatusBadge status={sale.status} />,
    },
    referenceColumn((sale) => saleHref(sale.id)),
    {
      accessor: 'product.name',
      title: t('columns.product'),
      render: (sale) => <ProductAndContract product={sale.product.name} contract={sale.contract} />,
    },
    ...extra.map((column) => extras[column]),
    {
      accessor: 'quantity',
      title: t('columns.quantity'),
      textAlign: 'right',
      noWrap: true,
      render: (sale) => <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    moneyColumn('amount', t('columns.amount'), (sale) => sale.amount),
    dateColumn('createdUtc', t('columns.date')),
  ];
}

type SalesTableProps = ListTableProps<Sale> & {
  /** Where a row's reference links: the sale's detail in this area. */
  saleHref: (id: string) => string;
  extra?: ExtraColumn[];
};

/** Sales or purchases: Status, Reference (to the detail), Product, Quantity, Amount, Date. */
export function SalesTable({ saleHref, extra = [], ...table }: SalesTableProps) {
  const { t } = useTranslation('trading');
  return (
    <DataTable {...table} columns={saleColumns(saleHref, extra, t)} minWidth={720 + extra.length * 130} />
  );
}
