import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the units use cases need: the database and the clock. */
export type UnitsDeps = { db: Db; clock: Clock };
