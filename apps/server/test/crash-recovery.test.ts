// Crashes under purchase load. The built server (dist/main.js) runs as a child process on a
// private PostgreSQL instance that this test creates with initdb in a temporary folder (so
// stopping it disturbs no other test), and is killed with SIGKILL at random moments; separately,
// PostgreSQL itself is stopped with `pg_ctl stop -m immediate` (a crash: no checkpoint) and
// started again under the running server. After each: every purchase that was answered 201
// exists, replaying every Idempotency-Key creates nothing new, and the ledger check passes. At
// the end every queued job (emails, expiries, auto-accepts) has run exactly once. The load takes
// sales through fulfilment too (issue 17): approvals, collections at the hub (the logistics step
// on the database), acceptances, disputes and operators' resolutions, each a settlement that a
// crash must leave done or undone, never half. Money leaves too (issue 18): buyers ask for
// withdrawals and the supplier for payouts (held at once), the operator approves, marks paid or
// rejects, the requester cancels; after each crash every payout answered 201 exists and the ledger
// check holds its payout holds and the bank clearing account to the payouts' statuses.
//
// CRASH_KILLS (default 20) and CRASH_PG_RESTARTS (default 3) set how many; `npm run test:soak`
// raises both. Needs PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin) and the
// built server (`npm run build -w @gas/server`; `npm test` builds it first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { advanceFulfilment } from '../src/modules/fulfilment/advance.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { nextNuban } from './banking-builders.ts';
import { receiptFiles } from './builders.ts';
import { mailedVerificationLink } from './outbox.ts';
import { type ProcessRun, serverDir, startProcess, untilRunning } from './processes.ts';

