import { type FormatLocale, numberFormat } from './locale.ts';

// Money is integer minor units (kobo, cents) everywhere; these helpers are the only place
// that turns it into text for people or parses what people type. Each takes an optional locale
// (locale.ts): without one, the display locale (English unless the web app's reader chose Hausa).

export const currencies = ['NGN', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export const currencySymbols: Record<Currency, string> = { NGN: '₦', USD: '$' };
const minorPerMajor = 100;

// One formatter per locale and precision (cached in locale.ts): building an Intl.NumberFormat
// costs far more than using one, and amounts are formatted on every response and email.
function grouped(value: number, fractionDigits: number, locale?: FormatLocale): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** 35000000 NGN -> "₦350,000.00" (the symbol first, as the spec shows it, in either language). */
export function formatMoney(minor: number, currency: Currency, locale?: FormatLocale): string {
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencySymbols[currency]}${grouped(Math.abs(minor) / minorPerMajor, 2, locale)}`;
}

/** Dashboard cards only: 120000000 NGN -> "₦1.2M" (Hausa: "₦1.2M" too; a billion is "B" in both). */
export function formatCompactMoney(minor: number, currency: Currency, locale?: FormatLocale): string {
  const sign = minor < 0 ? '-' : '';
  const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    Math.abs(minor) / minorPerMajor,
  );
  return `${sign}${currencySymbols[currency]}${compact}`;
}

/** Whole numbers with thousands separators: 12500 -> "12,500". */
export function formatQuantity(value: number, locale?: FormatLocale): string {
  return grouped(value, 0, locale);
}

/** A quantity in English words: "1 litre", "12,500 litres". */
export function formatLitres(value: number, locale?: FormatLocale): string {
  return `${formatQuantity(value, locale)} ${value === 1 ? 'litre' : 'litres'}`;
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
