import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Scheduler } from './scheduler.ts';

export type JobInput = {
  kind: string;
  payload: Record<string, unknown>;
  runAfter?: Date;
  dedupeKey?: string;
};
/** The job being run: its id is stable across retries (emails use it as their Message-ID). */
export type JobIdentity = { id: string; createdUtc: Date };
export type JobHandler = (payload: Record<string, unknown>, job: JobIdentity) => Promise<void>;

const maxAttempts = 8;
/** How long a claimed job stays claimed: a worker that dies holds its jobs this long. */
export const defaultJobLeaseSeconds = 120;

/**
 * Adds a job in the caller's transaction: it exists exactly when the change that caused it
 * commits. A dedupe key makes the same job impossible to enqueue twice. `now` is the app's
 * clock, the one the worker compares `runAfter` with (not the database's).
 */
export async function enqueueJob(tx: Db, now: Date, job: JobInput): Promise<void> {
  await enqueueJobs(tx, now, [job]);
}

/**
 * Several jobs in one statement (one round trip inside the caller's transaction), through the
 * jobs table's one insert: the PostgreSQL function jobs_enqueue (migration 0023), which the
 * purchase's function calls too. A job whose dedupe key exists is not added again.
 */
export async function enqueueJobs(tx: Db, now: Date, list: JobInput[]): Promise<void> {
  if (list.length === 0) return;
  const queued = list.map((job) => ({
    kind: job.kind,
    payload: job.payload,
    dedupeKey: job.dedupeKey ?? null,
    runAfter: (job.runAfter ?? now).toISOString(),
  }));
  await runStatement(tx, 'select jobs_enqueue($1::jsonb, $2::timestamptz)', [
    JSON.stringify(queued),
    now.toISOString(),
  ]);
}

type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_utc: string | Date;
  run_after_utc: string | Date;
};

/**
 * A sent email's words may hold a live link or code (a password reset, an email change, a
 * driver's first password, a delivery code), kept in the database only as hashes elsewhere: once
 * it is sent, the queue keeps its addressee and subject, not its text or link, so a database
 * reader or a backup cannot use them (docs/security.md). A crash before this runs sends the
 * same message again, as any job runs again.
 */
function forgottenWhenDone(kind: string) {
  return kind === 'mail' ? { payload: sql`${jobs.payload} - 'text' - 'link'` } : {};
}

/** What a job that stopped its worker every time (a crash, an endless run) is failed with. */
export const gaveUpError = `The job's worker stopped or its lease ran out on each of ${maxAttempts} attempts`;

/**
 * Claims due jobs for this worker, all with one lease until `lockedUntil`; other workers skip the
 * locked rows. Jobs with no attempt left are claimed too, so that runDueJobs fails them: a
 * separate search for them read every due job on each claim (70 ms at 170,000 queued emails).
 */
