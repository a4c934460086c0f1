// Losing database connections must not take the server down. On PostgreSQL (DATABASE_URL), this
// test terminates the app's connections while one is checked out in a transaction; the
// crash-recovery test does the same by crashing a whole private PostgreSQL instance.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
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

describe.skipIf(!isPostgres)('the bounds on a statement and on an idle transaction', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '300',
    });
  });
  afterAll(() => ctx?.close());

  it('cancels a statement running past its bound, and the pool serves the next request', async () => {
    const slow = ctx.database.db.execute(sql`select pg_sleep(3)`);
    await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } });
    const markets = await call(ctx.app, undefined, 'GET', '/api/markets');
    expect(markets.statusCode).toBe(200);
  });

  it('ends a transaction left idle past its bound: nothing it wrote commits', async () => {
    const before = await call(ctx.app, undefined, 'GET', '/api/markets');
    expect(before.statusCode).toBe(200);
    const idle = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`create table idle_write (id int)`);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await tx.execute(sql`select 1`);
    });
    await expect(idle).rejects.toThrow();
    const table = (await ctx.database.db.execute(
      sql`select to_regclass('idle_write') as name`,
    )) as unknown as {
      rows: { name: string | null }[];
    };
    expect(table.rows[0]!.name).toBeNull();
    const after = await call(ctx.app, undefined, 'GET', '/api/markets');
    expect(after.statusCode).toBe(200);
  });

  it('leaves the migrations unbounded: they run on a connection of their own', async () => {
    const name = `gas_test_unbounded_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    // 1 ms: every migration's statements take longer than that.
    const database = openDatabase({ databaseUrl: url.toString(), poolSize: 1, statementTimeoutMs: 1 });
    try {
      await database.migrate();
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const sales = await check.query(`select to_regclass('sales') is not null as present`);
      await check.end();
      expect(sales.rows[0].present).toBe(true);
      await expect(database.db.execute(sql`select pg_sleep(0.2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
