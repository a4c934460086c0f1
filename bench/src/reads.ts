// `npx tsx bench/src/reads.ts [seconds] [scenario names...]`, after `npm run build -w @gas/server`:
// only the signed-in and public reads of issue 20 (listings, /api/markets, the three dashboards,
// the sales report of each role) on a small market with 10,000 generated sales, 50 connections
// each, against the existing production build.
// CPU per answer is the server process's alone (the worker sends the set-up's emails meanwhile).
// BENCH_CPU_PROF=<dir> profiles the server (bench/src/profile-summary.ts reads the profile).
import { addScaleData } from './at-scale-data.ts';
import { startCluster } from './cluster.ts';
import { closedLoop } from './load.ts';
import { adminEmail, createMarket, logIn } from './platform.ts';
import { get, log, measured, scenarioRow } from './scenario.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3700);
const seconds = Number(process.argv[2] ?? 5);
const only = process.argv.slice(3);

const cluster = await startCluster({ serverUrl, port, database: `gas_reads_${process.pid}` });
try {
  const market = await createMarket(cluster.primary, {
    suppliers: 2,
    buyers: 20,
    stock: 1_000_000_000,
    fundsPerBuyer: 1_000_000_000_000,
  });
  await addScaleData(cluster.primary.databaseUrl, market.productId, {
    sales: 10_000,
    suppliers: 100,
    offtakers: 900,
  });
  const url = cluster.primary.url;
  const [offtaker, supplier, operator] = await Promise.all([
    logIn(url, 'scale.offtaker.1@bench.ng'),
    logIn(url, 'scale.supplier.1@bench.ng'),
    logIn(url, adminEmail),
  ]);
  const buyer = market.buyers[0]!.cookie;
  const reads: [string, string, string][] = [
    ['listings', `/api/inventories/listings/${market.productId}/10/NGN`, buyer],
    ['markets', '/api/markets', ''],
    ['offtaker-dashboard', '/api/dashboard', offtaker],
    ['supplier-dashboard', '/api/dashboard', supplier],
    ['operator-dashboard', '/api/dashboard', operator],
    ['sales-report-offtaker', '/api/reports/sales', offtaker],
    ['sales-report-supplier', '/api/reports/sales', supplier],
    ['sales-report-operator', '/api/reports/sales', operator],
  ];
  const rows = [];
  for (const [name, path, cookie] of reads) {
    if (only.length > 0 && !only.includes(name)) continue;
    log(`${name}...`);
    // A short warm-up: the first requests compile the code paths.
    await closedLoop(url, get(path, cookie), 10, 1);
    const run = await measured(cluster.primary, () => closedLoop(url, get(path, cookie), 50, seconds));
    const row = scenarioRow(name, run, '200', ['200']);
    rows.push({
      name,
      'ok/s': row.okPerSecond,
      p50: row.p50,
      p99: row.p99,
      'cpu ms/ok': row.serverCpuMsPerOk,
      answers: JSON.stringify(row.statuses),
    });
  }
  console.table(rows);
} finally {
  await cluster.stop();
}
