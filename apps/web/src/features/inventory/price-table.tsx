import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import type { Price } from './types.ts';

type PriceTableProps = {
  label: string;
  records: Price[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Names of the inventories by id: when given, an Inventory column comes first. */
  inventoryNames?: Map<string, string>;
};

/** Prices per unit, newest first; the newest in each currency is the one on offer. */
export function PriceTable({ label, records, isLoading, error, onRetry, inventoryNames }: PriceTableProps) {
  const columns: DataTableColumn<Price>[] = [
    ...(inventoryNames
      ? [
          {
            accessor: 'inventoryId',
            title: 'Inventory',
            render: (price: Price) => inventoryNames.get(price.inventoryId) ?? '—',
          },
        ]
      : []),
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      render: (price) => <Money minor={price.amount} currency={price.currency} />,
    },
    { accessor: 'currency', title: 'Currency' },
    { accessor: 'createdUtc', title: 'Created On', render: (price) => <DateTime value={price.createdUtc} /> },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      records={records}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      minWidth={inventoryNames ? 560 : 420}
    />
  );
}
