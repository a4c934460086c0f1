import type { Price } from '@gas/shared';
import { dateColumn } from '../../components/columns.tsx';
import { DataTable, type DataTableColumn, type ListTableProps } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { inventoryColumn } from './inventory-column.ts';

type PriceTableProps = ListTableProps<Price> & {
  /** Names of the inventories by id: when given, an Inventory column comes first. */
  inventoryNames?: Map<string, string>;
};

/** Prices per unit, newest first; the newest in each currency is the one on offer. */
export function PriceTable({ inventoryNames, ...table }: PriceTableProps) {
  const columns: DataTableColumn<Price>[] = [
    ...inventoryColumn<Price>(inventoryNames),
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      render: (price) => <Money minor={price.amount} currency={price.currency} />,
    },
    { accessor: 'currency', title: 'Currency' },
    dateColumn('createdUtc', 'Created On'),
  ];
  return <DataTable {...table} columns={columns} minWidth={inventoryNames ? 560 : 420} />;
}
