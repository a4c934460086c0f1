// Losing database connections must not take the server down. On PostgreSQL (DATABASE_URL), this
// test terminates the app's connections while one is checked out in a transaction; the
// crash-recovery test does the same by crashing a whole private PostgreSQL instance.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestContext } from './helpers.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
if (!isPostgres) {
  console.log(
    'database-outage.test.ts: needs DATABASE_URL (PostgreSQL connections to terminate); PGlite has none',
  );
}

describe.skipIf(!isPostgres)('when PostgreSQL drops the connections', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx?.close());

  async function terminateAppConnections() {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const current = (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [current.rows[0]!.name],
      );
    } finally {
      await client.end();
    }
  }

  it('fails the transaction in flight, keeps the process up and serves the next request', async () => {
    const inFlight = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection is checked out and idle between statements when it is terminated.
      await terminateAppConnections();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(inFlight).rejects.toThrow();
    const health = await call(ctx.app, undefined, 'GET', '/api/ready');
    expect(health.statusCode).toBe(200);
    const markets = await call(ctx.app, undefined, 'GET', '/api/markets');
    expect(markets.statusCode).toBe(200);
  });
});
