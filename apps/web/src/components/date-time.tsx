import { formatDate, formatDateTime, formatDateWith } from '@gas/shared';
import { useFormatLocale } from '../i18n/use-format-locale.ts';

type DateTimeProps = {
  value: string | Date | null | undefined;
  /** Date only ("Aug 14, 2025") instead of month, day and 12-hour time ("Aug 14, 3:05 PM"). */
  isDateOnly?: boolean;
};

/** The full date and time on hover: the browser's own wording in English, as before; Hausa's words in Hausa. */
function fullDateTime(date: Date, locale: ReturnType<typeof useFormatLocale>): string {
  if (locale === 'en-NG') return date.toLocaleString();
  return formatDateWith(
    date,
    { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    locale,
  );
}

/** A point in time in the browser's time zone and the reader's locale, machine-readable for assistive tech. */
export function DateTime({ value, isDateOnly = false }: DateTimeProps) {
  const locale = useFormatLocale();
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={fullDateTime(date, locale)}>
      {isDateOnly ? formatDate(date, undefined, locale) : formatDateTime(date, undefined, locale)}
    </time>
  );
}
