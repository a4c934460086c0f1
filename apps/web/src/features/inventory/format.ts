import type { Inventory } from './types.ts';

/** How an inventory is named in lists and filters: "CNG at Ajaokuta". */
export function inventoryLabel(inventory: Pick<Inventory, 'product' | 'hub'>): string {
  return `${inventory.product.name} at ${inventory.hub.name}`;
}
