import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the logistics-fee use cases need: the database and the clock. */
export type LogisticsFeeDeps = { db: Db; clock: Clock };
