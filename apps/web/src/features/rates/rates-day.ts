import { formatDate, formatDateWith } from '@gas/shared';

// Trading days (YYYY-MM-DD) as people read them and as a chart places them: each day is drawn at
// its noon UTC, so it reads as the calendar day it names whatever the browser's time zone.

const dayMs = 86_400_000;

/** The instant a chart places a day at. */
export const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** "Nov 20, 2026". */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');

/** "Nov 20, 2026" of a chart's instant (a tooltip's heading). */
export const longDayLabel = (time: number) => formatDate(new Date(time), 'UTC');

/** "Nov 20" (in Hausa with its month names): an axis tick, in the display locale. */
export const shortDayLabel = (time: number) =>
  formatDateWith(new Date(time), { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Evenly spaced whole-day ticks from the first day, at most `count` of them, every step the same
 * whole number of days; the axis ends on the last tick at or after the last day.
 */
export function dayTicks(first: string, last: string, count: number) {
  const start = dayTime(first);
  const span = Math.round((dayTime(last) - start) / dayMs);
  const step = Math.max(1, Math.ceil(span / Math.max(1, count - 1)));
  const ticks: number[] = [];
  for (let offset = 0; offset < span + step; offset += step) ticks.push(start + offset * dayMs);
  if (ticks.length === 1) ticks.push(start + dayMs);
  return { domain: [ticks[0]!, ticks.at(-1)!] as const, ticks };
}
