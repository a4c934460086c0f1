import { type FormatLocale, formatDateWith } from './locale.ts';

// Dates as the spec's section 9 shows them: short month and day with 12-hour time, in the
// browser's time zone ("Aug 14, 3:05 PM"). In Hausa: "Agu 14, 3:05 YM" (locale.ts). Without a
// locale, the display locale: English unless the web app's reader chose Hausa.

export function formatDateTime(value: string | Date, timeZone?: string, locale?: FormatLocale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatDateWith(
    date,
    {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(timeZone ? { timeZone } : {}),
    },
    locale,
  );
}

export function formatDate(value: string | Date, timeZone?: string, locale?: FormatLocale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatDateWith(
    date,
    { month: 'short', day: 'numeric', year: 'numeric', ...(timeZone ? { timeZone } : {}) },
    locale,
  );
}
