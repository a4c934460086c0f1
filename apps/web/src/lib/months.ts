import { formatDateWith, platformTimeZone } from '@gas/shared';

// Report months are the platform's business months in Lagos ("YYYY-MM"), whatever the
// browser's time zone: the dashboards' "this month" is Lagos's this month.

/** "2025-08" -> "Aug 2025" (Hausa "Agu 2025"; the reader's language, see locale.ts in shared). */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return formatDateWith(new Date(Date.UTC(year, monthNumber - 1, 1)), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The Lagos month ("YYYY-MM") holding `now`. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: platformTimeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month `offset` months after `month` (negative: before). */
export function addMonths(month: string, offset: number): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** The last `count` Lagos months, oldest first, ending with this one. */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const thisMonth = currentMonth(now);
  return Array.from({ length: count }, (_, index) => addMonths(thisMonth, index - count + 1));
}

/** Every month from `first` to `last` inclusive, oldest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 600; month = addMonths(month, 1))
    months.push(month);
  return months;
}
