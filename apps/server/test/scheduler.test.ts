// Recurring jobs on the job queue (issue 16): each occurrence is enqueued once under a dedupe key
// however many processes see it fall due, runs once, follows the app clock (a test clock moved
// past 18:00 Lagos time makes the day's occurrence due), and after a restart that missed several
// occurrences only the latest runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { TestClock } from '../src/lib/clock.ts';
import { runDueJobs, startJobWorker } from '../src/modules/jobs/queue.ts';
import {
  createScheduler,
  occurrenceKey,
  type ScheduledOccurrence,
  schedule,
  wallClock,
  withScheduledHandlers,
  zonedTimeToUtc,
} from '../src/modules/jobs/scheduler.ts';
import { call, openTestDatabase, startTestApp, type TestContext, testConfig } from './helpers.ts';

const at = (iso: string) => new Date(iso);
const noop = async () => {};

describe('occurrences', () => {
  it('daily at 18:00 Africa/Lagos is 17:00Z (UTC+1 all year), the latest at or before now', () => {
    const daily = schedule({
      name: 'reference-price',
      dailyAt: '18:00',
      timeZone: 'Africa/Lagos',
      handler: noop,
    });
    expect(daily.latestAt(at('2026-11-23T16:59:59.999Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(daily.latestAt(at('2026-11-23T17:00:00Z')).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(daily.latestAt(at('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    // Past midnight in Lagos (23:30Z is 00:30 on the 24th there): the 23rd's is still the latest.
    expect(daily.latestAt(at('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    // Across a month and a year.
    expect(daily.latestAt(at('2027-01-01T10:00:00Z')).toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(daily.latestAt(at('2026-07-15T17:00:00Z')).toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(occurrenceKey('reference-price', at('2026-11-23T17:00:00Z'))).toBe(
      'reference-price:2026-11-23T17:00Z',
    );
  });

  it("computes with the zone's own offsets (a zone that changes them, for the day one is added)", () => {
    const london = schedule({ name: 'london', dailyAt: '18:00', timeZone: 'Europe/London', handler: noop });
    expect(london.latestAt(at('2026-07-15T20:00:00Z')).toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(london.latestAt(at('2026-11-23T20:00:00Z')).toISOString()).toBe('2026-11-23T18:00:00.000Z');
    // The Sunday clocks go forward (29 March 2026, 01:00Z): the 28th's 18:00 was GMT, the 29th's BST.
    expect(london.latestAt(at('2026-03-29T16:30:00Z')).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(london.latestAt(at('2026-03-29T17:30:00Z')).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(wallClock(at('2026-11-23T17:00:00Z'), 'Africa/Lagos')).toMatchObject({
      day: 23,
      hour: 18,
      minute: 0,
    });
    expect(
      zonedTimeToUtc(
        { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
        'America/New_York',
      ).toISOString(),
    ).toMatch(/^2026-11-01T0[56]:30:00.000Z$/);
  });

  it('every N minutes, at whole multiples of the period', () => {
    const quarterly = schedule({ name: 'sweep', every: { minutes: 15 }, handler: noop });
    expect(quarterly.latestAt(at('2026-11-23T10:44:59Z')).toISOString()).toBe('2026-11-23T10:30:00.000Z');
    const hourly = schedule({ name: 'hourly', every: { hours: 1 }, handler: noop });
    expect(hourly.latestAt(at('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('refuses a definition it could not run', () => {
    const bad = [
      () => schedule({ name: 'Reference Price', every: { minutes: 5 }, handler: noop }),
      () => schedule({ name: 'half', every: { minutes: 0.5 }, handler: noop }),
      () => schedule({ name: 'late', dailyAt: '24:00', timeZone: 'Africa/Lagos', handler: noop }),
      () => schedule({ name: 'nowhere', dailyAt: '18:00', timeZone: 'Africa/Atlantis', handler: noop }),
      () =>
        createScheduler([
          schedule({ name: 'a', every: { minutes: 1 }, handler: noop }),
          schedule({ name: 'a', every: { minutes: 2 }, handler: noop }),
        ]),
      () =>
        withScheduledHandlers(
          { mail: noop },
          createScheduler([schedule({ name: 'mail', every: { minutes: 1 }, handler: noop })]),
        ),
    ];
    for (const attempt of bad) expect(attempt).toThrow();
  });
});

describe('on the job queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const rowsOf = (kind: string) =>
    db().select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.runAfterUtc);

  /** A daily 18:00 Lagos schedule that records each run; `slowMs` keeps a run going a while. */
  function recorder(name: string, slowMs = 0) {
    const runs: ScheduledOccurrence[] = [];
    const definition = schedule({
      name,
      dailyAt: '18:00',
      timeZone: 'Africa/Lagos',
      handler: async (occurrence) => {
        runs.push(occurrence);
        if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
      },
    });
    return { runs, definition };
  }

  it('two processes: the occurrence is enqueued once and runs once', async () => {
    const clock = new TestClock({ start: at('2026-11-23T08:00:00Z') });
    const { runs, definition } = recorder('two-processes', 200);
    // Each process has its own scheduler and worker; they share only the database.
    const processes = [createScheduler([definition]), createScheduler([definition])];
    for (const scheduler of processes) expect(await scheduler.enqueueDue(db(), clock.now())).toBe(0);
    expect(await rowsOf('two-processes')).toHaveLength(0);

    clock.set(at('2026-11-23T17:00:30Z'));
    const counts = await Promise.all(processes.map((scheduler) => scheduler.enqueueDue(db(), clock.now())));
    expect(counts).toEqual([1, 1]);
    // Asked again, neither enqueues anything.
    for (const scheduler of processes) expect(await scheduler.enqueueDue(db(), clock.now())).toBe(0);

    const rows = await rowsOf('two-processes');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      dedupeKey: 'two-processes:2026-11-23T17:00Z',
      payload: { occurrence: '2026-11-23T17:00:00.000Z' },
      runAfterUtc: at('2026-11-23T17:00:00Z'),
    });
    // Both workers poll at once, twice over: the row one claims, the other skips.
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        processes.map((scheduler) => runDueJobs({ db: db(), clock, handlers: scheduler.handlers })),
      );
    }
    expect(runs).toEqual([{ name: 'two-processes', at: at('2026-11-23T17:00:00Z') }]);
    expect((await rowsOf('two-processes'))[0]).toMatchObject({ attempts: 1, completedUtc: expect.any(Date) });
  });

  it('after a restart that missed occurrences, runs only the latest, once; a new schedule back-fills nothing', async () => {
    const clock = new TestClock({ start: at('2026-11-20T12:00:00Z') });
    const { runs, definition } = recorder('missed');
    const first = createScheduler([definition]);
    // New schedule at noon on the 20th: the 19th's occurrence is not back-filled.
    expect(await first.enqueueDue(db(), clock.now())).toBe(0);
    clock.set(at('2026-11-20T17:05:00Z'));
    expect(await first.enqueueDue(db(), clock.now())).toBe(1);
    await runDueJobs({ db: db(), clock, handlers: first.handlers });

    // Every process was down from the 21st to the 24th at 09:00 Lagos time.
    clock.set(at('2026-11-24T08:00:00Z'));
    const restarted = createScheduler([definition]);
    expect(await restarted.enqueueDue(db(), clock.now())).toBe(1);
    expect(await restarted.enqueueDue(db(), clock.now())).toBe(0);
    await runDueJobs({ db: db(), clock, handlers: restarted.handlers });
    expect(runs.map((run) => run.at.toISOString())).toEqual([
      '2026-11-20T17:00:00.000Z',
      '2026-11-23T17:00:00.000Z',
    ]);
    expect((await rowsOf('missed')).map((row) => row.dedupeKey)).toEqual([
      'missed:2026-11-20T17:00Z',
      'missed:2026-11-23T17:00Z',
    ]);
  });

  it('a failed occurrence is retried like any job, for the same occurrence', async () => {
    const clock = new TestClock({ start: at('2026-11-23T16:00:00Z') });
    const seen: string[] = [];
    const scheduler = createScheduler([
      schedule({
        name: 'flaky',
        every: { hours: 1 },
        handler: async ({ at: due }) => {
          seen.push(due.toISOString());
          if (seen.length === 1) throw new Error('the price feed did not answer');
        },
      }),
    ]);
    await scheduler.enqueueDue(db(), clock.now());
    clock.advanceMinutes(61);
    expect(await scheduler.enqueueDue(db(), clock.now())).toBe(1);
    expect(await runDueJobs({ db: db(), clock, handlers: scheduler.handlers })).toBe(0);
    clock.advanceMinutes(1);
    expect(await runDueJobs({ db: db(), clock, handlers: scheduler.handlers })).toBe(1);
    expect(seen).toEqual(['2026-11-23T17:00:00.000Z', '2026-11-23T17:00:00.000Z']);
  });
});

describe('driven by the test clock of a TEST_CLOCK server', () => {
  const clock = new TestClock({ frozen: false });
  const runs: ScheduledOccurrence[] = [];
  const definition = schedule({
    name: 'reference-price-test',
    dailyAt: '18:00',
    timeZone: 'Africa/Lagos',
    handler: async (occurrence) => {
      runs.push(occurrence);
    },
  });
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-data-'));
  beforeAll(async () => {
    clock.set(at('2026-11-23T08:00:00Z')); // 09:00 in Lagos
    const config = testConfig({ TEST_CLOCK: '1', DATA_DIR: dataDir });
    ({ database, drop } = await openTestDatabase(config));
    app = await buildApp({ config, database, clock, schedules: [definition] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("moving the clock past 18:00 Lagos time makes the worker run the day's occurrence, once", async () => {
    // Two server processes on one database: this app's scheduler and worker, and another's.
    const workers = [app.scheduler, createScheduler([definition])].map((scheduler) =>
      startJobWorker({
        db: database.db,
        clock,
        handlers: app.jobHandlers,
        scheduler,
        log: app.log,
        intervalMs: 25,
      }),
    );
    const move = (body: unknown) => call(app, undefined, 'POST', '/api/test/clock', body);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(runs).toEqual([]);
      // 17:59 in Lagos: not yet.
      expect((await move({ setUtc: '2026-11-23T16:59:00Z' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(runs).toEqual([]);
      // 18:01 in Lagos.
      await move({ advanceMinutes: 2 });
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(runs).toEqual([{ name: 'reference-price-test', at: at('2026-11-23T17:00:00Z') }]);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, 'reference-price-test'));
    expect(rows).toMatchObject([{ dedupeKey: 'reference-price-test:2026-11-23T17:00Z', attempts: 1 }]);
  });
});
