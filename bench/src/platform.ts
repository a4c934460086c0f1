// The platform under test: a fresh PostgreSQL database, the production build of the server
// started as its own process (logging at info, as in production), and traders created for the
// load: suppliers with stocked, priced inventories and funded offtakers, all signed in.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const adminEmail = 'bench.admin@gas-exchange.ng';
export const password = 'Bench-Gas-2026!';

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type RunningServer = {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
  logFile: string;
  dataDir: string;
  totpKey: string;
  /** CPU time the server process has used so far (user + system, ms); undefined off Linux. */
  cpuMs(): number | undefined;
};

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * A process's CPU time from /proc: the server's CPU per request does not depend on how busy the
 * shared machine is, as its throughput does.
 */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence the last ')'); utime and stime
    // are the 14th and 15th fields of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}

/**
 * Starts apps/server/dist/main.js in production mode on a new database; resolves when ready.
 * With `joining` it is one more process on that server's database and data directory (scale-out):
 * it neither creates nor drops them.
 */
export async function startServer(options: {
  serverUrl: string;
  port: number;
  database: string;
  joining?: RunningServer;
  /** The script to run (a worker process); default the server. */
  script?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const joining = options.joining;
  if (!joining) {
    await adminQuery(options.serverUrl, `drop database if exists ${options.database} with (force)`);
    await adminQuery(options.serverUrl, `create database ${options.database}`);
  }
  const databaseUrl = databaseUrlFor(options.serverUrl, options.database);
  const dataDir = joining?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gas-bench-'));
  const script = options.script ?? 'apps/server/dist/main.js';
  // Outside the data directory, which goes at the end: a failed run's log is kept to read.
  const logFile = path.join(
    os.tmpdir(),
    `gas-bench-${path.basename(script, '.js')}-${process.pid}-${options.port}.log`,
  );
  const log = fs.openSync(logFile, 'a');
  const totpKey = joining?.totpKey ?? randomBytes(32).toString('hex');
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, path.join(root, script)], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: databaseUrl,
      // The pool production runs with (DATABASE_POOL_SIZE's default, 10) unless BENCH_POOL_SIZE
      // says otherwise: 20 made the hot inventory's purchases wait on more backends for its row
      // (docs/performance.md, "The pool size").
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      // Production settings need the key sealing the two-factor secrets: one per run.
      TOTP_ENCRYPTION_KEY: totpKey,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: password,
      // The load comes from one address; the per-address limits would refuse it after a second.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Every process seals and opens the same two-factor secrets.
      ...(joining ? { TOTP_ENCRYPTION_KEY: joining.totpKey } : {}),
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  // A worker answers no HTTP: it is ready once it runs (its log says if it fails).
  for (; options.script === undefined; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 60 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    databaseUrl,
    logFile,
    dataDir,
    totpKey,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.closeSync(log);
      if (joining) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      // BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN or pgbench afterwards (drop it yourself).
      if (process.env.BENCH_KEEP_DATABASE) return;
      await adminQuery(options.serverUrl, `drop database if exists ${options.database} with (force)`);
    },
  };
}

/** Session cookies as a browser would send them back. */
function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function api(url: string, cookie: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; data: unknown };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json.data as Record<string, unknown>;
}

/**
 * Logs in through the API. The operator (ADMIN_EMAIL, no authenticator yet) enrols one at its
 * first log-in, as operators must (issue 21): the secret is kept here for its later log-ins,
 * in the API and in the browser (web.ts).
 */
export async function logIn(url: string, email: string): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const response = await post('/api/auth/login', { email, password });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const due = ((await response.clone().json()) as { data: SecondFactorDue | null }).data;
  if (!due?.challenge) return cookiesFrom(response);
  if (due.enrolment) secondFactors.set(email, { secret: due.enrolment.secret, lastStep: 0 });
  const route = due.enrolment ? '/api/auth/login/enrolment' : '/api/auth/login/second-factor';
  const done = await post(route, { challenge: due.challenge, code: await nextCode(email) });
  if (!done.ok) throw new Error(`second step ${email}: ${done.status} ${await done.text()}`);
  return cookiesFrom(done);
}

type SecondFactorDue = { challenge?: string; enrolment?: { secret: string } | null };

/** The authenticators enrolled by logIn, by email, and the last 30-second step used. */
const secondFactors = new Map<string, { secret: string; lastStep: number }>();

