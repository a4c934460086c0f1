// Three server processes (the built dist/main.js) on one PostgreSQL database behind a round-robin
// proxy: the API journeys and races give the same results as one process, every job runs exactly
// once, and rate-limit counters and log-in lockouts are shared. Needs DATABASE_URL (CI sets it);
// skipped without it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { platformFee, platformFeeVat } from '@gas/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { advanceFulfilment } from '../src/modules/fulfilment/advance.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { goodPassword, offtakerForm, receiptFiles, supplierForm } from './builders.ts';
import { serverUrl } from './databases.ts';
import { refusal, testTotpKey } from './helpers.ts';
import { mailedVerificationLink } from './outbox.ts';
import { ensureServerBuilt, type ProcessRun, serverDir, startProcess, untilRunning } from './processes.ts';

const proxyPort = 3310;
const backendPorts = [3311, 3312, 3313];
const adminEmail = 'ops@scale.gas-exchange.ng';
// The production default: above the lockout's free failures, so the lockout shows before the limit.
const authLimit = 10;
// Long enough for the journey to approve its purchase first; short enough to watch the race's expire.
const saleExpiryHours = 0.003; // 10.8 seconds
const pricePerLitre = 35_000;

type Backend = ProcessRun & { port: number };

function startBackend(port: number, env: Record<string, string>): Backend {
  return { port, ...startProcess(['dist/main.js'], { ...env, PORT: String(port) }) };
}

/** node:http round-robin proxy, like a load balancer: appends X-Forwarded-For, says who served. */
function startProxy(ports: number[]): Promise<{ server: http.Server; served: Map<number, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served = new Map<number, number>(ports.map((port) => [port, 0]));
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    served.set(port, served.get(port)! + 1);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, { ...answer.headers, 'x-served-by': String(port) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve({ server, served })));
}

