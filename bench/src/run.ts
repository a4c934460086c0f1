// `npm run bench`: the whole suite against the PostgreSQL server, side by side in one run.
//   npm run bench                 full run (about 6 minutes), results in bench/results/latest.json
//   npm run bench -- --smoke      a few seconds per scenario, Lighthouse on / only (CI: the suite cannot rot)
//   npm run bench -- --no-build   use the existing production build
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkIntegrity, type Integrity } from './checks.ts';
import { closedLoop, type LoadResult, openLoop, purchaseRequest, type RequestSpec } from './load.ts';
import { pgbenchTps } from './pgbench.ts';
import {
  createMarket,
  type Market,
  type RunningServer,
  refreshSessions,
  root,
  startServer,
} from './platform.ts';
import { lighthouseScores, measureBundles, type WebResult } from './web.ts';

const smoke = process.argv.includes('--smoke');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3600);

const plan = smoke
  ? {
      seconds: 3,
      readSeconds: 2,
      openRates: [100],
      openSeconds: 2,
      pgbench: { scale: 1, clients: 8, seconds: 3 },
    }
  : {
      seconds: 30,
      readSeconds: 15,
      openRates: [250, 500, 1000],
      openSeconds: 15,
      pgbench: { scale: 10, clients: 8, seconds: 30 },
    };
const size = smoke
  ? { suppliers: 2, buyers: 20, stock: 1_000_000_000, fundsPerBuyer: 1_000_000_000_000 }
  : { suppliers: 8, buyers: 200, stock: 1_000_000_000, fundsPerBuyer: 1_000_000_000_000 };

/**
 * A scenario's answers: `okPerSecond` counts only the answer that means success (201 for a
 * purchase, 200 for a read); `allowed` are the answers that are honest under load (a hot
 * inventory may run out: 409). Anything else fails the run.
 */
type ScenarioRow = LoadResult & {
  name: string;
  okPerSecond: number;
  /** The server's CPU time per successful answer, ms: comparable across busy and quiet machines. */
  serverCpuMsPerOk: number | null;
  allowed: string[];
  integrity?: Integrity;
};

/** Runs `load` and measures the server's CPU time around it. */
async function measured(server: RunningServer, load: () => Promise<LoadResult>) {
  const cpuBefore = server.cpuMs();
  const result = await load();
  const cpuAfter = server.cpuMs();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { result, cpuMs };
}

function scenarioRow(
  name: string,
  run: { result: LoadResult; cpuMs: number | undefined },
  success: string,
  allowed: string[],
) {
  const ok = run.result.statuses[success] ?? 0;
  const okPerSecond = Math.round(ok / run.result.seconds);
  const serverCpuMsPerOk =
    run.cpuMs === undefined || ok === 0 ? null : Math.round((run.cpuMs / ok) * 100) / 100;
  return { name, ...run.result, okPerSecond, serverCpuMsPerOk, allowed };
}

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

/** The commit measured, with "+changes" when the work tree differs from it. */
function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

