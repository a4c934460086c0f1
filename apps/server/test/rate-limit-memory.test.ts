// Rate-limit counters in memory when one server process answers requests (issue 20; ADR 019):
// RATE_LIMIT_STORE=memory, what `npm start` sets on PostgreSQL. The limit and the log-in lockout
// hold as with the shared stores, and no request writes a counter row; the price is that a second
// process would count apart, so it is for one server process only. RATE_LIMIT_STORE=database on
// the embedded database is refused at start.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { rateLimits } from '../src/db/schema.ts';
import { systemClock } from '../src/lib/clock.ts';
import type { CounterStore } from '../src/lib/rate-limit-store.ts';
import { createLoginThrottle, lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-rate-memory-'));
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(testConfig({ DATA_DIR: dataDir })));
});
afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(overrides: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, ...overrides }), database });
  await app.ready();
  return app;
}

const getHubs = (app: FastifyInstance, address: string) =>
  app.inject({ method: 'GET', url: '/api/hubs', headers: { 'x-forwarded-for': address } });
const counterRows = () => database.db.select().from(rateLimits);

describe('RATE_LIMIT_STORE=memory', () => {
  it('limits each client in this process with no write per request, and counts apart in another', async () => {
    const rowsBefore = (await counterRows()).length;
    const settings = { RATE_LIMIT_STORE: 'memory', RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'true' };
    const [app, other] = [await appWith(settings), await appWith(settings)];
    const client = `198.51.100.${randomInt(1, 250)}`;
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await getHubs(app, client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await getHubs(app, client)).json()).toMatchObject({
      success: false,
      errors: [{ message: 'Too many requests. Please wait a moment and try again.' }],
    });
    // Another client is not affected; another process has counted nothing (why it is for one only).
    expect((await getHubs(app, '192.0.2.77')).statusCode).toBe(200);
    expect((await getHubs(other, client)).statusCode).toBe(200);
    expect(app.counterStore.kind).toBe('memory');
    expect((await counterRows()).length).toBe(rowsBefore);
    await Promise.all([app.close(), other.close()]);
  });

  it("does not count the web app's own files: a page's scripts load whatever the API's limit", async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-rate-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Gas</title>');
    fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await appWith({
      RATE_LIMIT_STORE: 'memory',
      RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: web,
    });
    const client = `198.51.100.${randomInt(1, 250)}`;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': client } });
    const files = [];
    for (let i = 0; i < 5; i++) {
      files.push(
        (await get('/assets/index-abc123.js')).statusCode,
        (await get('/offtaker/sales')).statusCode,
      );
    }
    expect(files).toEqual(Array(10).fill(200));
    // The API stays limited, however its path is spelt.
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await get(i % 2 ? '/api/hubs' : '/api/hubs?x=1')).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);
    expect((await get('/%61pi/hubs')).statusCode).toBe(429);
    await app.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('locks an address after its free failed log-ins, in memory', async () => {
    const app = await appWith({ RATE_LIMIT_STORE: 'memory' });
    const email = `ghost-${randomInt(1, 1_000_000_000)}@example.ng`;
    const codes = [];
    for (let i = 0; i <= lockoutPolicy.freeFailures; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Not-the-password-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(lockoutPolicy.freeFailures).fill(401), 429]);
    expect(
      await database.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${email}`)),
    ).toEqual([]);
    await app.close();
  });

  it('behind a balancer (TRUST_PROXY=true), locks the address the balancer saw, whatever the client wrote before it', async () => {
    const app = await appWith({ RATE_LIMIT_STORE: 'memory', TRUST_PROXY: 'true' });
    const email = `ghost-${randomInt(1, 1_000_000_000)}@example.ng`;
    const client = `203.0.113.${randomInt(1, 250)}`;
    const codes = [];
    for (let i = 0; i <= lockoutPolicy.freeFailures; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // The client's own X-Forwarded-For, a new address each time; the balancer appends the
        // address it saw. Believing the left-most entry let every guess look like a new client.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` },
        payload: { email, password: 'Not-the-password-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(lockoutPolicy.freeFailures).fill(401), 429]);
    await app.close();
  });

  it('shares one memory between the log-in and the password reset, so a reset lifts its owner’s lockout', async () => {
    const store: CounterStore = { kind: 'memory' };
    const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const [logIn, reset] = [
      createLoginThrottle(store, systemClock, quiet),
      createLoginThrottle(store, systemClock, quiet),
    ];
    const attempt = { email: 'owner@example.ng', address: '203.0.113.9' };
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) await logIn.recordFailure(attempt);
    expect(await logIn.lockFor(attempt)).toMatchObject({ scope: 'account' });
    // The reset forgets this address's failures; the log-in's throttle must see that.
    await reset.recordSuccess(attempt);
    expect(await logIn.lockFor(attempt)).toBeNull();
  });

  it('is the default on the embedded database only, where database is refused', async () => {
    const app = await appWith({});
    expect(app.counterStore.kind).toBe(database.kind === 'postgres' ? 'database' : 'memory');
    await app.close();
    if (database.kind === 'pglite') {
      await expect(appWith({ RATE_LIMIT_STORE: 'database' })).rejects.toThrow(
        'RATE_LIMIT_STORE=database needs DATABASE_URL',
      );
    }
  });
});
