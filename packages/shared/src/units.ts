import { z } from 'zod';
import { numberFormat } from './locale.ts';
import { type Currency, formatMoney } from './money.ts';

// Gas units (issue 19, point 6). Products are traded, stocked and priced in litres (the spec's
// only unit, "Liters"); an operator gives each product three conversion factors, so a quantity or
// a price can also be read in standard cubic metres, kilograms and MMBtu. Every conversion in the
// platform goes through this file.
//
// Exactness: a factor is kept as a whole number of nano-units per litre (0.0235 MMBtu/L is
// 23_500_000), never as a float: decimal factors like 0.0235 have no exact binary form, and a
// float factor would make a price shown per MMBtu depend on the order of operations. Nine decimal
// places give at least five significant figures to the smallest plausible factor (CNG's ~0.0086
// MMBtu per litre of cylinder), far beyond what a published factor is known to. The API carries a
// factor as a decimal string ("0.0235"), so nothing on the way is a float either. Arithmetic is
// done in BigInt and rounded once, at the end.
//
// Rounding: half up (half away from zero). A converted figure is shown, never summed again: a
// total (the MMBtu of a report) is converted from the exact total litres in one step, so the
// bias half-even avoids cannot build up, and half up is what a person checking with a calculator
// expects.

/** The units a product's quantity and price can also be read in. */
export const gasUnits = ['scm', 'kg', 'MMBtu'] as const;
export type GasUnit = (typeof gasUnits)[number];

/** What a selector offers: litres (the product's own unit) first. */
export const displayUnits = ['L', ...gasUnits] as const;
export type DisplayUnit = (typeof displayUnits)[number];

export const displayUnitNames: Record<DisplayUnit, string> = {
  L: 'Litres',
  scm: 'Standard m³ (scm)',
  kg: 'Kilograms (kg)',
  MMBtu: 'MMBtu',
};

/** A factor's decimal places: factors are whole nano-units per litre. */
export const factorDecimals = 9;
const factorScale = 10n ** BigInt(factorDecimals);
/** No gas comes near 10 of any of these units per litre (LNG: 0.6 scm, 0.45 kg): a typo, e.g. per m³. */
export const maxFactorPerLitre = 10;

/** A converted quantity is kept in thousandths of its unit (0.001 MMBtu is about 0.1 L of CNG). */
export const unitQuantityDecimals = 3;
const quantityScale = 10n ** BigInt(unitQuantityDecimals);

/** A product's factors, in nano-units per litre. */
export type UnitFactors = Record<GasUnit, bigint>;

/** n / d rounded half away from zero; d > 0. */
export function divideRoundingHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('The divisor must be positive');
  if (n < 0n) return -divideRoundingHalfUp(-n, d);
  return (2n * n + d) / (2n * d);
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('The converted figure is too large');
  return result;
}

