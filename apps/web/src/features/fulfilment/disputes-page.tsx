import type { Sale } from '@gas/shared';
import { Stack } from '@mantine/core';
import { dateColumn, moneyColumn, referenceColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, queryTableProps } from '../../components/data-table.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../config/paths.ts';
import { quantityWithUnit } from '../../lib/quantities.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDisputedSales } from './api/get-disputed-sales.ts';

const columns: DataTableColumn<Sale>[] = [
  referenceColumn((sale) => paths.admin.sale.href(sale.id)),
  { accessor: 'customer.name', title: 'Offtaker', cardOrder: 0 },
  { accessor: 'supplier.name', title: 'Supplier', cardOrder: 1 },
  { accessor: 'product.name', title: 'Product' },
  { accessor: 'hub.name', title: 'Hub' },
  {
    accessor: 'fulfilmentMethod',
    title: 'Terms',
    render: (sale) => (sale.fulfilmentMethod === 'delivery' ? 'Delivery' : 'Collection'),
  },
  {
    accessor: 'quantity',
    title: 'Quantity',
    textAlign: 'right',
    noWrap: true,
    render: (sale) => <span className="tabular">{quantityWithUnit(sale.quantity, sale.unit)}</span>,
  },
  moneyColumn('amount', 'Amount', (sale) => sale.amount),
  dateColumn('createdUtc', 'Placed On'),
];

/** /admin/disputes: the sales whose buyer disputed what was delivered or collected, to resolve. */
export function DisputesPage() {
  usePageTitle('Disputes');
  const disputes = useDisputedSales();
  return (
    <Stack gap="lg">
      <PageHeading
        title="Disputes"
        description="Purchases whose buyer disputed the gas delivered or collected. Open one to read the reason and resolve it: settle the delivered quantity, settle part of it, or refund all. Nothing is paid until you do."
        descriptionSize="md"
      />
      <DataTable label="Disputes" columns={columns} {...queryTableProps(disputes)} minWidth={860} />
    </Stack>
  );
}
