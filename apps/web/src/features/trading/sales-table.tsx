import type { Sale } from '@gas/shared';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { quantityWithUnit } from '../../lib/quantities.ts';

/** Columns some lists add between Product and Quantity. */
export type ExtraColumn = 'hub' | 'customer' | 'supplier';

const extraColumns: Record<ExtraColumn, DataTableColumn<Sale>> = {
  hub: { accessor: 'hub.name', title: 'Hub' },
  customer: { accessor: 'customer.name', title: 'Offtaker' },
  supplier: { accessor: 'supplier.name', title: 'Supplier' },
};

function saleColumns(saleHref: (id: string) => string, extra: ExtraColumn[]): DataTableColumn<Sale>[] {
  return [
    {
      accessor: 'status',
      title: 'Status',
      width: 116,
      render: (sale) => <StatusBadge status={sale.status} />,
    },
    {
      accessor: 'reference',
      title: 'Reference',
      noWrap: true,
      render: (sale) => (
        <Anchor component={Link} to={saleHref(sale.id)} fw={600}>
          {sale.reference}
        </Anchor>
      ),
    },
    { accessor: 'product.name', title: 'Product' },
    ...extra.map((column) => extraColumns[column]),
    {
      accessor: 'quantity',
      title: 'Quantity',
      textAlign: 'right',
      noWrap: true,
      render: (sale) => <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
    },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (sale) => <Money minor={sale.amount} currency={sale.currency} />,
    },
    {
      accessor: 'createdUtc',
      title: 'Date',
      noWrap: true,
      render: (sale) => <DateTime value={sale.createdUtc} />,
    },
  ];
}

type SalesTableProps = {
  label: string;
  records: Sale[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Where a row's reference links: the sale's detail in this area. */
  saleHref: (id: string) => string;
  extra?: ExtraColumn[];
};

/** Sales or purchases: Status, Reference (to the detail), Product, Quantity, Amount, Date. */
export function SalesTable({
  label,
  records,
  isLoading,
  error,
  onRetry,
  saleHref,
  extra = [],
}: SalesTableProps) {
  return (
    <DataTable
      label={label}
      columns={saleColumns(saleHref, extra)}
      records={records}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      minWidth={720 + extra.length * 130}
    />
  );
}
