import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the catalogue's use cases need: the database and the clock. */
export type CatalogueDeps = { db: Db; clock: Clock };
