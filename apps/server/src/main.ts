import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { systemClock, TestClock } from './lib/clock.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { useRepeatableReferences } from './lib/references.ts';
import { startJobWorker } from './modules/jobs/queue.ts';
import { demoPassword, hasDemoAccounts } from './seed/demo-data.ts';
import { demoOperators } from './seed/demo-operators.ts';
import { type PreparedDatabase, prepareDatabase } from './seed/prepare-database.ts';

const shutdownGraceMs = 10_000;

async function main() {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
  });
  // TEST_CLOCK (refused in production): a clock tests move through /api/test/clock. With
  // TEST_CLOCK_START it stands still at that instant from before the demo seed, and references
  // repeat, so the screenshot tests' data is the same every start.
  const clock = config.testClock
    ? new TestClock({ frozen: config.testClockStart !== undefined, start: config.testClockStart })
    : systemClock;
  if (config.testClock && config.testClockStart) useRepeatableReferences(config.testClockStart.getTime());
  const prepared = await prepareDatabase(database, config, clock);
  const app = await buildApp({ config, database, clock });
  // JOBS_IN_PROCESS=false: the worker process (worker.ts) sends the emails and runs the jobs, and
  // this one only answers requests (ADR 019).
  const worker = config.jobsInProcess
    ? startJobWorker({
        db: database.db,
        clock,
        handlers: app.jobHandlers,
        scheduler: app.scheduler,
        log: app.log,
        intervalMs: config.jobPollMs,
        leaseSeconds: config.jobLeaseSeconds,
      })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await worker?.stop();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(await startupBanner(config, database, prepared));
}

/** The demo operators' TOTP secrets: after the password, the log-in asks for their code. */
function demoSecondFactorLines(): string[] {
  return [
    '  Operators also enter a 6-digit code: add their TOTP secret to an authenticator app (or any TOTP tool):',
    ...demoOperators.map((operator) => `    ${operator.email.padEnd(30)} TOTP secret ${operator.totpSecret}`),
  ];
}

/** What a person starting the server needs to know: where it is and how to log in. */
async function startupBanner(
  config: Config,
  database: Database,
  prepared: PreparedDatabase,
): Promise<string> {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Gas exchange is running at http://localhost:${config.port}`,
    `  API docs: http://localhost:${config.port}/api/docs   Database: ${where}`,
  ];
  if (!config.jobsInProcess)
    lines.push('  Emails and jobs: run by the worker process (JOBS_IN_PROCESS=false)');
  if (prepared.seeded) {
    lines.push(`  Demo data seeded (SEED_DEMO=false turns this off). Demo logins, password ${demoPassword}:`);
    for (const login of prepared.demoLogins) {
      lines.push(`    ${login.role.padEnd(9)} ${login.email.padEnd(30)} ${login.name} (${login.status})`);
    }
    lines.push(...demoSecondFactorLines());
  } else if (await hasDemoAccounts(database.db)) {
    lines.push(`  Demo logins use the password ${demoPassword} (listed in the README).`);
    lines.push(...demoSecondFactorLines());
  }
  if (prepared.adminCreated)
    lines.push(
      `  Admin created: ${config.admin?.email} (sets up two-factor sign-in at the first log-in: the page shows a QR code for an authenticator app)`,
    );
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
