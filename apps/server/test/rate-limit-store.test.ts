// Rate-limit counters outside the process (ADR 004): the database store's contract, two app
// instances on one database sharing a limit and the log-in lockout, and the Redis store when
// REDIS_URL is set.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { rateLimits } from '../src/db/schema.ts';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { databaseRateLimitStore } from '../src/plugins/rate-limit.ts';
import { serverUrl } from './databases.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-rate-'));
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(testConfig({ DATA_DIR: dataDir })));
});
afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Counter = { current: number; ttl: number };
const hit = (store: FastifyRateLimitStore, key: string, windowMs: number, max = 100) =>
  new Promise<Counter>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max),
  );
const peek = (store: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] }, key: string) =>
  new Promise<Counter>((resolve, reject) =>
    store.read!(key, (error, result) => (error ? reject(error) : resolve(result!)), 0, 0),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const routeOptions = (method: string, url: string) =>
  ({ routeInfo: { method, url } }) as unknown as Parameters<FastifyRateLimitStore['child']>[0];

describe('database rate-limit store', () => {
  it('counts hits per key within a window and starts over when the window ends', async () => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store({});
    const first = await hit(store, 'client-a', 1000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(1000);
    expect((await hit(store, 'client-a', 1000)).current).toBe(2);
    expect((await hit(store, 'client-b', 1000)).current).toBe(1);
    expect(await peek(store, 'client-a')).toMatchObject({ current: 2 });
    expect((await peek(store, 'client-a')).current).toBe(2); // reading does not count
    expect(await peek(store, 'nobody')).toEqual({ current: 0, ttl: 0 });
    await sleep(1100);
    expect(await peek(store, 'client-a')).toEqual({ current: 0, ttl: 0 });
    expect((await hit(store, 'client-a', 1000)).current).toBe(1);
  });

  it('keeps one count across store instances (as in other processes), apart per route', async () => {
    const Store = databaseRateLimitStore(database.db);
    const [one, two] = [new Store({}), new Store({})];
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hit(i % 2 ? one : two, 'shared', 60_000)),
    );
    // Concurrent hits from two stores never lose a count: each number is handed out once.
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const login = one.child(routeOptions('POST', '/api/auth/login'));
    expect((await hit(login, 'shared', 60_000)).current).toBe(1);
    expect((await hit(two.child(routeOptions('POST', '/api/auth/login')), 'shared', 60_000)).current).toBe(2);
    expect((await hit(one.child(routeOptions('POST', '/api/auth/password')), 'shared', 60_000)).current).toBe(
      1,
    );
  });

  it('with continueExceeding, a client past the limit keeps its window open', async () => {
    const Store = databaseRateLimitStore(database.db);
    const store = new Store({ continueExceeding: true } as never);
    await hit(store, 'eager', 1500, 1);
    await sleep(700);
    const past = await hit(store, 'eager', 1500, 1);
    expect(past.current).toBe(2);
    expect(past.ttl).toBeGreaterThan(1000); // the window started again at this hit
  });
});

async function twoApps(overrides: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const apps = [await buildApp({ config, database }), await buildApp({ config, database })] as const;
  await Promise.all(apps.map((app) => app.ready()));
  return [apps[0], apps[1]];
}

/** Requests alternating between two apps, as a load balancer would send them. */
async function alternate(apps: FastifyInstance[], count: number, headers: Record<string, string>) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    codes.push(
      (await apps[i % apps.length]!.inject({ method: 'GET', url: '/api/hubs', headers })).statusCode,
    );
  }
  return codes;
}

/** Failed log-ins for one address, alternating between the apps; the status codes. */
async function failedLogins(
  apps: FastifyInstance[],
  count: number,
  email: string,
  headers: Record<string, string> = {},
) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Not-the-password-1' },
      headers,
    });
    codes.push(res.statusCode);
  }
  return codes;
}
const lockedAfterFailures = [...Array(lockoutPolicy.freeFailures).fill(401), 429];
const ghostEmail = () => `ghost-${randomInt(1, 1_000_000_000)}@example.ng`;

