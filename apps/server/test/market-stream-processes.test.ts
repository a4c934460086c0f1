// Live market updates across server processes (issue 19, point 5; ADR 015): two server processes
// (the built dist/main.js) on one PostgreSQL database. A price set through one reaches the stream
// subscribers of the other within seconds, and each process holds ONE LISTEN connection however
// many pages it streams to. Needs DATABASE_URL (CI sets it); skipped without it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/seed/prepare-database.ts';
import { goodPassword, hubIds, newMarket } from './builders.ts';
import { cloneTemplate, serverUrl, type TestDatabaseHandle } from './databases.ts';
import { type EventStreamClient, openEventStream } from './event-streams.ts';
import { type TestContext, testConfig, testTotpKey } from './helpers.ts';
import { ensureServerBuilt, type ProcessRun, startProcess, untilRunning } from './processes.ts';

const price = 42_000;

/** A port nothing listens on just now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A session on one process: logs in there and sends JSON with its cookie. */
async function sessionOn(base: string, email: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: goodPassword }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database (needs DATABASE_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-live-'));
  let handle: TestDatabaseHandle;
  let database: Database;
  let ctx: TestContext;
  let processes: (ProcessRun & { base: string })[] = [];
  const streams: EventStreamClient[] = [];
  const streamOn = async (base: string) => {
    const stream = await openEventStream(`${base}/api/markets/stream`);
    streams.push(stream);
    await stream.next('ready', 5000);
    return stream;
  };

  beforeAll(async () => {
    ensureServerBuilt();
    handle = await cloneTemplate(inject('databaseTemplate'));
    // The test's own app (the builders' sign-ups, approvals and stock) on the same database.
    const config = testConfig({ DATA_DIR: dataDir });
    database = openDatabase({ databaseUrl: handle.databaseUrl, poolSize: 3 });
    await prepareDatabase(database, config);
    const app = await buildApp({ config, database });
    await app.ready();
    ctx = { app, database, config, close: () => app.close() };
    const ports = [await freePort(), await freePort()];
    processes = ports.map((port) => ({
      base: `http://127.0.0.1:${port}`,
      ...startProcess(['dist/main.js'], {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: handle.databaseUrl!,
        DATABASE_POOL_SIZE: '3',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        TOTP_ENCRYPTION_KEY: testTotpKey,
        LOG_LEVEL: 'warn',
      }),
    }));
    await Promise.all(processes.map((run) => untilRunning(run, 60_000)));
  }, 90_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const run of processes) if (run.child.exitCode === null) run.child.kill('SIGTERM');
    // A graceful stop must not wait for the open streams (they end at once).
    await Promise.all(processes.map((run) => run.exited));
    await ctx?.close();
    await database?.close();
    await handle?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('a price set through process 1 reaches the subscribers of process 2 (and its own), one LISTEN each', async () => {
    const [first, second] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const market = await newMarket(ctx, { stock: 500, price, funds: 5_000_000 });
    const hubId = (await hubIds(ctx)).Ajaokuta;
    const onSecond = [await streamOn(second.base), await streamOn(second.base), await streamOn(second.base)];
    const onFirst = await streamOn(first.base);
    // Each process listens once, whatever the number of pages it streams to (its session cache
    // listens on a channel of its own, ADR 019).
    const listens = await database.db.execute(
      sql`select count(*)::integer as n from pg_stat_activity
          where datname = current_database() and query ilike 'listen %market_changed%'`,
    );
    expect((listens as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);

    const supplier = await sessionOn(first.base, market.supplier.email);
    const setAt = Date.now();
    const set = await supplier('POST', '/api/inventories/prices', {
      inventoryId: market.contractId,
      amount: price + 500,
      currency: 'NGN',
    });
    expect(set.status).toBe(201);
    const expected = { kinds: ['offers'], hubs: [hubId], products: [market.productId] };
    for (const stream of [...onSecond, onFirst]) {
      const told = await stream.next('market', 5000);
      expect(told.data).toEqual(expected);
      expect(told.at - setAt).toBeLessThan(5000);
    }

    // And the other way: a purchase through process 2 is heard on process 1.
    const buyer = await sessionOn(second.base, market.buyer.email);
    const bought = await buyer('POST', '/api/sales', {
      productId: market.productId,
      contractId: market.contractId,
      quantity: 10,
      currency: 'NGN',
      amount: 10 * (price + 500),
    });
    expect(bought.status).toBe(201);
    expect((await onFirst.next('market', 5000, 1)).data).toEqual(expected);
  }, 60_000);
});
