// `npx tsx bench/src/purchases.ts [seconds] [connections]`, after `npm run build -w @gas/server`:
// only the purchase scenarios of issue 20 (closed loop on every inventory, then one hot
// inventory), on the full run's market, with the CPU of both sides per purchase: the server
// processes (and worker) and every PostgreSQL process (backends, WAL writer, checkpointer,
// autovacuum), read from /proc. The full suite's figures are `npm run bench`; this is for
// comparing two builds or two versions of the purchase function quickly.
// BENCH_CPU_PROF=<dir> profiles the server (bench/src/profile-summary.ts reads the profile).
import { execFileSync } from 'node:child_process';
import { checkIntegrity } from './checks.ts';
import { startCluster } from './cluster.ts';
import { jobsDrained } from './hot-calls.ts';
import { closedLoop, purchaseRequest } from './load.ts';
import { adminQuery, createMarket, refreshSessions } from './platform.ts';
import { postgresCpuMs } from './postgres-cpu.ts';
import { log, measured, scenarioRow } from './scenario.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3800);
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

const cluster = await startCluster({ serverUrl, port, database: `gas_purchases_${process.pid}` });
try {
  // BENCH_SQL=<file>: SQL run on the new database before the market is made, e.g. an earlier
  // version of a function (CREATE OR REPLACE), to compare two versions on one build.
  if (process.env.BENCH_SQL) {
    execFileSync('psql', [
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-f',
      process.env.BENCH_SQL,
      cluster.primary.databaseUrl,
    ]);
  }
  const market = await createMarket(cluster.primary, {
    suppliers: 8,
    buyers: 200,
    stock: 1_000_000_000,
    fundsPerBuyer: 1_000_000_000_000,
  });
  const scenarios = [
    { name: 'purchase, closed loop', inventories: market.inventories },
    { name: 'purchase, hot inventory', inventories: market.inventories.slice(0, 1) },
  ];
  for (const scenario of scenarios) {
    // The worker's backlog (the market's emails, the last scenario's) would count against this one.
    await jobsDrained(cluster.primary.databaseUrl);
    await refreshSessions(cluster.primary, market);
    log(`${scenario.name}...`);
    // BENCH_PGSS=1: pg_stat_statements (when loaded) counts each scenario on its own.
    if (process.env.BENCH_PGSS) await adminQuery(serverUrl, 'select pg_stat_statements_reset()');
    const postgresBefore = postgresCpuMs();
    const run = await measured(cluster, () =>
      closedLoop(cluster.urls(), purchaseRequest(market, scenario.inventories), connections, seconds),
    );
    const postgresMs = postgresCpuMs() - postgresBefore;
    const row = scenarioRow(scenario.name, run, '201', ['201', '409']);
    const integrity = await checkIntegrity(cluster.primary.databaseUrl, run.result.accepted);
    const ok = row.statuses['201'] ?? 0;
    console.log(
      JSON.stringify({
        scenario: row.name,
        okPerSecond: row.okPerSecond,
        p50: row.p50,
        p99: row.p99,
        serverCpuMsPerOk: row.serverCpuMsPerOk,
        postgresCpuMsPerOk: ok ? Math.round((postgresMs / ok) * 100) / 100 : null,
        statuses: row.statuses,
        ledgerBreaches: integrity.ledgerBreaches.length,
        missing: integrity.acceptedMissing,
      }),
    );
  }
} finally {
  await cluster.stop();
}