describe('a limit shared by several app instances', () => {
  it(`counts the requests of one client ${serverUrl ? 'across both instances (database store)' : 'per process on the embedded database'}`, async () => {
    const apps = await twoApps({ RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: 'true' });
    const client = { 'x-forwarded-for': `198.51.100.${randomInt(1, 250)}` };
    if (serverUrl) {
      expect(await alternate(apps, 5, client)).toEqual([200, 200, 200, 200, 429]);
    } else {
      // PGlite: one process per data directory, counters in memory, no write per request.
      expect(await alternate(apps, 5, client)).toEqual([200, 200, 200, 200, 200]);
      // Each process counts its own: the first has seen 3, the second 2.
      expect(await alternate(apps, 4, client)).toEqual([200, 200, 429, 200]);
      const ip = client['x-forwarded-for'];
      expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, ip))).toEqual([]);
    }
    // Another client is not affected.
    expect(await alternate(apps, 1, { 'x-forwarded-for': '192.0.2.77' })).toEqual([200]);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('lets requests through when the counter store cannot be reached', async () => {
    const apps = await twoApps({ RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:3319' });
    expect(await alternate(apps, 3, {})).toEqual([200, 200, 200]);
    await Promise.all(apps.map((app) => app.close()));
  });

  it(`keeps the log-in lockout ${serverUrl ? 'across both instances and a restart (database store)' : 'per process on the embedded database'}`, async () => {
    const apps = await twoApps({});
    const email = ghostEmail();
    const row = () =>
      database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login-lockout:${email}`));
    if (serverUrl) {
      // Failures spread over two processes lock the address at the count one process would.
      expect(await failedLogins(apps, lockoutPolicy.freeFailures + 1, email)).toEqual(lockedAfterFailures);
      expect(await row()).toMatchObject([{ hits: lockoutPolicy.freeFailures }]);
      await Promise.all(apps.map((app) => app.close()));
      // A restarted process still refuses the address.
      const [restarted, other] = await twoApps({});
      const locked = await restarted!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: email.toUpperCase(), password: 'Not-the-password-1' },
      });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(locked.json().errors[0].message).toBe(
        'Too many failed log-ins for this account. Please try again in 1 minute.',
      );
      await Promise.all([restarted!.close(), other!.close()]);
    } else {
      // PGlite: one process per data directory; each app counts its own (3 each here).
      expect(await failedLogins(apps, lockoutPolicy.freeFailures + 1, email)).toEqual(
        Array(lockoutPolicy.freeFailures + 1).fill(401),
      );
      expect(await row()).toEqual([]);
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('lets log-ins through without the lockout when its store cannot be reached', async () => {
    const apps = await twoApps({ REDIS_URL: 'redis://127.0.0.1:3319' });
    // Wrong passwords are answered 401 as usual (not 500): Redis being down does not stop log-ins.
    expect(await failedLogins(apps, 2, ghostEmail())).toEqual([401, 401]);
    await Promise.all(apps.map((app) => app.close()));
  });
});

// CI sets DATABASE_URL and runs the machine's Redis server (.ci/run starts both).
describe.skipIf(!serverUrl)('Redis store (REDIS_URL; runs where DATABASE_URL is set, as in CI)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('counts the requests of one client across both instances in Redis', async () => {
    const apps = await twoApps({ RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: 'true', REDIS_URL: redisUrl });
    const ip = `203.0.113.${randomInt(1, 250)}`;
    expect(await alternate(apps, 5, { 'x-forwarded-for': ip })).toEqual([200, 200, 200, 200, 429]);
    const redis = new Redis(redisUrl);
    expect(Number(await redis.get(`gas-rate-limit-${ip}`))).toBe(5);
    expect(await redis.pttl(`gas-rate-limit-${ip}`)).toBeGreaterThan(0);
    await redis.del(`gas-rate-limit-${ip}`);
    redis.disconnect();
    // Nothing reached the database's table.
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, ip))).toEqual([]);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('keeps the log-in lockout in Redis, shared by both instances', async () => {
    // Redis outlives test runs (an hour's memory of failures): a client address of its own keeps
    // this run's failures from adding up with earlier runs' into a lock of the address.
    const apps = await twoApps({ REDIS_URL: redisUrl, TRUST_PROXY: 'true' });
    const email = ghostEmail();
    const address = `198.51.100.${randomInt(1, 250)}`;
    const client = { 'x-forwarded-for': address };
    expect(await failedLogins(apps, lockoutPolicy.freeFailures + 1, email, client)).toEqual(
      lockedAfterFailures,
    );
    const redis = new Redis(redisUrl);
    const key = `gas-login-lockout:${email}`;
    expect(await redis.hget(key, 'failures')).toBe(String(lockoutPolicy.freeFailures));
    expect(await redis.pttl(key)).toBeGreaterThan(lockoutPolicy.forgetAfterMinutes * 60_000);
    await redis.del(key, `gas-login-lockout:${email} from ${address}`, `gas-login-lockout:from ${address}`);
    redis.disconnect();
    expect(
      await database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login-lockout:${email}`)),
    ).toEqual([]);
    await Promise.all(apps.map((app) => app.close()));
  });
});
