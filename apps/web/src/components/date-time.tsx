import { formatDate, formatDateTime } from '@gas/shared';

type DateTimeProps = {
  value: string | Date | null | undefined;
  /** Date only ("Aug 14, 2025") instead of month, day and 12-hour time ("Aug 14, 3:05 PM"). */
  isDateOnly?: boolean;
};

/** A point in time in the browser's time zone, machine-readable for assistive tech. */
export function DateTime({ value, isDateOnly = false }: DateTimeProps) {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {isDateOnly ? formatDate(date) : formatDateTime(date)}
    </time>
  );
}
