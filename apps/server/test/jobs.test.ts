// The job queue after a crash: a job claimed by a worker that died runs again once its lease
// (JOB_LEASE_SECONDS) has passed, and an email job run twice sends the same message once.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob, runDueJobs, startJobWorker } from '../src/modules/jobs/queue.ts';
import { manualClock, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const outbox = () => path.join(ctx.config.dataDir, 'outbox');
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);

it('sends a mail job run twice (a crash between sending and recording it) as one message', async () => {
  await enqueueJob(ctx.database.db, clock.now(), {
    kind: 'mail',
    payload: { to: 'twice@gas.test', subject: 'Once only', text: 'Hello' },
  });
  const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
  const before = outboxFiles().length;
  for (let run = 0; run < 2; run++) {
    await ctx.app.jobHandlers.mail!(job!.payload as Record<string, unknown>, {
      id: job!.id,
      createdUtc: job!.createdUtc,
    });
  }
  const files = outboxFiles();
  expect(files).toHaveLength(before + 1);
  const message = fs.readFileSync(path.join(outbox(), files.at(-1)!), 'utf8');
  expect(message).toContain(`Message-ID: <job-${job!.id}@gas-exchange.local>`);
});

it("keeps a sent email's addressee and subject in the queue, not its text or link (a live reset link, a delivery code)", async () => {
  const link = 'https://gas.test/reset-password?token=secret-token-of-the-test';
  await enqueueJob(ctx.database.db, clock.now(), {
    kind: 'mail',
    payload: { to: 'reset@gas.test', subject: 'Reset your password', text: `Open ${link}`, link },
  });
  const queued = async () =>
    (await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).find(
      (job) => (job.payload as { to: string }).to === 'reset@gas.test',
    )!;
  expect((await queued()).payload).toMatchObject({ text: `Open ${link}`, link });
  while ((await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers })) > 0) {}
  const sent = await queued();
  expect(sent.completedUtc).not.toBeNull();
  expect(sent.payload).toEqual({ to: 'reset@gas.test', subject: 'Reset your password' });
  // The message itself went out with its link.
  const file = outboxFiles().find((name) =>
    fs.readFileSync(path.join(outbox(), name), 'utf8').includes('secret-token-of-the-test'),
  );
  expect(file).toBeDefined();
});

it('runs a job claimed by a worker that died once its lease has passed, and only then', async () => {
  await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers });
  await enqueueJob(ctx.database.db, clock.now(), {
    kind: 'mail',
    payload: { to: 'lease@gas.test', subject: 'After the lease', text: 'Hello' },
  });
  const options = { db: ctx.database.db, clock, leaseSeconds: 30 };
  // This worker claims the job and never finishes: the process died.
  void runDueJobs({ ...options, handlers: { mail: () => new Promise<void>(() => {}) } });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const run = () => runDueJobs({ ...options, handlers: ctx.app.jobHandlers });
  expect(await run()).toBe(0);
  clock.advanceMinutes(0.4);
  expect(await run()).toBe(0);
  clock.advanceMinutes(0.2);
  expect(await run()).toBe(1);
  const [row] = await ctx.database.db
    .select()
    .from(jobs)
    .where(eq(sql`${jobs.payload}->>'to'`, 'lease@gas.test'));
  expect(row).toMatchObject({ attempts: 2, completedUtc: expect.any(Date) });
});