const kills = Number(process.env.CRASH_KILLS ?? 20);
const pgRestarts = Number(process.env.CRASH_PG_RESTARTS ?? 3);
/** A port nobody listens on now: a server left behind by an interrupted run keeps its fixed one. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const pgPort = await freePort();
const httpPort = await freePort();
const distMain = path.join(serverDir, 'dist', 'main.js');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-crash-'));
const pgDir = path.join(workDir, 'pg');
const dataDir = path.join(workDir, 'data');
const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/gas`;
const base = `http://127.0.0.1:${httpPort}`;
const password = 'Crash-Test-2026!';
const adminEmail = 'ops@crash.test';
const figures = {
  kills: 0,
  pgRestarts: 0,
  purchases: 0,
  unknown: 0,
  replays: 0,
  payouts: 0,
  payoutSteps: 0,
  settled: 0,
};

// ---------------------------------------------------------------------------------------------
// The private PostgreSQL instance

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => path.join(root, version, 'bin', name)).find(fs.existsSync);
  if (!bin) throw new Error(`PostgreSQL's ${name} was not found under ${root} (apt-get install postgresql)`);
  return bin;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function runPostgresTool(name: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(name), ...args]]
    : [postgresBin(name), args];
  execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 });
}

const pgCtl = (...args: string[]) => runPostgresTool('pg_ctl', ['-D', pgDir, ...args]);
const startPostgres = () =>
  pgCtl(
    '-l',
    path.join(workDir, 'postgres.log'),
    '-o',
    `-p ${pgPort} -k ${workDir} -c listen_addresses=127.0.0.1`,
    '-w',
    '-t',
    '60',
    'start',
  );

function createPostgres() {
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(workDir, uid, gid);
  }
  runPostgresTool('initdb', ['-D', pgDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  startPostgres();
}

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl.replace(/\/gas$/, '/postgres') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

let database: Database;
const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

// ---------------------------------------------------------------------------------------------
// The server process

let server: ProcessRun | undefined;

async function startServer(): Promise<ProcessRun> {
  const run = startProcess([distMain], {
    HOST: '127.0.0.1',
    PORT: String(httpPort),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'error',
    JOB_POLL_MS: '200',
    JOB_LEASE_SECONDS: '2',
    SALE_EXPIRY_HOURS: String(8 / 3600), // 8 seconds: expiries happen during the test
    DELIVERY_DISPUTE_HOURS: String(acceptanceSeconds / 3600), // auto-accepts happen too
    DISPATCH_DAYS: String(6 / 86_400),
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  await untilRunning(run, 30_000);
  return run;
}

async function killServer() {
  const run = server!;
  server = undefined;
  run.child.kill('SIGKILL');
  await run.exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// A client that keeps cookies, as a browser would

type Answer = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
};

class Client {
  private cookies = new Map<string, string>();
  constructor(readonly email: string) {}

  private store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const isCleared = value.join('=') === '' || attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (isCleared) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }

  async send(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    this.store(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }

  /** The operator's authenticator (enrolled at its first log-in) and the last 30-second step used. */
  private secondFactor: { secret: string; lastStep: number; recoveryCodes: string[] } | undefined;

  async logIn() {
    const res = await this.send('POST', '/api/auth/login', { email: this.email, password });
    if (res.status !== 200) throw new Error(`login ${this.email}: ${JSON.stringify(res.body)}`);
    const due = res.body.data as { challenge?: string; enrolment?: { secret: string } | null } | undefined;
    if (!due?.challenge) return;
    if (due.enrolment) this.secondFactor = { secret: due.enrolment.secret, lastStep: 0, recoveryCodes: [] };
    const done = await this.send(
      'POST',
      due.enrolment ? '/api/auth/login/enrolment' : '/api/auth/login/second-factor',
      {
        challenge: due.challenge,
        code: await this.nextCode(),
      },
    );
    if (done.status !== 200) throw new Error(`second step ${this.email}: ${JSON.stringify(done.body)}`);
    if (due.enrolment)
      this.secondFactor!.recoveryCodes = (done.body.data as { recoveryCodes: string[] }).recoveryCodes;
  }

  /** Each TOTP step works once: the next unused one the server takes now, else a recovery code, else wait. */
  private async nextCode(): Promise<string> {
    const factor = this.secondFactor!;
    for (;;) {
      const step = Math.floor(Date.now() / 30_000);
      // The step before now only while it has seconds left to reach the server (see builders.ts).
      const next = Math.max(factor.lastStep + 1, Date.now() % 30_000 < 25_000 ? step - 1 : step);
      if (next <= step + 1) {
        factor.lastStep = next;
        return totpCodeAt(factor.secret, new Date(next * 30_000));
      }
      const recovery = factor.recoveryCodes.shift();
      if (recovery) return recovery;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }

  /** A request that signs in again when the session has ended (5-minute access id). */
  async call(method: string, url: string, body?: unknown, headers?: Record<string, string>) {
    const res = await this.send(method, url, body, headers);
    if (res.status !== 401) return res;
    const refreshed = await this.send('POST', '/api/auth/refresh');
    if (refreshed.status !== 200) await this.logIn();
    return this.send(method, url, body, headers);
  }
}

