// What operators watch: Prometheus metrics behind a bearer token, request ids, and a readiness
// probe that fails (503, envelope) when the database does not answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { goodPassword, newAdmin, newMarket, newParty, offtakerForm } from './builders.ts';
import { call, refusal, startTestApp, type TestContext, testConfig } from './helpers.ts';

const token = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ METRICS_TOKEN: token });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one series in Prometheus text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('does not exist when METRICS_TOKEN is not set (404 in the envelope)', async () => {
    const plain = await startTestApp();
    const res = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('No API route matches GET /api/metrics'));
    await plain.close();
  });

  it('answers 401 in the envelope without the bearer token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual(refusal('A valid metrics token is required'));
    }
  });

  it('counts requests by route pattern, method and status, with latency histograms', async () => {
    for (let i = 0; i < 3; i++) await call(ctx.app, undefined, 'GET', '/api/hubs');
    await call(ctx.app, undefined, 'GET', '/api/sales/00000000-0000-4000-8000-000000000000');
    await call(ctx.app, undefined, 'GET', '/api/no-such-thing');
    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_requests_total{route="/api/hubs",method="GET",status_code="200"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{route="/api/hubs",method="GET",status_code="200"}'),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",route="/api/hubs",method="GET",status_code="200"}',
      ),
    ).toBe(3);
    // Ids in paths never become series of their own; unmatched paths share one series.
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(sample(text, 'http_requests_total{route="/api/sales/:id",method="GET",status_code="401"}')).toBe(
      1,
    );
    expect(sample(text, 'http_requests_total{route="unmatched",method="GET",status_code="404"}')).toBe(1);
    // Node's process metrics come along.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'gas_database_up')).toBe(1);
    // Transactions run again (a deadlock, a reference clash): none in this file's requests.
    expect(sample(text, 'gas_transactions_run_again_total{reason="deadlock"}')).toBe(0);
    expect(sample(text, 'gas_transactions_run_again_total{reason="reference_clash"}')).toBe(0);
  });

  it('counts purchase outcomes by status and shows the job queue at scrape time', async () => {
    const { buy } = await newMarket(ctx, {
      productName: 'Metrics CNG',
      stock: 5,
      price: 10_000,
      funds: 1_000_000,
    });
    expect((await buy(3)).statusCode).toBe(201);
    expect((await buy(3)).statusCode).toBe(409); // only 2 litres left
    expect((await buy(2)).statusCode).toBe(201);

    // Nothing runs the jobs in this test: the sign-up mails and the two expiries wait.
    await call(ctx.app, undefined, 'POST', '/api/home/register/customer', offtakerForm());
    const before = (await scrape(`Bearer ${token}`)).body;
    expect(sample(before, 'gas_purchases_total{status_code="201"}')).toBe(2);
    expect(sample(before, 'gas_purchases_total{status_code="409"}')).toBe(1);
    expect(sample(before, 'gas_jobs{kind="mail",state="due"}')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'gas_jobs{kind="sale-expiry",state="scheduled"}')).toBe(2);
    expect(sample(before, 'gas_jobs_oldest_due_seconds{kind="mail"}')).toBeGreaterThanOrEqual(0);

    await runDueJobs({
      db: ctx.database.db,
      clock: { now: () => new Date() },
      handlers: ctx.app.jobHandlers,
      limit: 500,
    });
    const after = (await scrape(`Bearer ${token}`)).body;
    expect(sample(after, 'gas_jobs{kind="mail",state="due"}')).toBeUndefined();
    expect(sample(after, 'gas_jobs{kind="sale-expiry",state="scheduled"}')).toBe(2);
  });

  it('shows the PostgreSQL pool of this process (none on the embedded database)', async () => {
    const text = (await scrape(`Bearer ${token}`)).body;
    if (ctx.database.kind === 'postgres') {
      const total = sample(text, 'gas_db_pool_connections{state="total"}')!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(5); // the pool size the tests open
      expect(sample(text, 'gas_db_pool_connections{state="idle"}')).toBeLessThanOrEqual(total);
      // The scrape's own query may be waiting for a connection being opened.
      expect(sample(text, 'gas_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('gas_db_pool_connections');
    }
  });
});

describe('request ids', () => {
  it('answers every request with its id, a new UUID unless a trusted proxy sent one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await startTestApp({ TRUST_PROXY: 'true' });
    const through = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a' },
    });
    expect(through.headers['x-request-id']).toBe('lb-7f3a');
    await proxied.close();
  });
});

describe('the request log (issue 22, item 10)', () => {
  it('writes one line per request: method, route, status, response time and request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      const id = '00000000-0000-4000-8000-000000000000';
      const res = await call(logged.app, undefined, 'GET', `/api/sales/${id}?x=1`);
      expect(res.statusCode).toBe(401);
      const reqId = res.headers['x-request-id'];
      const ofRequest = lines.filter((line) => line.reqId === reqId);
      // The refusal is a security event of its own; the request itself is one line, not two.
      expect(ofRequest.filter((line) => line.event !== 'access_refused')).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          method: 'GET',
          url: '/api/sales/:id',
          status: 401,
          responseTime: expect.any(Number),
          reqId,
        }),
      ]);
      expect(ofRequest.filter((line) => line.event === 'access_refused')).toHaveLength(1);
      expect(JSON.stringify(lines)).not.toContain(id);
    } finally {
      await logged.close();
    }
  });
});

