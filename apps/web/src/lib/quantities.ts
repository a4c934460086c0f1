import { formatQuantity } from '@gas/shared';
import { i18n } from '../i18n/index.ts';

// A product's unit is data (the spec's only unit is "Liters"); its words come from the common
// catalogue, so "12,500 Liters" reads "lita 12,500" in Hausa. An unknown unit shows as sent.

const knownUnits = ['Liters'] as const;
type KnownUnit = (typeof knownUnits)[number];
const isKnownUnit = (unit: string): unit is KnownUnit => (knownUnits as readonly string[]).includes(unit);

/** "Liters" -> "Liter" (Hausa "lita"), for prices per unit. */
export function unitSingular(unit: string): string {
  return isKnownUnit(unit) ? i18n.t(`unitSingular.${unit}`, { ns: 'common' }) : unit;
}

/** 12500 Liters -> "12,500 Liters"; 1 -> "1 Liter" (Hausa: "lita 12,500"). */
export function quantityWithUnit(quantity: number, unit: string): string {
  const formatted = formatQuantity(quantity);
  if (!isKnownUnit(unit)) return `${formatted} ${unit}`;
  return i18n.t(`units.${unit}`, { ns: 'common', count: quantity, quantity: formatted });
}
