import { formatDateWith } from './locale.ts';

// Contracts on the market: Spot (delivery as soon as the hub can dispatch) or a delivery month
// ("forward"), named by its first day's calendar month in Lagos, written 'YYYY-MM'. A supplier
// may price this month and the next three (DOMAIN.md, "Bids and contracts"); a bid names the same.

export const SPOT = 'Spot';
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
/** How many delivery months are open at a time: this month and the next three. */
export const OPEN_MONTH_COUNT = 4;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a well-formed delivery month ('2026-12'). */
export function isDeliveryMonth(value: string): boolean {
  return monthPattern.test(value);
}

/** One formatter for every call: making one per call took ~50 µs (each listings request makes one; issue 20). */
const lagosYearMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The delivery month (Lagos calendar) that contains an instant. */
export function deliveryMonthOf(instant: Date): string {
  const parts = lagosYearMonth.formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The delivery months open for trading at an instant: this month and the next three, in order. */
export function openDeliveryMonths(now: Date): string[] {
  const [year, month] = deliveryMonthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: OPEN_MONTH_COUNT }, (_, offset) => {
    const index = year * 12 + (month - 1) + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Midnight in Lagos (UTC+1, no daylight saving) on the first day of a delivery month. */
export function deliveryMonthStart(month: string): Date {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`not a delivery month: ${month}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, -1));
}

/** Midnight in Lagos on the first day of the month after (the end of the delivery window). */
export function deliveryMonthEnd(month: string): Date {
  const insideNextMonth = new Date(deliveryMonthStart(month).getTime() + 32 * 86_400_000);
  return deliveryMonthStart(deliveryMonthOf(insideNextMonth));
}

/** The label users read: 'Spot' or the month as 'Dec 2026'. */
export function contractLabel(month: string | null): string {
  if (month === null || month === SPOT) return SPOT;
  const start = deliveryMonthStart(month);
  // The month in the display locale: "Dec 2026", in Hausa "Dis 2026".
  return formatDateWith(start, { month: 'short', year: 'numeric', timeZone: LAGOS_TIME_ZONE });
}
