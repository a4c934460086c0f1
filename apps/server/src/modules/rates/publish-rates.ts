import { firmRateMinTrades } from '@gas/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { dailyRates } from '../../db/schema-rates.ts';
import type { Clock } from '../../lib/clock.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { tradeRecord } from './trades.ts';
import { addDays, latestClosedDay, tradingDaySql, tradingDayWindow } from './trading-day.ts';

// The daily rate's publisher: the `daily-rate` job at 18:00 Lagos (app.ts), and the demo seed for
// past days. Per trading day, hub, product, contract and currency, the volume-weighted average
// price of the day's trades of the public record (the same rows GET trades lists).

/** How many closed days a run looks back over: the scheduler runs only the latest missed occurrence. */
export const publishLookbackDays = 7;

export type PublishDeps = { db: Db; clock: Clock };

/** The volume-weighted average in minor units: value / volume rounded half up, exactly (bigint). */
export function roundedAverage(value: bigint, volume: bigint): number {
  return Number((2n * value + volume) / (2n * volume));
}

/**
 * Publishes the rates of the closed trading days `from` to `to` (inclusive) that are not published
 * yet, in one transaction. A key and day published before is left as it was (the unique key),
 * so a second run, a retry after a crash or a second process publishes nothing twice. A day
 * still open at the clock's now is refused: its rate could still change. Answers the rates it
 * published now.
 */
export async function publishRates(
  deps: PublishDeps,
  days: { from: string; to: string },
): Promise<(typeof dailyRates.$inferSelect)[]> {
  const now = deps.clock.now();
  if (tradingDayWindow(days.to).end.getTime() > now.getTime()) {
    throw new Error(`The trading day ${days.to} is still open at ${now.toISOString()}`);
  }
  return deps.db.transaction(async (tx) => {
    // Every fulfilment step locks its fulfilment row first (settlement included), so this waits
    // for the settlements in flight to commit and holds new ones back until the rates are
    // written: a trade settled before the cut-off cannot land in a day after it was published.
    await tx.execute(sql`lock table ${fulfilments} in exclusive mode`);
    const trades = tradeRecord(tx, { from: days.from, to: days.to });
    const day = tradingDaySql(trades.settledAt);
    const groups = await tx
      .select({
        day: day.as('day'),
        hubId: trades.hubId,
        productId: trades.productId,
        contract: trades.contract,
        currency: trades.currency,
        volume: sql<string>`sum(${trades.quantity})::text`,
        value: sql<string>`sum(${trades.quantity}::numeric * ${trades.unitPrice})::text`,
        trades: sql<number>`count(*)::int`,
      })
      .from(trades)
      .groupBy(day, trades.hubId, trades.productId, trades.contract, trades.currency);
    if (groups.length === 0) return [];
    const rows = groups.map((group) => {
      const window = tradingDayWindow(group.day);
      return {
        day: group.day,
        hubId: group.hubId,
        productId: group.productId,
        contract: group.contract,
        currency: group.currency,
        price: roundedAverage(BigInt(group.value), BigInt(group.volume)),
        volume: Number(group.volume),
        value: Number(group.value),
        trades: group.trades,
        indicative: group.trades < firmRateMinTrades,
        windowStartUtc: window.start,
        windowEndUtc: window.end,
        publishedUtc: now,
      };
    });
    const published = await tx.insert(dailyRates).values(rows).onConflictDoNothing().returning();
    // Pages showing the rates (Daily Rates, Market Data) re-read them when the commit is heard.
    if (published.length > 0) await notifyMarketChanged(tx, { kind: 'rates' });
    return published;
  });
}

/**
 * The 18:00 job's run for the occurrence at `at`: the day that closed then and the few before it
 * (a day missed while every process was down is published late, with its own window).
 */
export function publishForOccurrence(deps: PublishDeps, at: Date) {
  const to = latestClosedDay(at);
  return publishRates(deps, { from: addDays(to, -(publishLookbackDays - 1)), to });
}
