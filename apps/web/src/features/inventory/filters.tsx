import { type Inventory, inventoryLabel } from '@gas/shared';
import { useMemo } from 'react';
import { FilterSelect } from '../../components/filters.tsx';
import { useInventories } from './api/get-inventories.ts';

/** The inventory filter's options: "Product at Hub" for each of the supplier's inventories. */
export function inventoryOptions(inventories: Inventory[] | undefined): { value: string; label: string }[] {
  return (inventories ?? []).map((inventory) => ({ value: inventory.id, label: inventoryLabel(inventory) }));
}

/** The supplier's inventories, and their names by id for the lists' Inventory column. */
export function useInventoryNames() {
  const inventories = useInventories();
  const names = useMemo(
    () => new Map((inventories.data ?? []).map((inventory) => [inventory.id, inventoryLabel(inventory)])),
    [inventories.data],
  );
  return { inventories: inventories.data, names };
}

type InventoryFilterProps = {
  inventories: Inventory[] | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** All inventories, or one of the supplier's. */
export function InventoryFilter({ inventories, value, onChange }: InventoryFilterProps) {
  return (
    <FilterSelect
      id="inventoryId"
      label="Inventory"
      value={value}
      allLabel="All inventories"
      options={inventoryOptions(inventories)}
      onChange={onChange}
    />
  );
}
