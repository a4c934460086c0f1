import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the inventory use cases need: the database and the clock. */
export type InventoryDeps = { db: Db; clock: Clock };