function machine() {
  const pgVersion = execSync(`psql "${serverUrl}" -Atc "show server_version"`, { encoding: 'utf8' }).trim();
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: pgVersion,
    /** Other work on the machine when the run started: figures from a busy machine read low. */
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

async function purchaseScenario(
  name: string,
  server: RunningServer,
  market: Market,
  load: () => Promise<LoadResult>,
  allowed = ['201'],
): Promise<ScenarioRow> {
  await refreshSessions(server, market);
  log(`${name}...`);
  const run = await measured(server, load);
  const integrity = await checkIntegrity(server.databaseUrl, run.result.accepted);
  return { ...scenarioRow(name, run, '201', allowed), integrity };
}

async function readScenario(
  name: string,
  server: RunningServer,
  next: () => RequestSpec,
): Promise<ScenarioRow> {
  log(`${name}...`);
  const run = await measured(server, () => closedLoop(server.url, next, 50, plan.readSeconds));
  return scenarioRow(name, run, '200', ['200']);
}

function get(path: string, cookie = ''): () => RequestSpec {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return () => ({ method: 'GET', path, headers });
}

function printTable(rows: ScenarioRow[], pgbench: number) {
  const lines = rows.map((row) => ({
    scenario: row.name,
    'ok/s': row.okPerSecond,
    'p50 ms': row.p50,
    'p95 ms': row.p95,
    'p99 ms': row.p99,
    'server CPU ms': row.serverCpuMsPerOk ?? '',
    answers: Object.entries(row.statuses)
      .map(([code, count]) => `${code}:${count}`)
      .join(' '),
    integrity: row.integrity
      ? `${row.integrity.ledgerBreaches.length === 0 ? 'ledger ok' : 'LEDGER BREACH'}, ${row.integrity.acceptedMissing} of ${row.integrity.acceptedChecked} missing`
      : '',
  }));
  console.table(lines);
  console.log(`pgbench tpcb-like: ${pgbench} tps`);
}

let serverLog = '';

async function main() {
  if (!process.argv.includes('--no-build')) {
    log('building (npm run build)...');
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const started = Date.now();
  const about = machine();
  log(`machine: ${JSON.stringify(about)}; mode: ${smoke ? 'smoke' : 'full'}`);

  log('pgbench tpcb-like...');
  const pgbench = await pgbenchTps(serverUrl, plan.pgbench);

  const server = await startServer({ serverUrl, port, database: `gas_bench_${process.pid}` });
  serverLog = server.logFile;
  const rows: ScenarioRow[] = [];
  let web: Partial<WebResult> = {};
  try {
    log(`creating ${size.suppliers * 6} inventories and ${size.buyers} funded buyers...`);
    const market = await createMarket(server, size);

    rows.push(
      await purchaseScenario('purchase, closed loop, 50 connections', server, market, () =>
        closedLoop(server.url, purchaseRequest(market), 50, plan.seconds),
      ),
    );
    for (const rate of plan.openRates) {
      rows.push(
        await purchaseScenario(`purchase, open loop, ${rate}/s`, server, market, () =>
          openLoop(server.url, purchaseRequest(market), rate, plan.openSeconds),
        ),
      );
    }
    rows.push(
      await purchaseScenario(
        'hot inventory, closed loop, 50 connections',
        server,
        market,
        () => closedLoop(server.url, purchaseRequest(market, [market.inventories[0]!]), 50, plan.seconds),
        ['201', '409'],
      ),
    );

    await refreshSessions(server, market);
    const buyer = market.buyers[0]!.cookie;
    rows.push(
      await readScenario(
        'read: listings',
        server,
        get(`/api/inventories/listings/${market.productId}/10/NGN`, buyer),
      ),
      await readScenario('read: /api/markets', server, get('/api/markets')),
      await readScenario('read: offtaker dashboard', server, get('/api/dashboard', buyer)),
      await readScenario('read: sales report', server, get('/api/reports/sales', buyer)),
    );

    log('web: bundle sizes in Chromium...');
    const logins = {
      admin: 'bench.admin@gas-exchange.ng',
      supplier: 'bench.supplier.0@bench.ng',
      offtaker: 'bench.offtaker.0@bench.ng',
    };
    const localhost = server.url.replace('127.0.0.1', 'localhost');
    web = await measureBundles(localhost, logins, 'Bench-Gas-2026!');
    // The smoke run scores the landing page alone: enough to keep the Lighthouse step working.
    log('web: Lighthouse (mobile)...');
    web.lighthouse = await lighthouseScores(localhost, smoke ? ['/'] : ['/', '/markets', '/login']);
  } finally {
    await server.stop();
  }

  printTable(rows, pgbench);
  if (web.landing)
    console.log('web (gzip bytes):', JSON.stringify({ landing: web.landing, areas: web.areas }));
  if (web.lighthouse) console.log('lighthouse:', JSON.stringify(web.lighthouse));
  const purchases = rows[0]!;
  const results = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    mode: smoke ? 'smoke' : 'full',
    plan,
    size,
    seconds: Math.round((Date.now() - started) / 1000),
    machine: about,
    pgbenchTps: pgbench,
    ratios: { closedLoopPurchasesPerPgbenchTps: Math.round((purchases.okPerSecond / pgbench) * 100) / 100 },
    scenarios: rows.map(({ accepted: _accepted, ...row }) => row),
    web,
  };
  const file = path.join(root, 'bench/results', smoke ? 'smoke.json' : 'latest.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `purchases/s over pgbench tps: ${results.ratios.closedLoopPurchasesPerPgbenchTps}; written ${path.relative(root, file)}`,
  );

  const broken = rows.filter(
    (row) => row.integrity && (row.integrity.ledgerBreaches.length > 0 || row.integrity.acceptedMissing > 0),
  );
  const failedRequests = rows.filter((row) =>
    Object.keys(row.statuses).some((code) => !row.allowed.includes(code)),
  );
  if (broken.length > 0 || failedRequests.length > 0) {
    console.error(
      'Integrity breaches or unexpected answers:',
      JSON.stringify({
        broken: broken.map((row) => row.name),
        unexpected: failedRequests.map((row) => ({ scenario: row.name, answers: row.statuses })),
      }),
    );
    console.error(`The server's log: ${serverLog}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
