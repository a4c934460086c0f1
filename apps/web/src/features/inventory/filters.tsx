import type { Inventory } from '@gas/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filters.tsx';
import { useInventories } from './api/get-inventories.ts';

type Named = { product: { name: string }; hub: { name: string } };

/** "Product at Hub" in the reader's language (the shared inventoryLabel is English only). */
export function inventoryName(t: TFunction<'inventory'>, inventory: Named): string {
  return t('inventoryAt', { product: inventory.product.name, hub: inventory.hub.name });
}

/** The inventory filter's options: "Product at Hub" for each of the supplier's inventories. */
export function inventoryOptions(
  t: TFunction<'inventory'>,
  inventories: Inventory[] | undefined,
): { value: string; label: string }[] {
  return (inventories ?? []).map((inventory) => ({
    value: inventory.id,
    label: inventoryName(t, inventory),
  }));
}

/** The supplier's inventories, and their names by id for the lists' Inventory column. */
export function useInventoryNames() {
  const { t } = useTranslation('inventory');
  const inventories = useInventories();
  const names = useMemo(
    () => new Map((inventories.data ?? []).map((inventory) => [inventory.id, inventoryName(t, inventory)])),
    [inventories.data, t],
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
  const { t } = useTranslation('inventory');
  return (
    <FilterSelect
      id="inventoryId"
      label={t('fields.inventory')}
      value={value}
      allLabel={t('filters.allInventories')}
      options={inventoryOptions(t, inventories)}
      onChange={onChange}
    />
  );
}
