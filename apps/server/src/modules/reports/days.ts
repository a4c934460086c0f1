import { gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Report days and months are business days in Lagos (WAT: UTC+1 all year, no daylight saving).
// A filter "to 2026-07-31" ends at midnight Lagos time, 23:00 UTC; a sale at 23:30 UTC on
// 31 July belongs to August. Fixed arithmetic keeps this independent of the database's time
// zone data and of the session's TimeZone setting.

export const lagosOffsetHours = 1;

/** The UTC instant at which a Lagos calendar day (YYYY-MM-DD) starts. */
export function lagosDayStart(day: string): Date {
  const start = new Date(`${day}T00:00:00Z`);
  start.setUTCHours(start.getUTCHours() - lagosOffsetHours);
  return start;
}

/** [start, end) in UTC for an inclusive range of Lagos days; either side may be open. */
export function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  const range: { start?: Date; end?: Date } = {};
  if (from) range.start = lagosDayStart(from);
  if (to) {
    const end = lagosDayStart(to);
    end.setUTCDate(end.getUTCDate() + 1);
    range.end = end;
  }
  return range;
}

/** The conditions keeping a timestamp column within an inclusive range of Lagos days. */
export function withinDays(column: PgColumn, from?: string, to?: string): SQL[] {
  const range = dayRange(from, to);
  return [
    range.start ? gte(column, range.start) : undefined,
    range.end ? lt(column, range.end) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** The Lagos month ("YYYY-MM") of an instant. */
export function lagosMonth(instant: Date): string {
  const shifted = new Date(instant.getTime() + lagosOffsetHours * 3_600_000);
  return shifted.toISOString().slice(0, 7);
}

/** The first instant (UTC) of the Lagos month `monthsBack` months before the one holding `now`. */
export function lagosMonthStart(now: Date, monthsBack: number): Date {
  const shifted = new Date(now.getTime() + lagosOffsetHours * 3_600_000);
  const start = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() - monthsBack, 1));
  start.setUTCHours(start.getUTCHours() - lagosOffsetHours);
  return start;
}

/** SQL for the Lagos month ("YYYY-MM") of a timestamptz column or expression. */
export function lagosMonthSql(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(lagosOffsetHours))} hour', 'YYYY-MM')`;
}
