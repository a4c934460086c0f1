import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the delivery-site use cases need: the database and the clock. */
export type SiteDeps = { db: Db; clock: Clock };
