// At scale (issue 20): with a million sales and ten thousand parties in the database, the pages
// that read across them keep p99 under 100 ms: an offtaker's and a supplier's dashboard, the
// operator's sales report (first page), the sales report CSV of one month and the audit trail.

import { addScaleData, type ScaleSize } from './at-scale-data.ts';
import { checkIntegrity } from './checks.ts';
import type { Cluster } from './cluster.ts';
import { closedLoop } from './load.ts';
import { adminEmail, logIn, type Market } from './platform.ts';
import { get, log, measured, type ScenarioRow, scenarioRow } from './scenario.ts';

/** The last whole Lagos month before now, as the report's inclusive day range. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export async function atScaleScenarios(
  cluster: Cluster,
  market: Market,
  plan: { size: ScaleSize; seconds: number },
): Promise<ScenarioRow[]> {
  const { size } = plan;
  log(
    `at scale: adding ${size.sales.toLocaleString('en-US')} sales and ${(size.suppliers + size.offtakers).toLocaleString('en-US')} parties in SQL...`,
  );
  const started = Date.now();
  await addScaleData(cluster.primary.databaseUrl, market.productId, size);
  const generatedSeconds = Math.round((Date.now() - started) / 1000);
  log('at scale: ledger check over the whole database...');
  const integrity = await checkIntegrity(cluster.primary.databaseUrl, []);

  const url = cluster.primary.url;
  const [offtaker, supplier, operator] = await Promise.all([
    logIn(url, 'scale.offtaker.1@bench.ng'),
    logIn(url, 'scale.supplier.1@bench.ng'),
    logIn(url, adminEmail),
  ]);
  const month = lastMonth();
  const monthQuery = `from=${month.from}&to=${month.to}`;
  const reads: [string, string, string, number][] = [
    ["an offtaker's dashboard", '/api/dashboard', offtaker, 50],
    ["a supplier's dashboard", '/api/dashboard', supplier, 50],
    // The operators' pages aggregate or count every row: a few operators at once, not fifty.
    ["operator's sales report, first page", '/api/reports/sales', operator, 4],
    ["supplier's sales CSV of one month", `/api/reports/sales.csv?${monthQuery}`, supplier, 50],
    // The same download as a few suppliers at once ask for it: at 50 the p99 is mostly the
    // queue (50 waiting on two cores), at 4 it is what the month's rows cost at this size.
    ["supplier's sales CSV of one month", `/api/reports/sales.csv?${monthQuery}`, supplier, 4],
    ["operator's sales CSV of one month (every sale)", `/api/reports/sales.csv?${monthQuery}`, operator, 1],
    ['audit trail, first page', '/api/audit', operator, 4],
  ];
  const rows: ScenarioRow[] = [];
  for (const [what, path, cookie, connections] of reads) {
    const name = `at scale: ${what}, ${connections} connections`;
    log(`${name}...`);
    const run = await measured(cluster, () =>
      closedLoop(cluster.urls(), get(path, cookie), connections, plan.seconds),
    );
    rows.push(scenarioRow(name, run, '200', ['200']));
  }
  // The generated books are checked once, before the reads (which write nothing).
  rows[0]!.integrity = integrity;
  log(`at scale: data generated in ${generatedSeconds} s`);
  return rows.map((row) => ({ ...row, generatedSeconds }));
}
