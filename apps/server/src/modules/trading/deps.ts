import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FulfilmentSettings } from '../fulfilment/deps.ts';

/**
 * What the trading use cases need: the database, the clock, how long a sale may wait, and the
 * fulfilment settings an approval starts its fulfilment with.
 */
export type TradingDeps = { db: Db; clock: Clock; saleExpiryHours: number; fulfilment: FulfilmentSettings };
