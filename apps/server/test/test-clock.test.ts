// The clock tests move (issue 16): TestClock in-process, and under TEST_CLOCK the routes
// GET/POST /api/test/clock that tests running the real server process use. Never in production:
// the configuration refuses TEST_CLOCK there, and without it the routes do not exist.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { jobs, sales } from '../src/db/schema.ts';
import { TestClock } from '../src/lib/clock.ts';
import { startJobWorker } from '../src/modules/jobs/queue.ts';
import { testClockRoutes } from '../src/modules/test-clock/routes.ts';
import { logIn, newMarket } from './builders.ts';
import { call, startTestApp, type TestContext, testConfig } from './helpers.ts';

describe('TestClock', () => {
  it('frozen: stands still between moves; set, advance (either way) and reset', () => {
    const clock = new TestClock({ start: new Date('2026-11-23T09:00:00Z') });
    expect(clock.now().toISOString()).toBe('2026-11-23T09:00:00.000Z');
    clock.advance(90_000);
    clock.advanceMinutes(30);
    expect(clock.now().toISOString()).toBe('2026-11-23T09:31:30.000Z');
    clock.advanceMinutes(-60);
    expect(clock.now().toISOString()).toBe('2026-11-23T08:31:30.000Z');
    clock.set(new Date('2027-01-01T00:00:00+01:00'));
    expect(clock.now().toISOString()).toBe('2026-12-31T23:00:00.000Z');
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    expect(() => clock.set(new Date('not a date'))).toThrow(RangeError);
  });

  it('running: keeps pace with the system clock from where it was put', async () => {
    const clock = new TestClock({ frozen: false });
    clock.advanceMinutes(24 * 60);
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.now() - 86_400_000)).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    expect(Math.round(clock.offsetMs() / 60_000)).toBe(24 * 60);
    clock.set(new Date('2026-11-23T17:00:00Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2026-11-23T17:00:00Z'))).toBeLessThan(1_000);
    clock.reset();
    expect(Math.abs(clock.offsetMs())).toBe(0);
  });
});

describe('TEST_CLOCK in the configuration', () => {
  it('is off by default, on when asked outside production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) }).testClock).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it('is refused under NODE_ENV=production, with the reason', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'yes' })).toThrow(
      /TEST_CLOCK: must not be set when NODE_ENV=production/,
    );
    // Explicitly off is harmless.
    expect(
      loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'false', TOTP_ENCRYPTION_KEY: 'ab'.repeat(32) })
        .testClock,
    ).toBe(false);
  });

  it('stops the server process at start under NODE_ENV=production', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', TEST_CLOCK: '1' },
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('TEST_CLOCK: must not be set when NODE_ENV=production');
  });

  it('TEST_CLOCK_START: the instant the clock starts at, only with TEST_CLOCK and never in production', () => {
    expect(loadConfig({}).testClockStart).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1', TEST_CLOCK_START: '2026-11-20T10:00:00+01:00' })
        .testClockStart,
    ).toEqual(new Date('2026-11-20T09:00:00Z'));
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-20T09:00:00Z' })).toThrow(
      /TEST_CLOCK_START: needs TEST_CLOCK=1/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', TEST_CLOCK: '1', TEST_CLOCK_START: '20 November 2026' }),
    ).toThrow(/TEST_CLOCK_START: must be an ISO 8601 instant/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1', TEST_CLOCK_START: '2026-11-20T09:00:00Z' }),
    ).toThrow(/TEST_CLOCK: must not be set when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_START: '2026-11-20T09:00:00Z' })).toThrow(
      /TEST_CLOCK_START: needs TEST_CLOCK=1/,
    );
  });

  it('the routes refuse to be registered with a production configuration', async () => {
    const app = Fastify();
    const config = { ...testConfig(), env: 'production' as const, testClock: true };
    await expect(app.register(testClockRoutes, { config, clock: new TestClock() }).ready()).rejects.toThrow(
      'never in production',
    );
    await app.close();
  });
});

