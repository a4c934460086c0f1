// The job worker (issue 20; ADR 019): sends the emails and runs the queued and recurring jobs of
// the `jobs` table, so that a server started with JOBS_IN_PROCESS=false only answers requests.
// Same settings as the server; PostgreSQL only (the embedded database is opened by one process,
// the server, which then runs its jobs itself). `npm start` starts it beside the server. Several
// workers, or workers beside servers that run jobs too, share the queue safely (ADR 002).
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createAppJobs } from './jobs.ts';
import { systemClock } from './lib/clock.ts';
import { startJobWorker } from './modules/jobs/queue.ts';

const shutdownGraceMs = 10_000;
/** Jobs run one after another: a few connections are plenty, whatever the server's pool. */
const workerPoolSize = 4;

async function main() {
  const config = loadConfig();
  const problems = [
    ...(config.databaseUrl
      ? []
      : [
          'DATABASE_URL: the worker needs PostgreSQL; on the embedded database the server runs the jobs itself',
        ]),
    ...(config.testClock ? ["TEST_CLOCK: a test clock is the server's own; run the jobs in the server"] : []),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: Math.min(config.databasePoolSize, workerPoolSize),
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
  });
  // Never on a schema older than this code: wait for (or do) the server's migration.
  await database.runExclusive(() => database.migrate());
  // The server's logger, configured as the server configures it: JSON lines at LOG_LEVEL.
  const logger = Fastify({ logger: { level: config.logLevel } });
  const log = logger.log.child({ process: 'worker' });
  const jobs = createAppJobs({ config, database, clock: systemClock, log });
  const worker = startJobWorker({
    db: database.db,
    clock: systemClock,
    handlers: jobs.handlers,
    scheduler: jobs.scheduler,
    log,
    intervalMs: config.jobPollMs,
    leaseSeconds: config.jobLeaseSeconds,
    keepProcessAlive: true,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down: finishing the job in hand');
    const force = setTimeout(() => {
      log.error('worker shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    await worker.stop();
    await database.close();
    await logger.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`  Gas exchange job worker is running (emails and jobs, every ${config.jobPollMs} ms)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n${error.message}\n` : error);
  process.exit(1);
});
