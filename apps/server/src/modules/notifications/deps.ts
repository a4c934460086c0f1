import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the notification settings need: the database, and the clock for when a choice was saved. */
export type NotificationDeps = { db: Db; clock: Clock };