describe('without TEST_CLOCK', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({}, { clock: new TestClock() });
  });
  afterAll(() => ctx.close());

  it('has no clock routes: 404 in the envelope, and not in the API description', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(ctx.app, undefined, method, '/api/test/clock', { advanceMinutes: 60 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    expect(ctx.app.hasRoute({ method: 'POST', url: '/api/test/clock' })).toBe(false);
    expect(Object.keys((ctx.app.swagger() as { paths: object }).paths)).not.toContain('/api/test/clock');
  });
});

describe('with TEST_CLOCK', () => {
  const clock = new TestClock({ frozen: false });
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ TEST_CLOCK: '1' }, { clock });
  });
  afterAll(() => ctx.close());

  const move = (body: unknown) => call(ctx.app, undefined, 'POST', '/api/test/clock', body);

  it('reads and moves the server clock, answered in the envelope', async () => {
    const read = await call(ctx.app, undefined, 'GET', '/api/test/clock');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, errors: [], data: { offsetMinutes: 0 } });
    expect(Math.abs(Date.parse(read.json().data.utc) - Date.now())).toBeLessThan(5_000);

    const ahead = await move({ advanceMinutes: 90 });
    expect(ahead.json()).toMatchObject({ success: true, data: { offsetMinutes: 90 } });
    expect(Math.abs(clock.now().getTime() - Date.now() - 90 * 60_000)).toBeLessThan(5_000);

    const set = await move({ setUtc: '2026-11-23T18:30:00+01:00' });
    expect(Date.parse(set.json().data.utc) - Date.parse('2026-11-23T17:30:00Z')).toBeLessThan(5_000);

    const reset = await move({ reset: true });
    expect(reset.json().data.offsetMinutes).toBe(0);
  });

  it('refuses a move that is not exactly one of advanceMinutes, setUtc or reset', async () => {
    for (const body of [
      {},
      { advanceMinutes: 5, reset: true },
      { advanceMinutes: 'soon' },
      { setUtc: 'tomorrow' },
      { advanceMinutes: 1e12 },
    ]) {
      const res = await move(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('moving it past SALE_EXPIRY_HOURS lets the worker expire a Pending sale', async () => {
    const { buyer, buy } = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 1_000_000_00 });
    const placed = await buy(10);
    expect(placed.statusCode).toBe(201);
    const saleId = placed.json().data.id as string;
    const status = async () =>
      (await ctx.database.db.select().from(sales).where(eq(sales.id, saleId)))[0]!.status;

    // The server process's own worker, polling with the app's clock.
    const worker = startJobWorker({
      db: ctx.database.db,
      clock,
      handlers: ctx.app.jobHandlers,
      scheduler: ctx.app.scheduler,
      log: ctx.app.log,
      intervalMs: 50,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await status()).toBe('Pending');

      const hours = ctx.config.saleExpiryHours;
      expect((await move({ advanceMinutes: hours * 60 - 5 })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await status()).toBe('Pending');

      await move({ advanceMinutes: 6 });
      await expect.poll(status, { timeout: 10_000 }).toBe('Cancelled');
    } finally {
      await worker.stop();
    }
    const [expiry] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `sale-expiry:${saleId}`));
    expect(expiry).toMatchObject({ attempts: 1, completedUtc: expect.any(Date) });

    // Every session ended meanwhile; the buyer logs in again and sees why.
    const jar = await logIn(ctx, buyer.email);
    const sale = (await call(ctx.app, jar, 'GET', `/api/sales/${saleId}`)).json().data;
    expect(sale).toMatchObject({ status: 'Cancelled', resolution: 'Expired' });
    await move({ reset: true });
  });
});

describe('the app clock reaches the public reads', () => {
  const clock = new TestClock({ start: new Date('2031-03-04T05:06:07Z') });
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ PUBLIC_READ_CACHE_MS: '0' }, { clock });
  });
  afterAll(() => ctx.close());

  it("stamps Market Data with the app clock's time, so frozen screenshots stay stable", async () => {
    await newMarket(ctx, { stock: 100, price: 35_000, funds: 100 });
    const rows = (await call(ctx.app, undefined, 'GET', '/api/markets')).json().data as { asOfUtc: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.asOfUtc))).toEqual(new Set(['2031-03-04T05:06:07.000Z']));
  });
});
