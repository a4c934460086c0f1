import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/data-table.tsx';

/** An Inventory column first, when the list mixes inventories and their names are known. */
export function inventoryColumn<T extends { inventoryId: string }>(
  names: Map<string, string> | undefined,
  t: TFunction<'inventory'>,
): DataTableColumn<T>[] {
  if (!names) return [];
  return [
    {
      accessor: 'inventoryId',
      title: t('fields.inventory'),
      card: 'title',
      render: (row) => names.get(row.inventoryId) ?? '—',
    },
  ];
}
