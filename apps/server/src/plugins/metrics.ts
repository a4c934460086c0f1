import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { failureSchema } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';
import { pdfInspectionsInFlight } from '../lib/receipts.ts';
import { transactionsRunAgain } from '../lib/transaction.ts';

/** Process metrics (CPU, memory, event loop, GC) belong to the process, not to one app. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The route's pattern, never the raw URL: one series per route, whatever ids the paths carry. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

type JobRow = { kind: string; due: number; running: number; scheduled: number; oldest_due_seconds: number };

/** Pending jobs by kind; none when the database does not answer (the scrape still succeeds). */
async function pendingJobs(database: Database): Promise<JobRow[]> {
  try {
    const result = await database.db.execute(sql`
      select kind,
        count(*) filter (where locked_until_utc > now())::integer as running,
        count(*) filter (where run_after_utc <= now()
          and (locked_until_utc is null or locked_until_utc <= now()))::integer as due,
        count(*) filter (where run_after_utc > now()
          and (locked_until_utc is null or locked_until_utc <= now()))::integer as scheduled,
        coalesce(extract(epoch from now() - min(run_after_utc) filter (where run_after_utc <= now()
          and (locked_until_utc is null or locked_until_utc <= now()))), 0)::float8 as oldest_due_seconds
      from jobs where completed_utc is null and failed_utc is null group by kind`);
    return (result as unknown as { rows: JobRow[] }).rows;
  } catch {
    return [];
  }
}

/**
 * Prometheus metrics at GET /api/metrics, for a scraper holding the bearer token: requests by
 * route, method and status (count and latency), purchase outcomes, the job queue, the database
 * and its pool, and Node's process metrics. Registered only when METRICS_TOKEN is set.
 */
export function registerMetrics(app: FastifyInstance, options: { database: Database; token: string }) {
  const { database } = options;
  const registry = new Registry();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const streamsFailed = new Counter({
    name: 'http_response_streams_failed_total',
    help: 'Streamed answers (CSV exports) that failed after they started, cutting the download short, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    registers: [registry],
  });
  const purchases = new Counter({
    name: 'gas_purchases_total',
    help: 'Purchase attempts (POST /api/sales) by status code: 201 placed, 409 refused (stock, funds, price), 4xx other',
    labelNames: ['status_code'] as const,
    registers: [registry],
  });

  const jobs = new Gauge({
    name: 'gas_jobs',
    help: 'Jobs not yet completed or failed, by kind and state (due, running, scheduled), read at scrape time',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: 'gas_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has been waiting, by kind (a growing value means the workers lag)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  /** One query per scrape fills both job gauges. */
  const readJobs = async () => {
    const rows = await pendingJobs(database);
    jobs.reset();
    oldestDue.reset();
    for (const row of rows) {
      for (const state of ['due', 'running', 'scheduled'] as const) {
        jobs.set({ kind: row.kind, state }, Number(row[state]));
      }
      oldestDue.set({ kind: row.kind }, Number(row.oldest_due_seconds));
    }
  };
  new Gauge({
    name: 'gas_database_up',
    help: '1 when the database answered at scrape time, else 0',
    registers: [registry],
    async collect() {
      this.set((await database.isReady()) ? 1 : 0);
    },
  });

  new Gauge({
    name: 'gas_receipt_pdf_inspections',
    help: 'Receipt PDFs being inspected in the worker pool or waiting for a worker, in this process',
    registers: [registry],
    collect() {
      this.set(pdfInspectionsInFlight());
    },
  });

  new Counter({
    name: 'gas_transactions_run_again_total',
    help: 'Use case transactions run again in this process, by reason: deadlock (PostgreSQL aborted it to break one) or reference_clash (a random reference already taken)',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of Object.entries(transactionsRunAgain())) this.inc({ reason }, count);
    },
  });

  if (database.poolStats()) {
    new Gauge({
      name: 'gas_db_pool_connections',
      help: 'PostgreSQL pool connections of this process: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // A streamed answer's status (200) is sent before its body: a failure after that shows only as
  // an error on the stream.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (payload instanceof Readable) {
      payload.once('error', () => streamsFailed.inc({ route: routeOf(request), method: request.method }));
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { route: routeOf(request), method: request.method, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (request.method === 'POST' && labels.route === '/api/sales') {
      purchases.inc({ status_code: labels.status_code });
    }
  });

  const expected = digest(options.token);
  app.get(
    '/api/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (needs Authorization: Bearer METRICS_TOKEN)',
        response: { 401: failureSchema },
      },
      onRequest: async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!timingSafeEqual(digest(presented), expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('unauthenticated', 'A valid metrics token is required');
        }
      },
    },
    async (_request, reply) => {
      await readJobs();
      const text = (await registry.metrics()) + (await processMetrics().metrics());
      return reply.type(registry.contentType).send(text);
    },
  );
}