function whole(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number`);
  return BigInt(value);
}

function positive(factor: bigint): bigint {
  if (factor <= 0n) throw new RangeError('A conversion factor must be above zero');
  return factor;
}

/** "0.0235" -> 23500000n; null when it is not a decimal above 0 with at most 9 places, at most 10. */
export function parseFactor(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!match) return null;
  const nano = BigInt(match[1]!) * factorScale + BigInt((match[2] ?? '').padEnd(factorDecimals, '0'));
  if (nano <= 0n || nano > BigInt(maxFactorPerLitre) * factorScale) return null;
  return nano;
}

/** 23500000n -> "0.0235": the shortest exact decimal, as the API carries it. */
export function formatFactor(nano: bigint): string {
  const integer = nano / factorScale;
  const fraction = (nano % factorScale).toString().padStart(factorDecimals, '0').replace(/0+$/, '');
  return fraction ? `${integer}.${fraction}` : `${integer}`;
}

/** Whole litres -> thousandths of the unit, rounded half up. */
export function litresToUnit(litres: number, factor: bigint): number {
  const exact = whole(litres, 'Litres') * positive(factor) * quantityScale;
  return toSafeNumber(divideRoundingHalfUp(exact, factorScale));
}

/** Thousandths of the unit -> whole litres, rounded half up. */
export function unitToLitres(thousandths: number, factor: bigint): number {
  const exact = whole(thousandths, 'A quantity') * factorScale;
  return toSafeNumber(divideRoundingHalfUp(exact, positive(factor) * quantityScale));
}

/** A price per litre in minor units -> per unit (one unit is 1/factor litres), rounded half up. */
export function pricePerUnit(minorPerLitre: number, factor: bigint): number {
  const exact = whole(minorPerLitre, 'A price') * factorScale;
  return toSafeNumber(divideRoundingHalfUp(exact, positive(factor)));
}

/** A price per unit in minor units -> per litre, rounded half up. */
export function pricePerLitre(minorPerUnit: number, factor: bigint): number {
  const exact = whole(minorPerUnit, 'A price') * positive(factor);
  return toSafeNumber(divideRoundingHalfUp(exact, factorScale));
}

/**
 * The energy (or mass, or volume) of several products' litres, in thousandths of the unit: the
 * exact sum, rounded once, so a total never differs from its lines by accumulated rounding.
 */
export function totalInUnit(lines: readonly { litres: number; factor: bigint }[]): number {
  let exact = 0n;
  for (const line of lines) exact += whole(line.litres, 'Litres') * positive(line.factor) * quantityScale;
  return toSafeNumber(divideRoundingHalfUp(exact, factorScale));
}

// In the display locale (locale.ts): the same digits and grouping in English and Hausa.
const quantityOptions = { maximumFractionDigits: unitQuantityDecimals };
const litreOptions = { maximumFractionDigits: 0 };
const quantityFormat = { format: (value: number) => numberFormat(undefined, quantityOptions).format(value) };
const litreFormat = { format: (value: number) => numberFormat(undefined, litreOptions).format(value) };

/** 235000 MMBtu thousandths -> "235 MMBtu"; 8 -> "0.008 MMBtu". */
export function formatUnitQuantity(thousandths: number, unit: GasUnit): string {
  return `${quantityFormat.format(thousandths / Number(quantityScale))} ${unit}`;
}

/** A quantity in litres shown in `unit`: "10,000 L", or "6,000 scm". */
export function formatQuantityIn(litres: number, unit: DisplayUnit, factors: UnitFactors): string {
  if (unit === 'L') return `${litreFormat.format(litres)} L`;
  return formatUnitQuantity(litresToUnit(litres, factors[unit]), unit);
}

/** A price per litre shown per `unit`: "₦250.00/L", or "₦29,069.77/MMBtu". */
export function formatPriceIn(
  minorPerLitre: number,
  currency: Currency,
  unit: DisplayUnit,
  factors: UnitFactors,
): string {
  const minor = unit === 'L' ? minorPerLitre : pricePerUnit(minorPerLitre, factors[unit]);
  return `${formatMoney(minor, currency)}/${unit}`;
}

// The contract: what GET products/units answers and PUT products/{id}/units takes.

export const unitFactorFields = { scm: 'scmPerLitre', kg: 'kgPerLitre', MMBtu: 'mmbtuPerLitre' } as const;
export const unitFactorLabels = {
  scmPerLitre: 'scm per litre',
  kgPerLitre: 'kg per litre',
  mmbtuPerLitre: 'MMBtu per litre',
} as const;

/** A factor as text: digits, optionally a point and up to 9 more (range checked after). */
const factorPattern = /^\d{1,3}(?:\.\d{1,9})?$/;

function factorField(label: string) {
  const required = `${label} is required`;
  const refused = `${label} must be a number above 0 and at most ${maxFactorPerLitre}, with at most ${factorDecimals} decimal places`;
  return (
    z
      // Text, not a JSON number: 0.0235 as a number is already not exact.
      .string({
        error: (issue) =>
          issue.input === undefined ? required : `${label} must be written as text, e.g. "0.45"`,
      })
      .trim()
      .min(1, { message: required, abort: true })
      .regex(factorPattern, refused)
      .transform((text, context) => {
        const factor = parseFactor(text);
        if (factor === null) {
          context.addIssue({ code: 'custom', message: refused });
          return z.NEVER;
        }
        return formatFactor(factor);
      })
  );
}

/** PUT products/{id}/units: the three factors as decimal strings ("0.45"); normalised ("0.450" -> "0.45"). */
export const unitFactorsRequestSchema = z.object({
  scmPerLitre: factorField(unitFactorLabels.scmPerLitre),
  kgPerLitre: factorField(unitFactorLabels.kgPerLitre),
  mmbtuPerLitre: factorField(unitFactorLabels.mmbtuPerLitre),
});
export type UnitFactorsRequest = z.input<typeof unitFactorsRequestSchema>;

/** A product's factors as the API carries them: exact decimal strings. */
export const productUnitFactorsSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  scmPerLitre: z.string(),
  kgPerLitre: z.string(),
  mmbtuPerLitre: z.string(),
  updatedUtc: z.string(),
});
export type ProductUnitFactors = z.infer<typeof productUnitFactorsSchema>;

/** The factors of a product as the API carries them, ready for the conversions above. */
export function unitFactorsOf(
  product: Pick<ProductUnitFactors, (typeof unitFactorFields)[GasUnit]>,
): UnitFactors {
  const read = (text: string) => {
    const factor = parseFactor(text);
    if (factor === null) throw new RangeError(`Not a conversion factor: ${text}`);
    return factor;
  };
  return { scm: read(product.scmPerLitre), kg: read(product.kgPerLitre), MMBtu: read(product.mmbtuPerLitre) };
}

/**
 * Typical factors, the demo's defaults (per litre of LNG, and per litre of cylinder water
 * capacity for CNG at 200 bar and 15 °C):
 * - LNG: density 430–470 kg/m³ and about 600 volumes of gas per volume of liquid (GIIGNL, "LNG
 *   Information Paper No. 1: Basic Properties of LNG"); 1 t of LNG ≈ 48–53 MMBtu (BP Statistical
 *   Review's approximate conversion factors; the trade's rule of thumb is 52), so 0.45 kg ≈ 0.0235.
 * - CNG: a 50 L cylinder at 200 bar holds about 12 scm, 9 kg (natural gas compressibility Z ≈ 0.8
 *   there, ISO 11439 working pressure); pipeline gas carries about 36–38 MJ per scm, i.e.
 *   ≈ 0.036 MMBtu (1 MMBtu = 1,055.06 MJ), so 0.24 scm ≈ 0.0086 MMBtu.
 */
export const typicalUnitFactors = {
  CNG: { scmPerLitre: '0.24', kgPerLitre: '0.175', mmbtuPerLitre: '0.0086' },
  LNG: { scmPerLitre: '0.6', kgPerLitre: '0.45', mmbtuPerLitre: '0.0235' },
} as const satisfies Record<string, Record<(typeof unitFactorFields)[GasUnit], string>>;

/**
 * GET reports/sales/energy (same filters as the sales report): the energy of the matching sales'
 * litres in MMBtu, each product's litres converted with its factor and the total rounded once.
 * Litres of products without factors are counted apart, not guessed.
 */
export const salesEnergySchema = z.object({
  /** Thousandths of an MMBtu (formatUnitQuantity shows them). */
  mmbtuThousandths: z.number().int(),
  /** The litres that went into it. */
  litres: z.number().int(),
  /** Litres of products with no factors set, left out of the MMBtu. */
  litresWithoutFactors: z.number().int(),
});
export type SalesEnergy = z.infer<typeof salesEnergySchema>;
