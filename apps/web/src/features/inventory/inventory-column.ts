import type { DataTableColumn } from '../../components/data-table.tsx';

/** An Inventory column first, when the list mixes inventories and their names are known. */
export function inventoryColumn<T extends { inventoryId: string }>(
  names: Map<string, string> | undefined,
): DataTableColumn<T>[] {
  if (!names) return [];
  return [
    {
      accessor: 'inventoryId',
      title: 'Inventory',
      card: 'title',
      render: (row) => names.get(row.inventoryId) ?? '—',
    },
  ];
}