/** The next code of `email`'s authenticator the server takes (each step works once; waits when needed). */
export async function nextCode(email: string): Promise<string> {
  const factor = secondFactors.get(email);
  if (!factor) throw new Error(`no authenticator enrolled for ${email}`);
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    // The step before now only while it has seconds left to reach the server (see builders.ts).
    const next = Math.max(factor.lastStep + 1, Date.now() % 30_000 < 25_000 ? step - 1 : step);
    if (next <= step + 1) {
      factor.lastStep = next;
      const totp = new TOTP({
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
        secret: Secret.fromBase32(factor.secret),
      });
      return totp.generate({ timestamp: next * 30_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** Whether `email` signs in with a second step (an operator the bench enrolled). */
export const hasSecondFactor = (email: string) => secondFactors.has(email);

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(task));
  }
}

export type Market = {
  productId: string;
  inventories: { id: string; unitPrice: number; supplier: string; hubId: string }[];
  buyers: { email: string; cookie: string }[];
  supplierCookie: string;
};

const hubNames = ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano'];

/**
 * Parties are inserted directly (Active, one shared password hash: sign-up and onboarding are
 * not what is measured); everything with money or stock goes through the API as in production.
 */
export async function createMarket(
  server: RunningServer,
  size: { suppliers: number; buyers: number; stock: number; fundsPerBuyer: number },
): Promise<Market> {
  const passwordHash = await hashPassword(password);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const insertParty = async (kind: 'supplier' | 'offtaker', index: number) => {
    const email = `bench.${kind}.${index}@bench.ng`;
    const names =
      kind === 'supplier' ? [`Bench Gas ${index} Ltd`, null, null] : [null, 'Buyer', `Number ${index}`];
    const party = await client.query(
      `insert into parties (kind, status, company_name, first_name, last_name) values ($1, 'Active', $2, $3, $4) returning id`,
      [kind, ...names],
    );
    await client.query(`insert into users (email, password_hash, role, party_id) values ($1, $2, $3, $4)`, [
      email,
      passwordHash,
      kind === 'supplier' ? 'client' : 'customer',
      party.rows[0].id,
    ]);
    return email;
  };
  const supplierEmails: string[] = [];
  for (let index = 0; index < size.suppliers; index++)
    supplierEmails.push(await insertParty('supplier', index));
  const buyerEmails: string[] = [];
  for (let index = 0; index < size.buyers; index++) buyerEmails.push(await insertParty('offtaker', index));
  const hubs = await client.query('select id, name from hubs');
  await client.end();
  const hubId = Object.fromEntries(hubs.rows.map((row: { id: string; name: string }) => [row.name, row.id]));

  const admin = await logIn(server.url, adminEmail);
  const product = await api(server.url, admin, 'POST', '/api/products', {
    name: 'Bench CNG',
    unit: 'Liters',
  });
  const productId = product.id as string;
  const inventories: Market['inventories'] = [];
  let supplierCookie = '';
  await inBatches(supplierEmails, 4, async (email) => {
    const cookie = await logIn(server.url, email);
    supplierCookie ||= cookie;
    for (const [index, hub] of hubNames.entries()) {
      const inventory = await api(server.url, cookie, 'POST', '/api/inventories', {
        productId,
        hubId: hubId[hub],
      });
      const inventoryId = inventory.id as string;
      const line = await api(server.url, cookie, 'POST', '/api/stocks', {
        inventoryId,
        quantity: size.stock,
      });
      await api(server.url, cookie, 'PATCH', '/api/stocks', {
        inventoryId,
        stockId: line.id,
        approve: 'true',
      });
      const unitPrice = 34_000 + index * 500 + inventories.length;
      await api(server.url, cookie, 'POST', '/api/inventories/prices', {
        inventoryId,
        amount: unitPrice,
        currency: 'NGN',
      });
      inventories.push({ id: inventoryId, unitPrice, supplier: email, hubId: hubId[hub]! });
    }
  });

  const buyers: Market['buyers'] = [];
  const receipt = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await inBatches(buyerEmails, 8, async (email) => {
    const cookie = await logIn(server.url, email);
    const form = new FormData();
    form.set('amount', String(size.fundsPerBuyer));
    form.set('currency', 'NGN');
    form.set('receipt', new Blob([receipt], { type: 'application/pdf' }), 'receipt.pdf');
    const response = await fetch(`${server.url}/api/payments`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const deposit = (await response.json()) as { data: { reference: string } };
    if (!response.ok) throw new Error(`deposit: ${response.status} ${JSON.stringify(deposit)}`);
    await api(server.url, admin, 'PATCH', `/api/payments/${deposit.data.reference}/Approved`);
    buyers.push({ email, cookie });
  });
  return { productId, inventories, buyers, supplierCookie };
}

/** Fresh sessions for every buyer (access ids last five minutes). */
export async function refreshSessions(server: RunningServer, market: Market): Promise<void> {
  await inBatches(market.buyers, 8, async (buyer) => {
    buyer.cookie = await logIn(server.url, buyer.email);
  });
  market.supplierCookie = await logIn(server.url, 'bench.supplier.0@bench.ng');
}
