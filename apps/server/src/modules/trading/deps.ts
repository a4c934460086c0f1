import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the trading use cases need: the database, the clock and how long a sale may wait. */
export type TradingDeps = { db: Db; clock: Clock; saleExpiryHours: number };
