import { formatQuantity } from '@gas/shared';
import type { Inventory } from './types.ts';

const singular: Record<string, string> = { Liters: 'Liter' };

/** 12500 Liters -> "12,500 Liters"; 1 -> "1 Liter". */
export function formatStockQuantity(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${quantity === 1 ? (singular[unit] ?? unit) : unit}`;
}

/** "Liters" -> "Liter", for prices per unit. */
export function unitSingular(unit: string): string {
  return singular[unit] ?? unit;
}

/** How an inventory is named in lists and filters: "CNG at Ajaokuta". */
export function inventoryLabel(inventory: Pick<Inventory, 'product' | 'hub'>): string {
  return `${inventory.product.name} at ${inventory.hub.name}`;
}
