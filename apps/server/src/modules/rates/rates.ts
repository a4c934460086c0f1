import { type DailyRate, type DailyRates, defaultRateRangeDays, type RateFilters, SPOT } from '@gas/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products } from '../../db/schema.ts';
import { dailyRates } from '../../db/schema-rates.ts';
import { addDays, latestClosedDay } from './trading-day.ts';

// Reading the published rates (GET rates and rates.csv): a range of days, at most a year; the
// last 90 days up to the latest closed day when no range is given.

/** The days answered: the filters' or the defaults. */
export function rateDays(filters: RateFilters, now: Date): { from: string; to: string } {
  const to =
    filters.to ?? (filters.from ? addDays(filters.from, defaultRateRangeDays - 1) : latestClosedDay(now));
  const from = filters.from ?? addDays(to, -(defaultRateRangeDays - 1));
  return { from, to };
}

/** The published rates matching the filters, by hub, product, contract, currency and day. */
export async function listRates(db: Db, filters: RateFilters, now: Date): Promise<DailyRates> {
  const { from, to } = rateDays(filters, now);
  const rows = await db
    .select({
      day: dailyRates.day,
      hubId: dailyRates.hubId,
      hub: hubs.name,
      hubOrder: hubs.sortOrder,
      productId: dailyRates.productId,
      product: products.name,
      unit: products.unit,
      contract: dailyRates.contract,
      currency: dailyRates.currency,
      price: dailyRates.price,
      volume: dailyRates.volume,
      value: dailyRates.value,
      trades: dailyRates.trades,
      indicative: dailyRates.indicative,
      windowStartUtc: dailyRates.windowStartUtc,
      windowEndUtc: dailyRates.windowEndUtc,
      publishedUtc: dailyRates.publishedUtc,
    })
    .from(dailyRates)
    .innerJoin(hubs, eq(hubs.id, dailyRates.hubId))
    .innerJoin(products, eq(products.id, dailyRates.productId))
    .where(
      and(
        gte(dailyRates.day, from),
        lte(dailyRates.day, to),
        filters.hubId ? eq(dailyRates.hubId, filters.hubId) : undefined,
        filters.productId ? eq(dailyRates.productId, filters.productId) : undefined,
        filters.contract ? eq(dailyRates.contract, filters.contract) : undefined,
        filters.currency ? eq(dailyRates.currency, filters.currency) : undefined,
      ),
    )
    .orderBy(
      asc(hubs.sortOrder),
      asc(products.name),
      // Spot before the delivery months, which sort as text ('2026-12' < '2027-01').
      sql`${dailyRates.contract} = ${SPOT} desc`,
      asc(dailyRates.contract),
      asc(dailyRates.currency),
      asc(dailyRates.day),
    );
  return {
    from,
    to,
    rows: rows.map(
      ({ hubOrder: _order, windowStartUtc, windowEndUtc, publishedUtc, ...row }): DailyRate => ({
        ...row,
        windowStartUtc: windowStartUtc.toISOString(),
        windowEndUtc: windowEndUtc.toISOString(),
        publishedUtc: publishedUtc.toISOString(),
      }),
    ),
  };
}