it('a job late in a slow batch is not run twice: another worker that claimed it runs it, this one skips it', async () => {
  const options = { db: ctx.database.db, clock, leaseSeconds: 30 };
  while ((await runDueJobs({ ...options, handlers: ctx.app.jobHandlers })) > 0) {}
  const now = clock.now().getTime();
  for (const [kind, secondsAgo] of [
    ['slow-test', 3],
    ['slow-test', 2],
    ['count-test', 1],
  ] as const) {
    await enqueueJob(ctx.database.db, clock.now(), {
      kind,
      payload: {},
      runAfter: new Date(now - secondsAgo * 1000),
    });
  }
  const counted: string[] = [];
  let slowRuns = 0;
  let otherWorkerCompleted = 0;
  const handlers = {
    'count-test': async (_payload: Record<string, unknown>, job: { id: string }) => {
      counted.push(job.id);
    },
    // Each slow job takes 20 s (a slow SMTP server): the batch's 30 s lease has run out for the
    // third job while the second still runs, and another worker claims and runs the third.
    'slow-test': async () => {
      clock.advanceMinutes(20 / 60);
      if (++slowRuns === 2) otherWorkerCompleted = await runDueJobs({ ...options, handlers });
    },
  };
  expect(await runDueJobs({ ...options, handlers })).toBe(2);
  expect(otherWorkerCompleted).toBe(1);
  expect(slowRuns).toBe(2);
  expect(counted).toHaveLength(1);
  const rows = await ctx.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} in ('slow-test', 'count-test')`);
  expect(rows).toHaveLength(3);
  // Every job completed, each run once (the third was claimed by both workers, started by one).
  for (const row of rows) expect(row).toMatchObject({ attempts: 1, completedUtc: expect.any(Date) });
});

it('fails a job that stopped its worker on every attempt instead of running it a ninth time', async () => {
  const options = { db: ctx.database.db, clock, leaseSeconds: 30 };
  while ((await runDueJobs({ ...options, handlers: ctx.app.jobHandlers })) > 0) {}
  await enqueueJob(ctx.database.db, clock.now(), { kind: 'poison-test', payload: {} });
  // Its eighth attempt was claimed and its worker died (an out-of-memory crash, say).
  await ctx.database.db
    .update(jobs)
    .set({ attempts: 8, lockedUntilUtc: new Date(clock.now().getTime() - 1_000) })
    .where(eq(jobs.kind, 'poison-test'));
  let ran = 0;
  const handlers = {
    'poison-test': async () => {
      ran++;
    },
  };
  expect(await runDueJobs({ ...options, handlers })).toBe(0);
  expect(ran).toBe(0);
  const [poison] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'poison-test'));
  expect(poison).toMatchObject({
    attempts: 8,
    failedUtc: expect.any(Date),
    completedUtc: null,
    lockedUntilUtc: null,
    lastError: "The job's worker stopped or its lease ran out on each of 8 attempts",
  });
});

it('runs the due jobs behind a batch made only of jobs out of attempts in the same poll', async () => {
  const db = ctx.database.db;
  while ((await runDueJobs({ db, clock, handlers: ctx.app.jobHandlers })) > 0) {}
  // A full batch (20) of jobs whose eighth attempt stopped its worker, due first, then one job.
  const longAgo = new Date(clock.now().getTime() - 60_000);
  for (let i = 0; i < 20; i++) await enqueueJob(db, longAgo, { kind: 'crashed-test', payload: { i } });
  await db
    .update(jobs)
    .set({ attempts: 8, lockedUntilUtc: new Date(clock.now().getTime() - 1_000) })
    .where(eq(jobs.kind, 'crashed-test'));
  await enqueueJob(db, clock.now(), { kind: 'behind-test', payload: {} });
  let ran = 0;
  const handlers = {
    'behind-test': async () => {
      ran++;
    },
  };
  // One poll exactly: the interval's timer is driven by hand, fired once.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const worker = startJobWorker({ db, clock, handlers, log: ctx.app.log, intervalMs: 60_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    // Before, that poll ended after the batch of crashed jobs, and the job behind waited for the next.
    for (let waited = 0; ran === 0 && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await worker.stop();
  } finally {
    vi.useRealTimers();
  }
  expect(ran).toBe(1);
  const crashed = await db.select().from(jobs).where(eq(jobs.kind, 'crashed-test'));
  expect(crashed).toHaveLength(20);
  for (const row of crashed) expect(row).toMatchObject({ failedUtc: expect.any(Date), completedUtc: null });
});
