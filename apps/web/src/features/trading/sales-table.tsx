import type { Sale } from '@gas/shared';
import { dateColumn, moneyColumn, referenceColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, type ListTableProps } from '../../components/data-table.tsx';
import { ProductAndContract } from '../../components/product-contract.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';

/** Columns some lists add between Product and Quantity. */
export type ExtraColumn = 'hub' | 'customer' | 'supplier' | 'fulfilment';

const extraColumns: Record<ExtraColumn, DataTableColumn<Sale>> = {
  hub: { accessor: 'hub.name', title: 'Hub' },
  customer: { accessor: 'customer.name', title: 'Offtaker' },
  supplier: { accessor: 'supplier.name', title: 'Supplier' },
  /** Where an approved sale's collection or delivery stands (issue 17); a dash before approval. */
  fulfilment: {
    accessor: 'fulfilmentStatus',
    title: 'Fulfilment',
    render: (sale) =>
      sale.fulfilmentStatus ? <StatusBadge status={sale.fulfilmentStatus} miw="max-content" /> : '—',
  },
};

function saleColumns(saleHref: (id: string) => string, extra: ExtraColumn[]): DataTableColumn<Sale>[] {
  return [
    {
      accessor: 'status',
      title: 'Status',
      width: 116,
      card: 'badge',
      render: (sale) => <StatusBadge status={sale.status} />,
    },
    referenceColumn((sale) => saleHref(sale.id)),
    {
      accessor: 'product.name',
      title: 'Product',
      render: (sale) => <ProductAndContract product={sale.product.name} contract={sale.contract} />,
    },
    ...extra.map((column) => extraColumns[column]),
    {
      accessor: 'quantity',
      title: 'Quantity',
      textAlign: 'right',
      noWrap: true,
      render: (sale) => <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    moneyColumn('amount', 'Amount', (sale) => sale.amount),
    dateColumn('createdUtc', 'Date'),
  ];
}

type SalesTableProps = ListTableProps<Sale> & {
  /** Where a row's reference links: the sale's detail in this area. */
  saleHref: (id: string) => string;
  extra?: ExtraColumn[];
};

/** Sales or purchases: Status, Reference (to the detail), Product, Quantity, Amount, Date. */
export function SalesTable({ saleHref, extra = [], ...table }: SalesTableProps) {
  return <DataTable {...table} columns={saleColumns(saleHref, extra)} minWidth={720 + extra.length * 130} />;
}
