// For race tests on PostgreSQL: whether a backend of the test's database is waiting on a lock,
// and waiting for a condition to hold.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** Whether a backend of this database waits on a lock while running a statement containing `statement`. */
export async function waitingOnLock(db: Db, statement: string): Promise<boolean> {
  const result = (await db.execute(sql`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query like ${`%${statement}%`}`)) as unknown as {
    rows: { waiting: number }[];
  };
  return result.rows[0]!.waiting > 0;
}

/** Resolves once `condition` holds, checking every 25 ms for at most 30 s. */
export async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 1200) throw new Error('timed out waiting for a lock wait');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
