// The hot calls of fulfilment and bids (issue 20): the buyer's acceptance of a collected sale,
// which settles it (the ledger posting to supplier, fee, VAT and buyer, the stock out, the
// invoices), and a supplier selling into an open bid (an accepted sale from the bid's hold).
// The work is prepared through the API as production makes it; only the hot call is timed.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkIntegrity } from './checks.ts';
import type { Cluster } from './cluster.ts';
import { closedLoop, type RequestSpec } from './load.ts';
import { adminEmail, logIn, type Market } from './platform.ts';
import { inParallel, log, type ScenarioRow, scenarioRow } from './scenario.ts';

type Call = { method: string; path: string; cookie: string; body?: unknown; form?: FormData };

/** One API call of the preparation; anything but success stops the run. */
async function call(url: string, { method, path, cookie, body, form }: Call) {
  const headers: Record<string, string> = { cookie, 'idempotency-key': randomUUID() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Waits until no queued job is due (the worker has sent the emails and rendered the PDFs). */
export async function jobsDrained(databaseUrl: string, limitMs = 900_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    while (Date.now() - started < limitMs) {
      const { rows } = await client.query<{ due: number }>(
        'select count(*)::int as due from jobs where completed_utc is null and failed_utc is null and run_after_utc <= now()',
      );
      if (rows[0]!.due === 0) {
        const waited = Date.now() - started;
        if (waited > 1000) log(`waited ${(waited / 1000).toFixed(0)} s for the worker's queued jobs`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the worker did not finish the queued jobs within ${limitMs / 1000} s`);
  } finally {
    await client.end();
  }
}

/**
 * The servers' and the worker's CPU for `load` and the jobs it queued: a hot call's emails and
 * invoice PDFs are rendered by the worker after the answer, so the meter starts once the
 * preparation's jobs are done and stops once the load's are (counting only while the loop ran
 * missed most of a settlement's cost: docs/performance.md, "Hot calls: where the CPU goes").
 */
async function measuredWithJobs(
  cluster: Cluster,
  load: () => ReturnType<typeof closedLoop>,
  /** Runs after the wait, before the meter: sign-ins, as an access id lives 5 minutes and the wait may take longer. */
  beforeLoad: () => Promise<void> = async () => {},
) {
  await jobsDrained(cluster.primary.databaseUrl);
  await beforeLoad();
  const cpuBefore = cluster.cpuMs();
  const result = await load();
  await jobsDrained(cluster.primary.databaseUrl);
  const cpuAfter = cluster.cpuMs();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { result, cpuMs };
}

/**
 * `count` sales of one litre collected at the hub and waiting for the buyer's acceptance: bought,
 * approved by the supplier, loaded at the gate on the buyer's code by an operator.
 */
async function collectedSales(url: string, market: Market, count: number) {
  const supplier = market.inventories[0]!.supplier;
  const supplierCookie = await logIn(url, supplier);
  const operatorCookie = await logIn(url, adminEmail);
  const inventories = market.inventories.filter((inventory) => inventory.supplier === supplier);
  return inParallel(Array.from({ length: count }), 16, async () => {
    const buyer = pick(market.buyers);
    const inventory = pick(inventories);
    const sale = await call(url, {
      method: 'POST',
      path: '/api/sales',
      cookie: buyer.cookie,
      body: {
        productId: market.productId,
        contractId: inventory.id,
        quantity: 1,
        currency: 'NGN',
        amount: inventory.unitPrice,
      },
    });
    const id = sale.id as string;
    await call(url, { method: 'PATCH', path: `/api/sales/${id}/Approved`, cookie: supplierCookie });
    const { code } = await call(url, {
      method: 'GET',
      path: `/api/sales/${id}/delivery-code`,
      cookie: buyer.cookie,
    });
    const form = new FormData();
    form.set('quantityLoaded', '1');
    form.set('code', String(code));
    await call(url, { method: 'POST', path: `/api/deliveries/${id}/loading`, cookie: operatorCookie, form });
    return { id, email: buyer.email };
  });
}

/** How many of `saleIds` have a settled fulfilment. */
async function settledAmong(databaseUrl: string, saleIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select count(*)::int as settled from fulfilments where sale_id = any($1::uuid[]) and status = 'Settled'`,
      [saleIds],
    );
    return result.rows[0].settled as number;
  } finally {
    await client.end();
  }
}

/**
 * Settlement: 50 connections accept the prepared sales until they run out or time is up. After
 * it, the ledger check, and every sale answered 200 is settled and no other.
 */
export async function settleScenario(
  cluster: Cluster,
  market: Market,
  plan: { sales: number; seconds: number },
): Promise<ScenarioRow> {
  const url = cluster.primary.url;
  log(`settle: preparing ${plan.sales} collected sales through the API...`);
  const queue = await collectedSales(url, market, plan.sales);
  const ids = queue.map((sale) => sale.id);
  const cookies = new Map<string, string>();
  const signInBuyers = async () => {
    const emails = [...new Set(queue.map((sale) => sale.email))];
    const signedIn = await inParallel(emails, 8, (email) => logIn(url, email));
    for (const [index, email] of emails.entries()) cookies.set(email, signedIn[index]!);
    log('settle (buyer accepts a collected sale), closed loop, 50 connections...');
  };
  const next = (): RequestSpec | undefined => {
    const sale = queue.pop();
    if (!sale) return undefined;
    return {
      method: 'POST',
      path: `/api/sales/${sale.id}/accept`,
      headers: {
        cookie: cookies.get(sale.email)!,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: '{}',
    };
  };
  const run = await measuredWithJobs(
    cluster,
    () => closedLoop(cluster.urls(), next, 50, plan.seconds),
    signInBuyers,
  );
  const integrity = await checkIntegrity(cluster.primary.databaseUrl, []);
  const ok = run.result.statuses['200'] ?? 0;
  const settled = await settledAmong(cluster.primary.databaseUrl, ids);
  // Answered 200 but not settled, or settled without a 200: both are lost or invented work.
  integrity.acceptedMissing = Math.abs(settled - ok);
  integrity.acceptedChecked = ok;
  const name = `settle, closed loop, 50 connections (${plan.sales} sales prepared)`;
  return { ...scenarioRow(name, run, '200', ['200']), integrity };
}

/**
 * Selling into a bid: every buyer of the first `bids` posts one bid (a million litres, Spot, at a
 * hub where every supplier has stock), then 50 connections of the suppliers sell one litre into
 * a random bid. After it, the ledger check and every sale answered 201 is in the books.
 */
export async function bidFillScenario(
  cluster: Cluster,
  market: Market,
  plan: { bids: number; seconds: number },
): Promise<ScenarioRow> {
  const url = cluster.primary.url;
  log(`sell into a bid: ${plan.bids} open bids...`);
  const hubs = [...new Set(market.inventories.map((inventory) => inventory.hubId))];
  const validUntilUtc = new Date(Date.now() + 86_400_000).toISOString();
  const bids = await inParallel(market.buyers.slice(0, plan.bids), 8, async (buyer) => {
    const index = market.buyers.indexOf(buyer);
    // A fresh sign-in: the market's cookies are older than an access id lives once the settle
    // scenario has waited for the worker's jobs (minutes in a full run).
    const cookie = await logIn(url, buyer.email);
    const bid = await call(url, {
      method: 'POST',
      path: '/api/bids',
      cookie,
      body: {
        productId: market.productId,
        hubId: hubs[index % hubs.length],
        quantity: 1_000_000,
        unitPrice: 30_000 + index,
        currency: 'NGN',
        contract: 'Spot',
        validUntilUtc,
      },
    });
    return bid.id as string;
  });
  const suppliers = [...new Set(market.inventories.map((inventory) => inventory.supplier))];
  let cookies: string[] = [];
  const signInSuppliers = async () => {
    cookies = await inParallel(suppliers, 4, (email) => logIn(url, email));
    log('sell into a bid, closed loop, 50 connections...');
  };
  const next = (): RequestSpec => ({
    method: 'POST',
    path: `/api/bids/${pick(bids)}/fills`,
    headers: { cookie: pick(cookies), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ quantity: 1 }),
  });
  const run = await measuredWithJobs(
    cluster,
    () => closedLoop(cluster.urls(), next, 50, plan.seconds),
    signInSuppliers,
  );
  const integrity = await checkIntegrity(cluster.primary.databaseUrl, run.result.accepted);
  const name = `sell into a bid, closed loop, 50 connections (${plan.bids} bids)`;
  return { ...scenarioRow(name, run, '201', ['201']), integrity };
}
