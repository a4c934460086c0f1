import { SPOT } from '@gas/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Trading days (docs/domain-rules.md "The daily rate and the public trade record"): day D runs
// from 18:00 Lagos on D-1 to 18:00 Lagos on D, when its rate is published. Lagos keeps UTC+1 all
// year (no daylight saving), so a day is [D-1 17:00Z, D 17:00Z), and an instant's trading day is
// the UTC date of the instant plus 7 hours. Fixed arithmetic, as the reports' Lagos days
// (reports/days.ts), independent of the database's time zone data.

/** Hours from an instant's UTC clock to its trading day's calendar: Lagos +1, then the 6 hours after 18:00. */
const tradingDayShiftHours = 7;
const dayMs = 86_400_000;

/** The trading day (YYYY-MM-DD) a trade settled at `instant` counts in. */
export function tradingDayOf(instant: Date): string {
  return new Date(instant.getTime() + tradingDayShiftHours * 3_600_000).toISOString().slice(0, 10);
}

/** The settlement times [start, end) a trading day covers. */
export function tradingDayWindow(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - tradingDayShiftHours * 3_600_000);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** The day `days` days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The latest trading day whose window has closed at `instant` (its end at or before it). */
export function latestClosedDay(instant: Date): string {
  return addDays(tradingDayOf(instant), -1);
}

/** SQL for the trading day (YYYY-MM-DD) of a timestamptz column. */
export function tradingDaySql(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(tradingDayShiftHours))} hour', 'YYYY-MM-DD')`;
}

/**
 * SQL for a sale's contract: the delivery month it bought (a forward purchase, `sale_contracts`),
 * else the contract of the bid it filled (`bids` through `bid_fills`), else Spot. The caller
 * joins those tables (left joins) as `sale_contracts` and `bids`.
 */
export function saleContractSql(deliveryMonth: SQLWrapper, bidContract: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(${deliveryMonth}, ${bidContract}, ${SPOT})`;
}
