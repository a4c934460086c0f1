import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the preferences use cases need: the database and the clock. */
export type PreferencesDeps = { db: Db; clock: Clock };