/** A browser's cookies, kept per client. */
class Client {
  private cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof FormData;
    const res = await fetch(`http://127.0.0.1:${proxyPort}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return {
      status: res.status,
      servedBy: Number(res.headers.get('x-served-by')),
      requestId: res.headers.get('x-request-id'),
      body: text.startsWith('{') ? JSON.parse(text) : text,
    };
  }

  async ok(method: string, url: string, body?: unknown, expected = 200) {
    const res = await this.call(method, url, body);
    if (res.status !== expected)
      throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
}

/** A Pending party's complete business profile, sent as its browser would (issue 18). */
async function completeProfile(client: Client, kind: 'supplier' | 'offtaker') {
  await client.ok('PUT', '/api/business-profile', {
    rcNumber: 'RC 1234567',
    tin: '12345678-0001',
    ...(kind === 'supplier' ? { licenceNumber: 'NMDPRA/DS/2026/0042', licenceExpiry: '2099-12-31' } : {}),
  });
  const kinds = kind === 'supplier' ? ['cac_certificate', 'nmdpra_licence'] : ['cac_certificate'];
  for (const documentKind of kinds) {
    const form = new FormData();
    form.append('kind', documentKind);
    form.append('document', new Blob([receiptFiles.png], { type: 'image/png' }), 'certificate.png');
    await client.ok('POST', '/api/business-profile/documents', form, 201);
  }
}

let ipCounter = 10;
const newClient = () => new Client(`198.51.100.${ipCounter++}`);
const waitUntil = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

if (!serverUrl) {
  console.info('scale-out.test.ts skipped: it needs DATABASE_URL=postgres://... (CI sets it).');
}

describe.skipIf(!serverUrl)('three server processes on one PostgreSQL database (needs DATABASE_URL)', () => {
  const dbName = `gas_scale_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-scale-'));
  const outbox = path.join(dataDir, 'outbox');
  let databaseUrl: string;
  let database: Database;
  let backends: Backend[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let admin: Client;

  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The number a `select count(*)::integer as n ...` answers. */
  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;

  const mailedLink = (to: string) => mailedVerificationLink(outbox, to);

  /** Sign up, confirm with the mailed link, approval by the operator, log in. */
  const newParty = async (kind: 'supplier' | 'offtaker') => {
    const client = newClient();
    const form = kind === 'supplier' ? supplierForm() : offtakerForm();
    const path = kind === 'supplier' ? '/api/home/register/client' : '/api/home/register/customer';
    const { partyId } = await client.ok('POST', path, form, 201);
    await waitUntil(() => mailedLink(form.email) !== undefined, 20_000, `mail to ${form.email}`);
    const token = new URL(mailedLink(form.email)!).searchParams.get('token');
    await client.ok('POST', '/api/auth/verify', { token });
    // The business profile an operator checks before approving (issue 18).
    await client.ok('POST', '/api/auth/login', { email: form.email, password: goodPassword });
    await completeProfile(client, kind);
    const segment = kind === 'supplier' ? 'client' : 'customer';
    const approved = await admin.ok('PATCH', `/api/onboarding/complete/${segment}/${partyId}/Approve`);
    expect(approved.status).toBe('Active');
    await client.ok('POST', '/api/auth/login', { email: form.email, password: goodPassword });
    return { client, partyId, email: form.email };
  };

  const deposit = async (offtaker: Client, amount: number) => {
    const form = new FormData();
    form.set('amount', String(amount));
    form.set('currency', 'NGN');
    form.set('receipt', new Blob([receiptFiles.png], { type: 'image/png' }), 'receipt.png');
    const { reference } = await offtaker.ok('POST', '/api/payments', form, 201);
    const approved = await admin.ok('PATCH', `/api/payments/${reference}/Approved`);
    expect(approved.status).toBe('Approved');
  };

  const offer = async (supplier: Client, productId: string, hub: string, stock: number) => {
    const hubs: { id: string; name: string }[] = await supplier.ok('GET', '/api/hubs');
    const inventory = await supplier.ok(
      'POST',
      '/api/inventories',
      { productId, hubId: hubs.find((h) => h.name === hub)!.id },
      201,
    );
    const line = await supplier.ok(
      'POST',
      '/api/stocks',
      { inventoryId: inventory.id, quantity: stock },
      201,
    );
    await supplier.ok('PATCH', '/api/stocks', {
      inventoryId: inventory.id,
      stockId: line.id,
      approve: 'true',
    });
    await supplier.ok(
      'POST',
      '/api/inventories/prices',
      { inventoryId: inventory.id, amount: pricePerLitre, currency: 'NGN' },
      201,
    );
    return inventory.id as string;
  };

  const balance = async (client: Client) => client.ok('GET', '/api/payments/balances/NGN');

  beforeAll(async () => {
    ensureServerBuilt();
    // An empty database: the three processes start together and must migrate it in turn.
    await adminQuery(`create database ${dbName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: dataDir, // shared by all three, as a volume would be (mail outbox, receipts)
      SEED_DEMO: 'false',
      TOTP_ENCRYPTION_KEY: testTotpKey,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: goodPassword,
      PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      JOB_POLL_MS: '200',
      SALE_EXPIRY_HOURS: String(saleExpiryHours),
      AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit),
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    backends = backendPorts.map((port) => startBackend(port, env));
    await Promise.all(backends.map((backend) => untilRunning(backend, 60_000)));
    proxy = await startProxy(backendPorts);
    database = openDatabase({ databaseUrl, poolSize: 3 });
    admin = newClient();
    // The operator enrols its authenticator at its first log-in (two-factor.test.ts).
    const due = await admin.ok('POST', '/api/auth/login', { email: adminEmail, password: goodPassword });
    await admin.ok('POST', '/api/auth/login/enrolment', {
      challenge: due.challenge,
      code: totpCodeAt(due.enrolment.secret, new Date()),
    });
  }, 90_000);

  afterAll(async () => {
    if (proxy) {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    }
    for (const backend of backends) if (backend.child.exitCode === null) backend.child.kill('SIGTERM');
    const killLate = setTimeout(() => {
      for (const backend of backends) if (backend.child.exitCode === null) backend.child.kill('SIGKILL');
    }, 10_000);
    await Promise.all(backends.map((backend) => backend.exited));
    clearTimeout(killLate);
    await database?.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('all three start together on an empty database: migrated once, one operator, hubs once', async () => {
    const migrations = await count(sql`select count(*)::integer as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(
      fs.readFileSync(path.join(serverDir, 'drizzle', 'meta', '_journal.json'), 'utf8'),
    );
    expect(migrations).toBe(journal.entries.length);
    expect(await count(sql`select count(*)::integer as n from users where email = ${adminEmail}`)).toBe(1);
    expect(await count(sql`select count(*)::integer as n from hubs`)).toBe(6);
    // Exactly one process said it created the operator.
    expect(backends.filter((b) => b.output().includes(`Admin created: ${adminEmail}`))).toHaveLength(1);
  });

  let journeySaleId: string;
  it('sign-up, email confirmation, approval, deposit, purchase and settlement, through the proxy', async () => {
    const supplier = await newParty('supplier');
    const productId = (await admin.ok('POST', '/api/products', { name: 'Scale CNG', unit: 'Liters' }, 201))
      .id;
    const contractId = await offer(supplier.client, productId, 'Ajaokuta', 1_000);
    const buyer = await newParty('offtaker');
    await deposit(buyer.client, 10_000_000);
    expect(await balance(buyer.client)).toMatchObject({ amount: 10_000_000, held: 0 });

    const sale = await buyer.client.ok(
      'POST',
      '/api/sales',
      { productId, contractId, quantity: 100, currency: 'NGN', amount: 100 * pricePerLitre },
      201,
    );
    journeySaleId = sale.id;
    expect(sale).toMatchObject({ status: 'Pending', amount: 3_500_000 });
    const approved = await supplier.client.ok('PATCH', `/api/sales/${sale.id}/Approved`);
    expect(approved).toMatchObject({
      status: 'Approved',
      fee: null,
      fulfilmentStatus: 'Ready for collection',
    });
    expect(await balance(buyer.client)).toMatchObject({ amount: 10_000_000 - 3_500_000, held: 3_500_000 });
    // Collected at the hub gate (the logistics step, on the shared database) and accepted: settled.
    await database.db.transaction((tx) =>
      advanceFulfilment(
        tx,
        { clock: systemClock, deliveryDisputeHours: 24 },
        {
          saleId: sale.id,
          action: 'load',
          caller: 'system',
          actor: 'operator',
          fields: { quantityLoaded: 100 },
        },
      ),
    );
    const accepted = await buyer.client.ok('POST', `/api/sales/${sale.id}/accept`, {});
    expect(accepted).toMatchObject({ status: 'Settled', platformFee: platformFee(3_500_000) });
    expect(await balance(buyer.client)).toMatchObject({ amount: 10_000_000 - 3_500_000, held: 0 });
    expect((await balance(supplier.client)).amount).toBe(
      3_500_000 - platformFee(3_500_000) - platformFeeVat(platformFee(3_500_000), 750),
    );
    const [stock] = await rows<{ quantity: number; reserved: number }>(
      sql`select quantity::integer, reserved::integer from inventories where id = ${contractId}`,
    );
    expect(stock).toEqual({ quantity: 900, reserved: 0 });
    expect((await checkLedger(database.db)).breaches).toEqual([]);
    // Every process answered part of it.
    for (const port of backendPorts) expect(proxy.served.get(port)).toBeGreaterThan(5);
  });

  it('a purchase race across the processes sells exactly the stock; the expiries each run once', async () => {
    const supplier = await newParty('supplier');
    const productId = (await admin.ok('POST', '/api/products', { name: 'Race LNG', unit: 'Liters' }, 201)).id;
    const contractId = await offer(supplier.client, productId, 'Kano', 30);
    const buyers = await Promise.all([newParty('offtaker'), newParty('offtaker'), newParty('offtaker')]);
    for (const buyer of buyers) await deposit(buyer.client, 5_000_000);

    const results = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        buyers[i % 3]!.client.call('POST', '/api/sales', {
          productId,
          contractId,
          quantity: 1,
          currency: 'NGN',
          amount: pricePerLitre,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60);
    expect(new Set(results.map((r) => r.servedBy))).toEqual(new Set(backendPorts));
    const [stock] = await rows<{ quantity: number; reserved: number }>(
      sql`select quantity::integer, reserved::integer from inventories where id = ${contractId}`,
    );
    expect(stock).toEqual({ quantity: 30, reserved: 30 });
    expect((await checkLedger(database.db)).breaches).toEqual([]);

    // Nobody approves them: after SALE_EXPIRY_HOURS every one expires, each by one worker once.
    const saleIds = results.filter((r) => r.status === 201).map((r) => r.body.data.id as string);
    // A worker marks its job completed just after the expiry's own transaction commits, so the
    // wait is for both: no sale pending, and every expiry job recorded as done.
    await waitUntil(
      async () =>
        (await count(
          sql`select count(*)::integer as n from sales where inventory_id = ${contractId} and status = 'Pending'`,
        )) === 0 &&
        (await count(
          sql`select count(*)::integer as n from jobs
              where kind = 'sale-expiry' and payload->>'saleId' in ${saleIds} and completed_utc is null`,
        )) === 0,
      45_000,
      'the race sales to expire',
    );
    const expiries = await rows<{ sale_id: string; attempts: number; done: boolean }>(sql`
      select payload->>'saleId' as sale_id, attempts, completed_utc is not null as done
      from jobs where kind = 'sale-expiry' and payload->>'saleId' in ${saleIds}`);
    expect(expiries).toHaveLength(30);
    expect(expiries.filter((job) => job.attempts !== 1 || !job.done)).toEqual([]);
    const first = results.findIndex((r) => r.status === 201);
    const expired = await buyers[first % 3]!.client.ok('GET', `/api/sales/${results[first]!.body.data.id}`);
    expect(expired).toMatchObject({ status: 'Cancelled', resolution: 'Expired' });
    expect(expired.timeline.map((step: { event: string }) => step.event)).toEqual(['Placed', 'Expired']);
    for (const buyer of buyers) {
      expect(await balance(buyer.client)).toMatchObject({ amount: 5_000_000, held: 0 });
    }
    const [after] = await rows<{ quantity: number; reserved: number }>(
      sql`select quantity::integer, reserved::integer from inventories where id = ${contractId}`,
    );
    expect(after).toEqual({ quantity: 30, reserved: 0 });
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  }, 90_000);

  it('every mail job ran exactly once: one .eml file and one log line each', async () => {
    await waitUntil(
      async () =>
        (await count(
          sql`select count(*)::integer as n from jobs where kind = 'mail' and completed_utc is null`,
        )) === 0,
      30_000,
      'the mail jobs',
    );
    const mail = await rows<{ attempts: number }>(sql`select attempts from jobs where kind = 'mail'`);
    expect(mail.length).toBeGreaterThan(40); // sign-ups, decisions, purchases to approve
    expect(mail.every((job) => job.attempts === 1)).toBe(true);
    expect(fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(mail.length);
    const written = backends.map((b) =>
      b
        .output()
        .split('\n')
        .filter((l) => l.includes('mail written to outbox')),
    );
    expect(written.flat()).toHaveLength(mail.length);
    // The work was shared: more than one process's worker sent mail.
    expect(written.filter((lines) => lines.length > 0).length).toBeGreaterThan(1);
    // The journey's sale was approved before its expiry came due: the expiry was a no-op.
    const [journey] = await rows<{ status: string }>(
      sql`select status from sales where id = ${journeySaleId}`,
    );
    expect(journey!.status).toBe('Approved');
  });

  /** A new supplier's product on offer at `hub`; its inventory id. */
  const newListing = async (name: string, hub: string, stock: number) => {
    const supplier = await newParty('supplier');
    const productId = (await admin.ok('POST', '/api/products', { name, unit: 'Liters' }, 201)).id as string;
    const contractId = await offer(supplier.client, productId, hub, stock);
    return { supplier, productId, contractId };
  };
  const purchase = (productId: string, contractId: string, quantity: number) => ({
    productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * pricePerLitre,
  });
  const inventory = async (contractId: string) =>
    (
      await rows<{ quantity: number; reserved: number }>(
        sql`select quantity::integer, reserved::integer from inventories where id = ${contractId}`,
      )
    )[0];

  // The races below leave pending sales whose expiries and emails come after the mail check above.
  it('a funds race across the processes: an offtaker with funds for 10 purchases firing 40 gets 10', async () => {
    const { productId, contractId } = await newListing('Funds CNG', 'Lagos', 10_000);
    const buyer = await newParty('offtaker');
    const perPurchase = 10 * pricePerLitre;
    await deposit(buyer.client, 10 * perPurchase);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        buyer.client.call('POST', '/api/sales', purchase(productId, contractId, 10)),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(30).fill(409));
    expect(refused.every((r) => r.body.errors[0].htmlId === 'amount')).toBe(true);
    expect(new Set(results.map((r) => r.servedBy))).toEqual(new Set(backendPorts));
    expect(await balance(buyer.client)).toMatchObject({ amount: 0, held: 10 * perPurchase });
    expect(await inventory(contractId)).toEqual({ quantity: 10_000, reserved: 100 });
    expect(
      await count(sql`select count(*)::integer as n from sales where inventory_id = ${contractId}`),
    ).toBe(10);
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });

  it('approve, reject and cancel racing on one sale across the processes: exactly one takes effect', async () => {
    const { supplier, productId, contractId } = await newListing('Decision CNG', 'Kaduna', 100);
    const buyer = await newParty('offtaker');
    await deposit(buyer.client, 1_000_000);
    const sale = await buyer.client.ok('POST', '/api/sales', purchase(productId, contractId, 10), 201);
    const decisions = Array.from(
      { length: 48 },
      (_, i) =>
        [
          ['Approved', supplier.client],
          ['Rejected', supplier.client],
          ['Cancelled', buyer.client],
        ][i % 3] as [string, Client],
    );
    const results = await Promise.all(
      decisions.map(([resolution, client]) => client.call('PATCH', `/api/sales/${sale.id}/${resolution}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(47);
    expect(new Set(results.map((r) => r.servedBy))).toEqual(new Set(backendPorts));
    const winner = decisions[results.findIndex((r) => r.status === 200)]![0];
    const final = await buyer.client.ok('GET', `/api/sales/${sale.id}`);
    expect(final).toMatchObject({ status: winner, resolution: winner });
    expect(final.timeline.map((step: { event: string }) => step.event)).toEqual(['Placed', winner]);
    // Approval holds on until settlement (issue 17); the other outcomes release.
    const held = winner === 'Approved' ? sale.amount : 0;
    expect(await balance(buyer.client)).toMatchObject({ amount: 1_000_000 - held, held });
    expect(await inventory(contractId)).toEqual({ quantity: 100, reserved: winner === 'Approved' ? 10 : 0 });
    expect(
      await count(
        sql`select count(*)::integer as n from audit_events where action = 'sale_decided' and entity_id = ${sale.id}`,
      ),
    ).toBe(1);
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });

  it('replays of one Idempotency-Key sent to different processes make one sale, even spending the last funds', async () => {
    const { productId, contractId } = await newListing('Replay CNG', 'Maiduguri', 1_000);
    const buyer = await newParty('offtaker');
    await deposit(buyer.client, 3 * pricePerLitre);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        buyer.client.call('POST', '/api/sales', purchase(productId, contractId, 3), {
          'idempotency-key': 'scale-out-replay-1',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.servedBy))).toEqual(new Set(backendPorts));
    expect(
      await count(sql`select count(*)::integer as n from sales where inventory_id = ${contractId}`),
    ).toBe(1);
    expect(await balance(buyer.client)).toMatchObject({ amount: 0, held: 3 * pricePerLitre });
    expect(await inventory(contractId)).toEqual({ quantity: 1_000, reserved: 3 });
    expect((await checkLedger(database.db)).breaches).toEqual([]);
  });

  it('rate-limit counters are shared: the limit is hit across processes', async () => {
    const attacker = newClient();
    const attempts = [];
    for (let i = 0; i < authLimit + 1; i++) {
      // A new address each time: the per-account lockout (after 5 failures) stays out of this.
      attempts.push(
        await attacker.call('POST', '/api/auth/login', {
          email: `victim${i}@kanotextiles.ng`,
          password: 'guess',
        }),
      );
    }
    expect(attempts.map((a) => a.status)).toEqual([...Array(authLimit).fill(401), 429]);
    expect(new Set(attempts.map((a) => a.servedBy))).toEqual(new Set(backendPorts));
    expect(attempts.at(-1)!.body).toEqual(refusal('Too many requests. Please wait a moment and try again.'));
    // Another client address is not affected.
    const other = await newClient().call('POST', '/api/auth/login', {
      email: 'other@x.ng',
      password: 'guess',
    });
    expect(other.status).toBe(401);
  });

  it('the log-in lockout is shared: wrong passwords spread over the processes lock the account at the same count', async () => {
    const victim = await newParty('offtaker');
    const attacker = newClient();
    const login = (password: string) =>
      attacker.call('POST', '/api/auth/login', { email: victim.email, password });
    const failures = [];
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) failures.push(await login('Not-the-password-1'));
    expect(failures.map((f) => f.status)).toEqual(Array(lockoutPolicy.freeFailures).fill(401));
    expect(new Set(failures.map((f) => f.servedBy))).toEqual(new Set(backendPorts));
    // Locked on every process, even against the right password (one process each).
    const locked = [];
    for (let i = 0; i < backendPorts.length; i++) locked.push(await login(goodPassword));
    expect(locked.map((l) => l.status)).toEqual(Array(backendPorts.length).fill(429));
    expect(new Set(locked.map((l) => l.servedBy))).toEqual(new Set(backendPorts));
    for (const answer of locked) {
      expect(answer.body).toEqual(
        refusal('Too many failed log-ins for this account. Please try again in 1 minute.'),
      );
    }
    // The row every process reads: the failures, counted once each.
    expect(
      await count(
        sql`select hits as n from rate_limits where key = ${`login-lockout:${victim.email.toLowerCase()}`}`,
      ),
    ).toBe(lockoutPolicy.freeFailures);
  });

  it('logs are JSON lines carrying the request id the load balancer sent', async () => {
    const res = await newClient().call('GET', '/api/hubs', undefined, { 'x-request-id': 'lb-scale-test-42' });
    expect(res.status).toBe(200);
    expect(res.requestId).toBe('lb-scale-test-42');
    const served = backends.find((b) => b.port === res.servedBy)!;
    const linesOf = (reqId: string) =>
      served
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level?: number })
        .filter((line) => line.reqId === reqId);
    // "request completed", the one line per request, is written just after the answer leaves.
    await waitUntil(() => linesOf('lb-scale-test-42').length === 1, 5000, 'the request log line');
    expect(linesOf('lb-scale-test-42').map((line) => line.msg)).toEqual(['request completed']);
  });
});
