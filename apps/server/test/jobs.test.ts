// The job queue after a crash: a job claimed by a worker that died runs again once its lease
// (JOB_LEASE_SECONDS) has passed, and an email job run twice sends the same message once.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob, runDueJobs } from '../src/modules/jobs/queue.ts';
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
    .where(eq(jobs.payload, { to: 'lease@gas.test', subject: 'After the lease', text: 'Hello' }));
  expect(row).toMatchObject({ attempts: 2, completedUtc: expect.any(Date) });
});
