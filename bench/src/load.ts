// Load generators, on undici's connection pool. Closed loop: N connections kept busy (each
// sends its next request when the previous answers). Open loop: requests leave on a fixed schedule whatever
// the answers do, and latency counts from the scheduled moment, so a slow server cannot hide
// its queueing (no coordinated omission).
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import type { Market } from './platform.ts';

export type LoadResult = {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers by status code; transport errors under "error". */
  statuses: Record<string, number>;
  /** References of the purchases the server accepted (201). */
  accepted: string[];
};

export type RequestSpec = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A purchase of one litre by a random buyer from a random inventory of `inventories`. */
export function purchaseRequest(market: Market, inventories = market.inventories): () => RequestSpec {
  return () => {
    const buyer = pick(market.buyers);
    const inventory = pick(inventories);
    return {
      method: 'POST',
      path: '/api/sales',
      headers: { cookie: buyer.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        productId: market.productId,
        contractId: inventory.id,
        quantity: 1,
        currency: 'NGN',
        amount: inventory.unitPrice,
      }),
    };
  };
}

function recordAccepted(accepted: string[], status: number, body: string | undefined) {
  if (status !== 201 || !body) return;
  try {
    accepted.push((JSON.parse(body) as { data: { reference: string } }).data.reference);
  } catch {
    // not JSON: counted by status already
  }
}

/**
 * N connections, each sending its next request as soon as the previous one answers, for
 * `seconds` or until `next` has nothing left (a finite queue of prepared work). With several
 * URLs (server processes on one database) the connections are spread evenly across them.
 */
export async function closedLoop(
  url: string | string[],
  next: () => RequestSpec | undefined,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const urls = Array.isArray(url) ? url : [url];
  const pools = urls.map(
    (target) => new Pool(target, { connections: Math.ceil(connections / urls.length), pipelining: 1 }),
  );
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const accepted: string[] = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const connection = async (index: number) => {
    const pool = pools[index % pools.length]!;
    while (performance.now() < stopAt) {
      const spec = next();
      if (!spec) return;
      const sent = performance.now();
      try {
        const response = await pool.request({
          method: spec.method,
          path: spec.path,
          headers: spec.headers,
          body: spec.body ?? null,
        });
        const body = await response.body.text();
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        recordAccepted(accepted, response.statusCode, body);
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(pools.map((pool) => pool.close()));
  return summarise(latencies, elapsed, statuses, accepted);
}

function summarise(
  latencies: number[],
  seconds: number,
  statuses: Record<string, number>,
  accepted: string[],
): LoadResult {
  latencies.sort((left, right) => left - right);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    seconds: round(seconds),
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    statuses,
    accepted,
  };
}

export async function openLoop(
  url: string,
  next: () => RequestSpec,
  ratePerSecond: number,
  seconds: number,
): Promise<LoadResult> {
  const pool = new Pool(url, { connections: 256, pipelining: 1 });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const accepted: string[] = [];
  const started = performance.now();
  const total = Math.round(ratePerSecond * seconds);
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const spec = next();
    inFlight.push(
      pool
        .request({ method: spec.method, path: spec.path, headers: spec.headers, body: spec.body ?? null })
        .then(async (response) => {
          const body = await response.body.text();
          latencies.push(performance.now() - due);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          recordAccepted(accepted, response.statusCode, body);
        })
        .catch(() => {
          latencies.push(performance.now() - due);
          statuses.error = (statuses.error ?? 0) + 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return summarise(latencies, elapsed, statuses, accepted);
}