async function signUp(kind: 'client' | 'customer', admin: Client, n: number): Promise<Client> {
  const email = `${kind}.${n}@crash.test`;
  const form =
    kind === 'client'
      ? { name: `Crash Gas ${n} Ltd`, mobile: '08031234567', email, password, confirm: password }
      : {
          firstname: 'Ada',
          lastname: `Buyer ${n}`,
          name: 'Crash Textiles',
          mobile: '08059876543',
          email,
          password,
          confirm: password,
        };
  const anonymous = new Client(email);
  const created = await anonymous.send('POST', `/api/home/register/${kind}`, form);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // From the mail as sent: once sent, the job no longer keeps the link.
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (mailedVerificationLink(outbox, email) === undefined && Date.now() < deadline) await sleep(100);
  const link = mailedVerificationLink(outbox, email);
  expect(link, `the verification mail to ${email}`).toBeDefined();
  const token = new URL(link!).searchParams.get('token');
  expect((await anonymous.send('POST', '/api/auth/verify', { token })).status).toBe(200);
  const partyId = String(created.body.data!.partyId);
  // The business profile an operator checks before approving (issue 18), sent by the party.
  const client = new Client(email);
  await client.logIn();
  const profile = await client.call('PUT', '/api/business-profile', {
    rcNumber: `RC ${1000 + n}`,
    tin: '12345678-0001',
    ...(kind === 'client' ? { licenceNumber: 'NMDPRA/DS/2026/0042', licenceExpiry: '2099-12-31' } : {}),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  for (const documentKind of kind === 'client'
    ? ['cac_certificate', 'nmdpra_licence']
    : ['cac_certificate']) {
    const document = new FormData();
    document.append('kind', documentKind);
    document.append('document', new Blob([receiptFiles.png], { type: 'image/png' }), 'certificate.png');
    const uploaded = await client.call('POST', '/api/business-profile/documents', document);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  }
  const approved = await admin.call('PATCH', `/api/onboarding/complete/${kind}/${partyId}/Approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return client;
}

// ---------------------------------------------------------------------------------------------
// The world and the load

const pricePerLitre = 10_000;
const acceptanceSeconds = 4;
let operator: Client;
let supplier: Client;
let buyers: Client[] = [];
let productId: string;
let inventoryId: string;

type Attempt = {
  key: string;
  buyer: Client;
  quantity: number;
  outcome: 'created' | 'refused' | 'unknown';
  saleId?: string;
};
const attempts: Attempt[] = [];
/** Sales the load saw approved, and then collected (steps may be tried on them again: refused). */
const approvedSales: Attempt[] = [];
const collectedSales: Attempt[] = [];
let keyCounter = 0;

/** Each party's NGN bank account, past its cool-off, written straight to its table (banking.test.ts tests the routes). */
const payoutAccountOf = new Map<Client, string>();
/** The payouts and withdrawals answered 201, and who asked. */
const payoutsAsked: { id: string; requester: Client }[] = [];

async function addPayoutAccount(client: Client) {
  const [row] = await query<{ id: string }>(
    `insert into payout_accounts (party_id, currency, bank_code, account_number, account_name,
       usable_from_utc, created_utc, created_by)
     select party_id, 'NGN', '011', $2, 'Crash Account Ltd', now() - interval '2 days', now() - interval '2 days', id
       from users where email = $1 returning id`,
    [client.email, nextNuban()],
  );
  payoutAccountOf.set(client, row!.id);
}

/** A withdrawal (a buyer) or a payout (the supplier) of a small amount, or a step of one already asked. */
async function payoutStep(requester: Client) {
  const roll = Math.random();
  const one = payoutsAsked[Math.floor(Math.random() * payoutsAsked.length)];
  if (roll < 0.4 || !one) {
    const res = await requester.call(
      'POST',
      '/api/payouts',
      {
        amount: 1 + Math.floor(Math.random() * 5_000_00),
        currency: 'NGN',
        payoutAccountId: payoutAccountOf.get(requester),
      },
      { 'idempotency-key': `crash-payout-${process.pid}-${keyCounter++}` },
    );
    if (res.status === 201) {
      payoutsAsked.push({ id: String(res.body.data!.id), requester });
      figures.payouts++;
    }
    return;
  }
  figures.payoutSteps++;
  if (roll < 0.5) await one.requester.call('POST', `/api/payouts/${one.id}/cancel`, {});
  else if (roll < 0.75) await operator.call('POST', `/api/payouts/${one.id}/approve`, {});
  else if (roll < 0.95)
    await operator.call('POST', `/api/payouts/${one.id}/paid`, { bankReference: 'CRASH-TRF' });
  else await operator.call('POST', `/api/payouts/${one.id}/reject`, { reason: 'Crash test' });
}

const purchase = (attempt: Attempt) =>
  attempt.buyer.call(
    'POST',
    '/api/sales',
    {
      productId,
      contractId: inventoryId,
      quantity: attempt.quantity,
      currency: 'NGN',
      amount: attempt.quantity * pricePerLitre,
    },
    { 'idempotency-key': attempt.key },
  );

/**
 * Runs `work` on a pool of its own, closed after. In one CI run the shared pool wedged after a
 * PostgreSQL crash-restart (a collection and then the last ledger check waited for a connection
 * for ever, with no socket open); a short-lived pool with a connect timeout cannot carry that over.
 */
async function withOwnPool<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  const own = openDatabase({ databaseUrl, poolSize: 1, connectionTimeoutMillis: 10_000 });
  try {
    return await work(own.db);
  } finally {
    await Promise.race([own.close(), sleep(5_000)]);
  }
}

/** A collection at the hub gate, the logistics step (on the database: it has its own routes). */
async function collect(saleId: string, quantity: number) {
  await withOwnPool((db) =>
    db.transaction((tx) =>
      advanceFulfilment(
        tx,
        { clock: systemClock, deliveryDisputeHours: acceptanceSeconds / 3600 },
        {
          saleId,
          action: 'load',
          caller: 'system',
          actor: 'operator',
          fields: { quantityLoaded: quantity },
        },
      ),
    ),
  );
}

/**
 * Buyers purchase (and now and then cancel, or the supplier approves; approved sales are
 * collected, accepted or disputed, disputes resolved by the operator) until `isStopped()`.
 */
async function load(isStopped: () => boolean, stats: { createdWhileUp: number }) {
  const worker = async (index: number) => {
    while (!isStopped()) {
      const buyer = buyers[(index + keyCounter) % buyers.length]!;
      const roll = Math.random();
      const mine = attempts.filter((a) => a.buyer === buyer && a.saleId);
      try {
        if (roll < 0.1 && mine.length > 0) {
          await buyer.call(
            'PATCH',
            `/api/sales/${mine[Math.floor(Math.random() * mine.length)]!.saleId}/Cancelled`,
          );
          continue;
        }
        if (roll < 0.2 && mine.length > 0) {
          const picked = mine[Math.floor(Math.random() * mine.length)]!;
          const approved = await supplier.call('PATCH', `/api/sales/${picked.saleId}/Approved`);
          if (approved.status === 200) approvedSales.push(picked);
          continue;
        }
        const one = mine[Math.floor(Math.random() * mine.length)];
        // Mostly a sale this load saw approved (or collected), so that the load reaches the steps
        // after approval whatever the pace; now and then any sale, which the table may refuse.
        const next = (known: Attempt[]) =>
          known.length > 0 && Math.random() < 0.8 ? known[Math.floor(Math.random() * known.length)]! : one;
        if (roll < 0.3 && one) {
          // Refused (409) unless approved and not yet collected: the table decides.
          const picked = next(approvedSales)!;
          await collect(picked.saleId!, Math.max(0, picked.quantity - (Math.random() < 0.3 ? 1 : 0))).then(
            () => collectedSales.push(picked),
            () => {},
          );
          continue;
        }
        if (roll < 0.36 && one) {
          const mineCollected = collectedSales.filter((sale) => sale.buyer === buyer);
          await buyer.call('POST', `/api/sales/${next(mineCollected)!.saleId}/accept`, {});
          continue;
        }
        if (roll < 0.4 && one) {
          await buyer.call('POST', `/api/sales/${one.saleId}/dispute`, { reason: 'Crash test' });
          continue;
        }
        if (roll < 0.43 && one) {
          const outcome = ['settle-delivered', 'settle-part', 'refund-all'][Math.floor(Math.random() * 3)];
          await operator.call('POST', `/api/sales/${one.saleId}/resolve`, {
            outcome,
            note: 'Crash test',
            ...(outcome === 'settle-part' ? { quantity: 1 } : {}),
          });
          continue;
        }
        if (roll >= 0.43 && roll < 0.5) {
          await payoutStep(roll < 0.47 ? buyer : supplier);
          continue;
        }
      } catch {
        continue; // the server or the database is down: the outcome of a resolution is not tracked
      }
      const attempt: Attempt = {
        key: `crash-${process.pid}-${keyCounter++}`,
        buyer,
        quantity: 1 + Math.floor(Math.random() * 5),
        outcome: 'unknown',
      };
      attempts.push(attempt);
      try {
        const res = await purchase(attempt);
        if (res.status === 201) {
          attempt.outcome = 'created';
          attempt.saleId = String(res.body.data!.id);
          stats.createdWhileUp++;
        } else if (res.status < 500) {
          attempt.outcome = 'refused';
        }
      } catch {
        // No answer: the server died with the request in flight.
        await sleep(20);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)));
}

/**
 * After a crash: every 201 purchase exists, every key replays to at most one sale (answered
 * ones to the same sale), the sales in the database are exactly those the keys name, and the
 * ledger check passes.
 */
async function verifyPurchases(fromAttempt: number) {
  const answered = attempts.filter((a) => a.outcome === 'created');
  const existing = await query<{ id: string }>('select id from sales where id = any($1::uuid[])', [
    answered.map((a) => a.saleId),
  ]);
  expect(existing.length, 'every purchase answered 201 still exists').toBe(answered.length);
  // The keys of this round (earlier rounds were replayed after their own crash).
  for (const attempt of attempts.slice(fromAttempt).filter((a) => a.outcome !== 'refused')) {
    const res = await purchase(attempt);
    figures.replays++;
    if (attempt.outcome === 'created') {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data!.id, 'a replay answers the same sale').toBe(attempt.saleId);
    } else {
      // Unanswered: it committed before the crash (the replay answers it) or it did not (it runs now).
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      figures.unknown++;
      if (res.status === 201) {
        attempt.outcome = 'created';
        attempt.saleId = String(res.body.data!.id);
      } else {
        attempt.outcome = 'refused';
      }
    }
  }
  const saleIds = (await query<{ id: string }>('select id from sales')).map((row) => row.id).sort();
  const keyed = attempts.flatMap((a) => (a.saleId ? [a.saleId] : [])).sort();
  expect(saleIds, 'each sale belongs to exactly one Idempotency-Key').toEqual(keyed);
  const payoutRows = await query<{ id: string }>('select id from payouts where id = any($1::uuid[])', [
    payoutsAsked.map((payout) => payout.id),
  ]);
  expect(payoutRows.length, 'every payout answered 201 still exists').toBe(payoutsAsked.length);
  expect((await withOwnPool(checkLedger)).breaches).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  if (!fs.existsSync(distMain)) {
    throw new Error(`${distMain} is missing: build the server first (npm run build -w @gas/server)`);
  }
  createPostgres();
  await adminQuery('create database gas');
  database = openDatabase({ databaseUrl, poolSize: 2 });
  server = await startServer();
  const admin = new Client(adminEmail);
  await admin.logIn();
  operator = admin;
  const product = await admin.call('POST', '/api/products', { name: 'Crash CNG', unit: 'Liters' });
  productId = String(product.body.data!.id);
  supplier = await signUp('client', admin, 0);
  const hubs = (await supplier.call('GET', '/api/hubs')).body.data as unknown as { id: string }[];
  const inventory = await supplier.call('POST', '/api/inventories', { productId, hubId: hubs[0]!.id });
  inventoryId = String(inventory.body.data!.id);
  const line = await supplier.call('POST', '/api/stocks', { inventoryId, quantity: 10_000_000 });
  await supplier.call('PATCH', '/api/stocks', { inventoryId, stockId: line.body.data!.id, approve: 'true' });
  await supplier.call('POST', '/api/inventories/prices', {
    inventoryId,
    amount: pricePerLitre,
    currency: 'NGN',
  });
  buyers = [];
  for (let n = 1; n <= 4; n++) {
    const buyer = await signUp('customer', admin, n);
    const form = new FormData();
    form.set('amount', String(1_000_000_000_00));
    form.set('currency', 'NGN');
    form.set('receipt', new Blob([receiptFiles.png], { type: 'image/png' }), 'receipt.png');
    const deposit = await buyer.call('POST', '/api/payments', form);
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const approved = await admin.call('PATCH', `/api/payments/${deposit.body.data!.reference}/Approved`);
    expect(approved.status).toBe(200);
    buyers.push(buyer);
  }
  for (const party of [supplier, ...buyers]) await addPayoutAccount(party);
}, 120_000);

afterAll(async () => {
  if (server) await killServer();
  // A pool connection to a cluster this test crashed can hang its close past the hook's limit,
  // which left the cluster running; the cluster is stopped below either way.
  await Promise.race([database?.close(), sleep(10_000)]);
  try {
    pgCtl('-m', 'immediate', 'stop');
  } catch {
    // already stopped
  }
  console.log(
    `crash recovery: ${figures.kills} SIGKILLs and ${figures.pgRestarts} PostgreSQL crash-restarts survived; ` +
      `${figures.purchases} purchases answered 201, ${figures.unknown} unanswered or answered 5xx (replayed to learn their fate), ${figures.replays} Idempotency-Key replays; ` +
      `${figures.payouts} payouts and withdrawals answered 201, ${figures.payoutSteps} steps of them tried; ` +
      `${figures.settled} sales settled`,
  );
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('crashes under purchase load', () => {
  it(
    `survives ${kills} SIGKILLs of the server at random moments`,
    async () => {
      for (let round = 0; round < kills; round++) {
        server ??= await startServer();
        const fromAttempt = attempts.length;
        let isStopped = false;
        const stats = { createdWhileUp: 0 };
        const running = load(() => isStopped, stats);
        await sleep(150 + Math.random() * 900);
        await killServer();
        figures.kills++;
        isStopped = true;
        await running;
        figures.purchases += stats.createdWhileUp;
        server = await startServer();
        await verifyPurchases(fromAttempt);
      }
      expect(figures.purchases).toBeGreaterThan(kills);
    },
    60_000 + kills * 15_000,
  );

  it(
    `survives ${pgRestarts} PostgreSQL crashes (stop -m immediate) under the running server`,
    async () => {
      server ??= await startServer();
      for (let round = 0; round < pgRestarts; round++) {
        const fromAttempt = attempts.length;
        let isStopped = false;
        const before = { createdWhileUp: 0 };
        const running = load(() => isStopped, before);
        await sleep(200 + Math.random() * 600);
        pgCtl('-m', 'immediate', 'stop');
        await sleep(500);
        const whileDown = await buyers[0]!.send('GET', '/api/payments/balances/NGN').catch((error) => {
          throw new Error(
            `the server died with its database (${error.cause ?? error}):\n${server!.output()}`,
          );
        });
        expect(whileDown.status, 'the server answers while its database is down').toBe(500);
        startPostgres();
        figures.pgRestarts++;
        // The same server process serves purchases again once the database is back.
        const after = before.createdWhileUp;
        const deadline = Date.now() + 20_000;
        while (before.createdWhileUp === after && Date.now() < deadline) await sleep(100);
        isStopped = true;
        await running;
        expect(server!.child.exitCode, `the server kept running:\n${server!.output()}`).toBeNull();
        expect(before.createdWhileUp, 'purchases succeed again after the restart').toBeGreaterThan(after);
        figures.purchases += before.createdWhileUp;
        await verifyPurchases(fromAttempt);
      }
    },
    60_000 + pgRestarts * 30_000,
  );

  it(
    'runs every queued job exactly once: each email once, each expiry once',
    async () => {
      server ??= await startServer();
      // One withdrawal paid from start to end, whatever the load reached under the crashes: its
      // emails are jobs like the rest, and the ledger check below sees it leave through clearing.
      const withdrawal = await buyers[0]!.call('POST', '/api/payouts', {
        amount: 12_345,
        currency: 'NGN',
        payoutAccountId: payoutAccountOf.get(buyers[0]!),
      });
      expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
      const payoutId = String(withdrawal.body.data!.id);
      expect((await operator.call('POST', `/api/payouts/${payoutId}/approve`, {})).status).toBe(200);
      const paid = await operator.call('POST', `/api/payouts/${payoutId}/paid`, {
        bankReference: 'CRASH-END',
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      // Every purchase expires 8 s after it was placed; leases of killed workers last 2 s. The queue
      // left by a long run (200 kills: some 17,000 jobs) takes the one worker minutes to drain, so
      // what fails the test is a queue that stops shrinking for 30 s, not a fixed deadline.
      let lastProgress = Date.now();
      let fewest = Number.POSITIVE_INFINITY;
      for (;;) {
        const [open] = await query<{ n: number }>(
          'select count(*)::int as n from jobs where completed_utc is null and failed_utc is null',
        );
        if (open!.n === 0) break;
        if (open!.n < fewest) {
          fewest = open!.n;
          lastProgress = Date.now();
        }
        if (Date.now() - lastProgress > 30_000) throw new Error(`${open!.n} jobs never ran`);
        await sleep(250);
      }
      const [failed] = await query<{ n: number }>(
        'select count(*)::int as n from jobs where failed_utc is not null',
      );
      expect(failed!.n).toBe(0);
      const [pending] = await query<{ n: number }>(
        `select count(*)::int as n from sales where status = 'Pending'`,
      );
      expect(pending!.n, 'every pending purchase expired').toBe(0);
      // Every collected sale was accepted (by its buyer or the auto-accept job), or is disputed.
      const [waiting] = await query<{ n: number }>(
        `select count(*)::int as n from fulfilments where status in ('Loaded', 'Delivered', 'Accepted')`,
      );
      expect(waiting!.n, 'every collection accepted once its window passed').toBe(0);
      const postings = await query<{ reference: string; holds: number; outcomes: number; expected: number }>(
        `select s.reference,
              count(*) filter (where t.kind = 'purchase_hold')::int as holds,
              count(*) filter (where t.kind in ('settlement', 'release'))::int as outcomes,
              (case when s.status in ('Rejected', 'Cancelled') or f.status = 'Settled' then 1 else 0 end) as expected
         from sales s join fulfilments f on f.sale_id = s.id
           join ledger_transactions t on t.reference = s.reference
        group by s.reference, s.status, f.status`,
      );
      expect(postings.length).toBeGreaterThan(0);
      expect(postings.filter((p) => p.holds !== 1 || p.outcomes !== p.expected)).toEqual([]);
      const [settled] = await query<{ n: number }>(
        `select count(*)::int as n from fulfilments where status = 'Settled' and approved_utc is not null`,
      );
      figures.settled = settled!.n;
      expect(settled!.n, 'the load reached settlement').toBeGreaterThan(0);
      const [paidOut] = await query<{ n: number }>(
        `select count(*)::int as n from payouts where status = 'Paid'`,
      );
      expect(paidOut!.n, 'money left through the bank clearing account').toBeGreaterThan(0);
      const mailJobs = await query<{ id: string }>(`select id from jobs where kind = 'mail'`);
      const files = fs.readdirSync(path.join(dataDir, 'outbox'));
      // Each file is named by its job's Message-ID (<job-id@...>): a job sent again after a crash
      // rewrote its own file, a duplicate would be a second file.
      const jobOfFile = files.map((file) => /job([0-9a-f]{32})/.exec(file)?.[1] ?? file).sort();
      expect(jobOfFile, 'one email per mail job').toEqual(
        mailJobs.map((job) => job.id.replaceAll('-', '')).sort(),
      );
      expect((await withOwnPool(checkLedger)).breaches).toEqual([]);
    },
    60 * 60_000,
  );
});