async function claimDueJobs(db: Db, now: Date, limit: number, lockedUntil: Date): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update ${jobs} set locked_until_utc = ${lockedUntil.toISOString()}
    where id in (
      select id from ${jobs}
      where completed_utc is null and failed_utc is null and run_after_utc <= ${at}
        and (locked_until_utc is null or locked_until_utc < ${at})
      order by run_after_utc
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, created_utc, run_after_utc`);
  // An update returns its rows in no set order: the batch runs the longest due first.
  const dueAt = (job: ClaimedJob) => new Date(job.run_after_utc).getTime();
  return (result as unknown as { rows: ClaimedJob[] }).rows.sort((a, b) => dueAt(a) - dueAt(b));
}

/**
 * Fails a claimed job that has no attempt left: its last attempt ended by stopping its worker
 * (a crash, an endless run), since a job that throws is failed as it throws.
 */
async function giveUp(db: Db, jobId: string, batchLease: Date, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ failedUtc: now, lockedUntilUtc: null, lastError: gaveUpError })
    .where(ours(jobId, batchLease));
}

/**
 * Starts a claimed job: counts the attempt and gives the job a lease of its own from now. The
 * batch's lease started when it was claimed, so a job late in a slow batch (an SMTP server taking
 * seconds per message) could outlive it and be claimed by another worker while it waits; such a
 * job is skipped here (its lease is no longer ours), and the other worker runs it. Attempts count
 * the runs started, not the claims, so a crash does not use up the attempts of the jobs of its
 * batch it never started. Returns the job's lease and attempts, or null to skip it.
 */
async function startClaimed(
  db: Db,
  jobId: string,
  batchLease: Date,
  now: Date,
  leaseSeconds: number,
): Promise<{ lease: Date; attempts: number } | null> {
  const lease = new Date(now.getTime() + leaseSeconds * 1000);
  const [started] = await db
    .update(jobs)
    .set({ lockedUntilUtc: lease, attempts: sql`${jobs.attempts} + 1` })
    .where(ours(jobId, batchLease))
    .returning({ attempts: jobs.attempts });
  return started ? { lease, attempts: started.attempts } : null;
}

/**
 * The job, still under the lease `held` (no other worker has claimed it since). That also means
 * it is still open: every end of a job clears its lease. "completed_utc is null and failed_utc is
 * null" is left out on purpose: it is the due index's condition, and a statement prepared while
 * the table was small kept a plan scanning that index for the id, one row at a time through
 * every queued job (180 ms a job at 250,000 queued emails, without fresh statistics).
 */
const ours = (jobId: string, held: Date) => and(eq(jobs.id, jobId), eq(jobs.lockedUntilUtc, held));

type RunOptions = {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log?: FastifyBaseLogger;
  limit?: number;
  leaseSeconds?: number;
};

/** Runs every due job once; returns how many completed. Used by the tests. */
export async function runDueJobs(options: RunOptions): Promise<number> {
  return (await runDueBatch(options)).completed;
}

/**
 * Runs one batch of due jobs: how many completed, and how many ended (completed, or failed for
 * want of attempts). The worker claims the next batch at once while a batch ended jobs: a batch
 * of only jobs out of attempts (after crashes) must not keep the due jobs behind it waiting a
 * poll. A batch whose jobs all threw (an SMTP server down) waits for the next poll.
 */
async function runDueBatch(options: RunOptions): Promise<{ completed: number; ended: number }> {
  const { db, clock, handlers } = options;
  const leaseSeconds = options.leaseSeconds ?? defaultJobLeaseSeconds;
  const claimedAt = clock.now();
  const batchLease = new Date(claimedAt.getTime() + leaseSeconds * 1000);
  const claimed = await claimDueJobs(db, claimedAt, options.limit ?? 20, batchLease);
  let completed = 0;
  let givenUp = 0;
  for (const job of claimed) {
    if (job.attempts >= maxAttempts) {
      await giveUp(db, job.id, batchLease, clock.now());
      givenUp++;
      continue;
    }
    const started = await startClaimed(db, job.id, batchLease, clock.now(), leaseSeconds);
    if (!started) continue;
    const { lease, attempts } = started;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { id: job.id, createdUtc: new Date(job.created_utc) });
      // Recorded only under our lease: a worker that claimed the job since records its own run.
      await db
        .update(jobs)
        .set({ completedUtc: clock.now(), lockedUntilUtc: null, ...forgottenWhenDone(job.kind) })
        .where(ours(job.id, lease));
      completed++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = attempts >= maxAttempts;
      options.log?.error({ jobId: job.id, kind: job.kind, attempts, err: error }, 'job failed');
      // Exponential backoff: 2, 4, 8 ... seconds.
      const retryAt = new Date(clock.now().getTime() + 2 ** attempts * 1000);
      await db
        .update(jobs)
        .set({
          lastError: message,
          lockedUntilUtc: null,
          runAfterUtc: retryAt,
          ...(isFinal ? { failedUtc: clock.now() } : {}),
        })
        .where(ours(job.id, lease));
    }
  }
  return { completed, ended: completed + givenUp };
}

/**
 * Polls for due jobs until stopped. Several processes may run one each. With a scheduler, each
 * poll first enqueues the recurring jobs that have fallen due by `clock` (scheduler.ts).
 */
export function startJobWorker(options: {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  intervalMs: number;
  leaseSeconds?: number;
  scheduler?: Scheduler;
  /**
   * The worker process has nothing else to keep it running (the server has its listening socket):
   * its poll timer does. It used to live on the pool's idle connections, which the migrations
   * (run on a connection of their own since the statement timeout) no longer leave behind.
   */
  keepProcessAlive?: boolean;
}): { stop: () => Promise<void> } {
  const { scheduler } = options;
  const run = { ...options, handlers: { ...options.handlers, ...scheduler?.handlers } };
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    if (scheduler) {
      try {
        await scheduler.enqueueDue(options.db, options.clock.now(), options.log);
      } catch (error) {
        options.log.error({ err: error }, 'recurring jobs could not be enqueued');
      }
    }
    try {
      while (!stopped && (await runDueBatch(run)).ended > 0) {}
    } catch (error) {
      options.log.error({ err: error }, 'job worker poll failed');
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick);
  }, options.intervalMs);
  if (!options.keepProcessAlive) timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
