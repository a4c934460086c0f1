import { formatQuantity } from '@gas/shared';

const singular: Record<string, string> = { Liters: 'Liter' };

/** "Liters" -> "Liter", for prices per unit. */
export function unitSingular(unit: string): string {
  return singular[unit] ?? unit;
}

/** 12500 Liters -> "12,500 Liters"; 1 -> "1 Liter". */
export function quantityWithUnit(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${quantity === 1 ? unitSingular(unit) : unit}`;
}
