import { inventoryLabel } from './format.ts';
import type { Inventory } from './types.ts';

/** The inventory filter's options: "Product · Hub" for each of the supplier's inventories. */
export function inventoryOptions(inventories: Inventory[] | undefined): { value: string; label: string }[] {
  return (inventories ?? []).map((inventory) => ({ value: inventory.id, label: inventoryLabel(inventory) }));
}
