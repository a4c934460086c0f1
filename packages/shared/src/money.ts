// Money is integer minor units (kobo, cents) everywhere; these helpers are the only place
// that turns it into text for people or parses what people type.

export const currencies = ['NGN', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const currencySymbols: Record<Currency, string> = { NGN: '₦', USD: '$' };
const minorPerMajor = 100;

// One formatter per precision: building an Intl.NumberFormat (what toLocaleString does on every
// call) costs far more than using one, and amounts are formatted on every response and email.
const groupedFormats = new Map<number, Intl.NumberFormat>();

function grouped(value: number, fractionDigits: number): string {
  let format = groupedFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    groupedFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** 35000000 NGN -> "₦350,000.00". */
export function formatMoney(minor: number, currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencySymbols[currency]}${grouped(Math.abs(minor) / minorPerMajor, 2)}`;
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Dashboard cards only: 120000000 NGN -> "₦1.2M". */
export function formatCompactMoney(minor: number, currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const compact = compactFormat.format(Math.abs(minor) / minorPerMajor);
  return `${sign}${currencySymbols[currency]}${compact}`;
}

/** Whole numbers with thousands separators: 12500 -> "12,500". */
export function formatQuantity(value: number): string {
  return grouped(value, 0);
}

/**
 * Parses what a person typed ("350,000.50") into minor units, or null when it is not an amount.
 * Works on the digits as text so no floating-point rounding can creep in.
 */
export function parseAmountToMinor(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * minorPerMajor + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}
