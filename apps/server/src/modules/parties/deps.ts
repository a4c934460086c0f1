import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the onboarding and profile use cases need: the database and the clock. */
export type PartyDeps = { db: Db; clock: Clock };
