import type { Db } from '../db/client.ts';
import { publishRates } from '../modules/rates/publish-rates.ts';
import { addDays, latestClosedDay } from '../modules/rates/trading-day.ts';

/** How far back the demo's rates go: its five months of trading. */
const demoRateDays = 180;

/**
 * The daily rates of the demo's settled trades (issue 19, point 4), published as the 18:00 job
 * would have published them, each day closed by the seed's `now`; the job carries on from there.
 */
export async function seedDailyRates(tx: Db, now: Date): Promise<void> {
  const to = latestClosedDay(now);
  await publishRates({ db: tx, clock: { now: () => now } }, { from: addDays(to, -(demoRateDays - 1)), to });
}
