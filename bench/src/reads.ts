// `npx tsx bench/src/reads.ts [seconds] [scenario names...]`, after `npm run build -w @gas/server`:
// only the signed-in and public reads of issue 20 (listings, /api/markets, the three dashboards,
// the sales report of each role) on a small market with 10,000 generated sales, 50 connections
// each, against the existing production build.
// CPU per answer is the server process's and PostgreSQL's (every `postgres` process, from /proc),
// measured once the worker has sent the set-up's emails.
// BENCH_CPU_PROF=<dir> profiles the server (bench/src/profile-summary.ts reads the profile).
// BENCH_READS_PURCHASES=<n> first has the market's buyers (BENCH_READS_BUYERS, 20 by default)
// place about n one-litre purchases each through the API, left Pending, as the full run's
// purchase scenarios leave them before its reads; `buyer-dashboard` and `sales-report-buyer`
// then read as `market.buyers[0]`, as the full run does (bench/src/run.ts). The full run has 200
// buyers placing about 500 each (BENCH_READS_BUYERS=200 BENCH_READS_PURCHASES=500, 3 minutes).
// The tables are then vacuumed and analyzed, as autovacuum would have (this machine's
// PostgreSQL runs without it), as the full run does before its reads.
import { addScaleData } from './at-scale-data.ts';
import { startCluster } from './cluster.ts';
import { jobsDrained } from './hot-calls.ts';
import { closedLoop, purchaseRequest } from './load.ts';
import { adminEmail, adminQuery, createMarket, logIn, refreshSessions } from './platform.ts';
import { postgresCpuMs } from './postgres-cpu.ts';
import { get, log, measured, scenarioRow } from './scenario.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3700);
const seconds = Number(process.argv[2] ?? 5);
const only = process.argv.slice(3);
const purchasesPerBuyer = Number(process.env.BENCH_READS_PURCHASES ?? 0);
const buyers = Number(process.env.BENCH_READS_BUYERS ?? 20);

const cluster = await startCluster({ serverUrl, port, database: `gas_reads_${process.pid}` });
try {
  const market = await createMarket(cluster.primary, {
    suppliers: 2,
    buyers,
    stock: 1_000_000_000,
    fundsPerBuyer: 1_000_000_000_000,
  });
  // BENCH_READS_SALES=1000000: the at-scale shape (bench/src/at-scale.ts), a party per 100 sales.
  const generated = Number(process.env.BENCH_READS_SALES ?? 10_000);
  await addScaleData(cluster.primary.databaseUrl, market.productId, {
    sales: generated,
    suppliers: Math.max(100, generated / 1000),
    offtakers: Math.max(900, (generated * 9) / 1000),
  });
  const url = cluster.primary.url;
  log(`database gas_reads_${process.pid}`);
  if (purchasesPerBuyer > 0) {
    let left = purchasesPerBuyer * buyers;
    log(`${left} purchases by ${buyers} buyers...`);
    const next = purchaseRequest(market);
    const placed = await closedLoop(url, () => (left-- > 0 ? next() : undefined), 50, 3600);
    log(`purchases: ${JSON.stringify(placed.statuses)}, ${placed.perSecond}/s`);
  }
  // As the full run (bench/src/run.ts, quietForReads): the purchases' emails are sent and the
  // tables vacuumed and analyzed, as autovacuum would have by now, before the reads.
  await jobsDrained(cluster.primary.databaseUrl);
  if (purchasesPerBuyer > 0) await adminQuery(cluster.primary.databaseUrl, 'vacuum analyze');
  await refreshSessions(cluster.primary, market);
  const [offtaker, supplier, operator] = await Promise.all([
    logIn(url, 'scale.offtaker.1@bench.ng'),
    logIn(url, 'scale.supplier.1@bench.ng'),
    logIn(url, adminEmail),
  ]);
  const buyer = market.buyers[0]!.cookie;
  // The last whole month, as bench/src/at-scale.ts reads a CSV of one month.
  const now = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const lastMonth = `from=${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)))}&to=${day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)))}`;
  const reads: [string, string, string][] = [
    ['listings', `/api/inventories/listings/${market.productId}/10/NGN`, buyer],
    ['markets', '/api/markets', ''],
    ['offtaker-dashboard', '/api/dashboard', offtaker],
    ['supplier-dashboard', '/api/dashboard', supplier],
    ['operator-dashboard', '/api/dashboard', operator],
    ['sales-report-offtaker', '/api/reports/sales', offtaker],
    ['sales-report-supplier', '/api/reports/sales', supplier],
    ['sales-report-operator', '/api/reports/sales', operator],
    ['sales-csv-supplier-month', `/api/reports/sales.csv?${lastMonth}`, supplier],
    ['buyer-dashboard', '/api/dashboard', buyer],
    ['sales-report-buyer', '/api/reports/sales', buyer],
  ];
  const rows = [];
  for (const [name, path, cookie] of reads) {
    if (only.length > 0 && !only.includes(name)) continue;
    log(`${name}...`);
    // A short warm-up: the first requests compile the code paths.
    await closedLoop(url, get(path, cookie), 10, 1);
    const postgresBefore = postgresCpuMs();
    const run = await measured(cluster.primary, () => closedLoop(url, get(path, cookie), 50, seconds));
    const postgresMs = postgresCpuMs() - postgresBefore;
    const row = scenarioRow(name, run, '200', ['200']);
    const ok = row.statuses['200'] ?? 0;
    rows.push({
      name,
      'ok/s': row.okPerSecond,
      p50: row.p50,
      p99: row.p99,
      'cpu ms/ok': row.serverCpuMsPerOk,
      'postgres ms/ok': ok ? Math.round((postgresMs / ok) * 100) / 100 : null,
      answers: JSON.stringify(row.statuses),
    });
  }
  console.table(rows);
} finally {
  await cluster.stop();
}
