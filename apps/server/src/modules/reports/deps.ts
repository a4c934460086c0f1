import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the reports and dashboards read from: the database, and the clock for "this month". */
export type ReportsDeps = { db: Db; clock: Clock };
