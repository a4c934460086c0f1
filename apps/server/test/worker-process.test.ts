// The job worker as a process of its own (issue 20; ADR 019): a server started with
// JOBS_IN_PROCESS=false answers requests and leaves a queued email alone; the worker
// (dist/worker.js) sends it to the outbox, and stops on SIGTERM. Needs DATABASE_URL: on the
// embedded database the server runs its jobs itself (one process opens it), which the worker says.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob } from '../src/modules/jobs/queue.ts';
import { prepareDatabase } from '../src/seed/prepare-database.ts';
import { cloneTemplate, serverUrl, type TestDatabaseHandle } from './databases.ts';
import { testConfig, testTotpKey } from './helpers.ts';
import { ensureServerBuilt, type ProcessRun, startProcess, untilRunning } from './processes.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker on the embedded database', () => {
  it('refuses to start, saying the server runs the jobs there', async () => {
    ensureServerBuilt();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-worker-pglite-'));
    const run = startProcess(['dist/worker.js'], { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'DATABASE_URL: the worker needs PostgreSQL; on the embedded database the server runs the jobs itself',
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);
});

describe.skipIf(!serverUrl)('a server without jobs and the worker (needs DATABASE_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-worker-'));
  const outbox = path.join(dataDir, 'outbox');
  let handle: TestDatabaseHandle;
  let database: Database;
  const runs: ProcessRun[] = [];
  const environment = () => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: handle.databaseUrl!,
    DATABASE_POOL_SIZE: '3',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    TOTP_ENCRYPTION_KEY: testTotpKey,
    LOG_LEVEL: 'warn',
    JOB_POLL_MS: '100',
  });
  const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  const mailJob = async (subject: string) =>
    (await database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).find(
      (job) => (job.payload as { subject: string }).subject === subject,
    )!;

  beforeAll(async () => {
    ensureServerBuilt();
    handle = await cloneTemplate(inject('databaseTemplate'));
    database = openDatabase({ databaseUrl: handle.databaseUrl, poolSize: 2 });
    await prepareDatabase(database, testConfig({ DATA_DIR: dataDir }));
  }, 60_000);

  afterAll(async () => {
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    await database?.close();
    await handle?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server answers and leaves the queued email; the worker sends it to the outbox and stops on SIGTERM', async () => {
    const port = await freePort();
    const server = startProcess(['dist/main.js'], {
      ...environment(),
      PORT: String(port),
      JOBS_IN_PROCESS: 'false',
    });
    runs.push(server);
    await untilRunning(server, 60_000);
    expect(server.output()).toContain('Emails and jobs: run by the worker process (JOBS_IN_PROCESS=false)');
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);

    const subject = 'Your purchase SL-261127-WORKER is awaiting approval';
    await enqueueJob(database.db, new Date(), {
      kind: 'mail',
      payload: { to: 'amina.bello@kanotextiles.ng', subject, text: 'Sent by the worker.' },
    });
    // Ten of the server's polls: it runs no job.
    await sleep(1000);
    expect((await mailJob(subject)).completedUtc).toBeNull();
    expect(outboxFiles()).toEqual([]);

    const worker = startProcess(['dist/worker.js'], environment());
    runs.push(worker);
    const deadline = Date.now() + 20_000;
    while ((await mailJob(subject)).completedUtc === null) {
      if (worker.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the worker sent nothing:\n${worker.output()}`);
      }
      await sleep(100);
    }
    expect(worker.output()).toContain('Gas exchange job worker is running');
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outbox, files[0]!), 'utf8')).toContain(`Subject: ${subject}`);

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
