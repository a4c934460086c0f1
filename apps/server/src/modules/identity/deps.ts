import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the sign-up use cases need: the database, the clock and the site's address for the links. */
export type IdentityDeps = { db: Db; clock: Clock; publicUrl: string };