describe('GET /api/ready when the database does not answer', () => {
  const unavailable = refusal('The database is not answering');

  it('answers 503 in the envelope when the pool points at a closed port; /api/health stays 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-ready-'));
    const database = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:3319/gas', poolSize: 2 });
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }), database });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(unavailable);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const metrics = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(sample(metrics.body, 'gas_database_up')).toBe(0);
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers 503 once its PostgreSQL database is dropped (needs DATABASE_URL)',
    async () => {
      const own = await startTestApp();
      expect((await own.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const name = await own.database.db
        .execute(sql`select current_database() as name`)
        .then((r) => (r as unknown as { rows: { name: string }[] }).rows[0]!.name);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      const ready = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
      await own.close();
    },
  );
});

describe('refused access in the log (ASVS V16.3.2)', () => {
  const lines: Record<string, unknown>[] = [];
  let logged: TestContext;
  beforeAll(async () => {
    logged = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => logged?.close());
  const refusals = () => lines.filter((line) => line.event === 'access_refused');

  it('logs a signed-in user refused with who, what and the answer, as a warning', async () => {
    const offtaker = await newParty(logged, 'offtaker');
    const res = await call(logged.app, offtaker.jar, 'GET', '/api/audit?from=2026-01-01');
    expect(res.statusCode).toBe(403);
    const [entry] = refusals().filter((line) => line.status === 403);
    expect(entry).toMatchObject({
      level: 40,
      msg: 'access refused',
      status: 403,
      method: 'GET',
      route: '/api/audit',
      userId: expect.any(String),
      role: 'customer',
      reqId: expect.any(String),
    });
  });

  it('logs a request without a session at info, with the route and no user', async () => {
    const res = await call(logged.app, undefined, 'GET', '/api/dashboard');
    expect(res.statusCode).toBe(401);
    expect(refusals().filter((line) => line.status === 401)).toContainEqual(
      expect.objectContaining({
        level: 30,
        status: 401,
        method: 'GET',
        route: '/api/dashboard',
        userId: null,
        role: null,
      }),
    );
  });

  it('never writes session ids, refresh ids or passwords into the log (ASVS V16.2.5)', async () => {
    const party = await newParty(logged, 'offtaker');
    const cookieValues = () => [...party.jar.header().matchAll(/=([^;\s]+)/g)].map((match) => match[1]!);
    const secrets = cookieValues();
    await call(logged.app, party.jar, 'GET', '/api/dashboard');
    await call(logged.app, party.jar, 'POST', '/api/auth/refresh');
    await call(logged.app, party.jar, 'GET', '/api/audit');
    secrets.push(...cookieValues());
    expect(new Set(secrets).size).toBeGreaterThanOrEqual(4);
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(text).toContain('/api/dashboard');
    for (const secret of [...secrets, goodPassword]) expect(text).not.toContain(secret);
  });

  it('does not log an allowed request as refused', async () => {
    const before = refusals().length;
    const admin = await newAdmin(logged);
    expect((await call(logged.app, admin.jar, 'GET', '/api/audit')).statusCode).toBe(200);
    expect(refusals()).toHaveLength(before);
  });
});

describe('a CSV export that fails after it started (issue 21, finding 4)', () => {
  // The answer is 200 and its first line is sent before the rows are read: a failure then can
  // only cut the download short. It must not pass as a warning nobody counts.
  const lines: Record<string, unknown>[] = [];
  let watched: TestContext;
  beforeAll(async () => {
    watched = await startTestApp(
      { METRICS_TOKEN: token, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(() => watched?.close());

  it('is an error in the log, with the export and the request, and counted in the metrics', async () => {
    const admin = await newAdmin(watched);
    const db = watched.database.db;
    // The rows cannot be read once the answer has started: the sales table is gone for a moment.
    await db.execute(sql`alter table sales rename to sales_hidden_by_test`);
    let answer: { statusCode: number; body: string } | Error;
    try {
      answer = await watched.app
        .inject({ method: 'GET', url: '/api/reports/sales.csv', headers: { cookie: admin.jar.header() } })
        .catch((error: Error) => error);
    } finally {
      await db.execute(sql`alter table sales_hidden_by_test rename to sales`);
    }
    if (!(answer instanceof Error)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/\r\n.+,/); // the header line at most: no row was sent
    }
    const failure = lines.find((line) => line.event === 'csv_export_failed');
    expect(failure).toMatchObject({
      level: 50,
      msg: 'CSV export failed after it started: the download was cut short',
      export: 'sales-report',
      route: '/api/reports/sales.csv',
      reqId: expect.any(String),
      err: expect.objectContaining({ message: expect.stringContaining('sales') }),
    });
    const metrics = await watched.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      sample(metrics.body, 'http_response_streams_failed_total{route="/api/reports/sales.csv",method="GET"}'),
    ).toBe(1);
    // The next export reads again.
    const next = await watched.app.inject({
      method: 'GET',
      url: '/api/reports/sales.csv',
      headers: { cookie: admin.jar.header() },
    });
    expect(next.statusCode).toBe(200);
  });
});
