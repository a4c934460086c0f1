import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FulfilmentSettings } from '../fulfilment/deps.ts';

/**
 * What the bid use cases need: the database, the clock, and the fulfilment settings a fill starts
 * its sale's fulfilment with (a sale made from a bid is accepted at once).
 */
export type BidsDeps = { db: Db; clock: Clock; fulfilment: FulfilmentSettings };
