import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the account use cases need: the database, the clock and the site's address for the links. */
export type AccountDeps = { db: Db; clock: Clock; publicUrl: string };
