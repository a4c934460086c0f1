// A short journey on the embedded PGlite database, the path `npm start` takes and the rest of the
// tests do not (CI runs them on PostgreSQL through DATABASE_URL). Starts the built server the way
// `npm start` does (scripts/start.mjs: production settings, demo data seeded) without
// DATABASE_URL, on a fresh temporary data dir and a free port, then over HTTP only: health and
// readiness on PGlite, the web app, log in as a demo offtaker from the logins it prints, market
// data, listings, a 1-unit purchase, the sale and the held funds; then stops it with SIGTERM.
//
//   node scripts/pglite-journey.mjs [--json file]   (after `npm run build`; `npm test` runs it)
//
// Prints one line per check and exits 1 if any failed; --json writes { passed, failed }.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jsonIndex = process.argv.indexOf('--json');
const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
const startTimeoutMs = Number(process.env.JOURNEY_START_TIMEOUT_MS ?? 240_000);

const results = [];
let output = '';

function record(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Runs one check; a thrown error fails it with its message. Returns the check's value. */
async function check(name, body) {
  try {
    const detail = await body();
    record(name, true, typeof detail === 'string' ? detail : '');
    return detail;
  } catch (error) {
    record(name, false, error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-pglite-journey-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
delete env.DATABASE_URL; // the embedded database, as on a fresh machine
delete env.NODE_ENV; // start.mjs sets production, as `npm start` does
delete env.SEED_DEMO;

console.log(
  `Starting the built server on PGlite: node scripts/start.mjs (PORT=${port}, DATA_DIR=${dataDir})`,
);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let exited = null;
const exit = new Promise((resolve) => {
  server.on('exit', (code, signal) => {
    exited = { code, signal };
    resolve(exited);
  });
});
server.stdout.on('data', (chunk) => {
  output += chunk;
});
server.stderr.on('data', (chunk) => {
  output += chunk;
});

/** Cookies as a browser keeps them between requests. */
const jar = new Map();
async function call(method, url, { body, headers = {}, signedIn = true } = {}) {
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (signedIn && jar.size > 0) init.headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${base}${url}`, init);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, text, json };
}

/** The `data` of a successful envelope, or an error naming the request and what came back. */
async function data(method, url, options = {}) {
  const expected = options.status ?? 200;
  const res = await call(method, url, options);
  assert(
    res.status === expected && res.json?.success === true,
    `${method} ${url}: expected ${expected} with success, got ${res.status} ${res.text.slice(0, 300)}`,
  );
  return res.json.data;
}

let failedToStart = false;
try {
  await check('the built server starts on PGlite with the demo data', async () => {
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (exited) throw new Error(`the server exited (${exited.code ?? exited.signal}) before answering`);
      if (Date.now() > deadline)
        throw new Error(`no answer on ${base}/api/health within ${startTimeoutMs / 1000} s`);
      const ok = await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      // The banner (database, demo logins) is printed once the server listens.
      if (ok && /is running at/.test(output)) break;
      await sleep(250);
    }
    assert(
      output.includes(`embedded PGlite in ${dataDir}`),
      'the banner does not name the embedded PGlite database',
    );
    assert(output.includes('Demo data seeded'), 'the banner does not say the demo data was seeded');
    return `answering on ${base}`;
  });
  failedToStart = results.some((result) => !result.ok);

  if (!failedToStart) {
    await check('GET /api/health and /api/ready (on PGlite)', async () => {
      const health = await data('GET', '/api/health', { signedIn: false });
      assert(health.status === 'ok', `health: ${JSON.stringify(health)}`);
      const ready = await data('GET', '/api/ready', { signedIn: false });
      assert(ready.status === 'ready', `ready: ${JSON.stringify(ready)}`);
      assert(/pglite/i.test(ready.database), `the database is ${ready.database}, not PGlite`);
      return `database ${ready.database}`;
    });

    await check('GET / serves the web app', async () => {
      const res = await call('GET', '/', { signedIn: false });
      assert(res.status === 200, `status ${res.status}`);
      assert(
        /text\/html/.test(res.headers.get('content-type') ?? ''),
        `content-type ${res.headers.get('content-type')}`,
      );
      assert(/<script[^>]+src=/.test(res.text), 'no script in the page');
    });

    const offtaker = await check('log in as a demo offtaker printed at start', async () => {
      const password = output.match(/Demo logins, password (\S+):/)?.[1];
      assert(password, 'the start banner names no demo password');
      const login = output
        .split('\n')
        .map((line) => line.trim().match(/^(?:offtaker|customer)\s+(\S+@\S+)\s+.*\(Active\)$/))
        .find(Boolean);
      assert(login, 'the start banner lists no active offtaker login');
      const email = login[1];
      const user = await data('POST', '/api/auth/login', { body: { email, password }, signedIn: false });
      assert(jar.size > 0, 'the log-in set no cookie');
      const role = await data('GET', '/api/auth/role');
      assert(/customer|offtaker/.test(JSON.stringify(role)), `role: ${JSON.stringify(role)}`);
      return user?.email ?? email;
    });

    await check('GET /api/markets lists the demo offers', async () => {
      const rows = await data('GET', '/api/markets', { signedIn: false });
      assert(Array.isArray(rows) && rows.length > 0, `markets: ${JSON.stringify(rows).slice(0, 200)}`);
      return `${rows.length} market rows`;
    });

    const choice = offtaker
      ? await check('GET /api/inventories/listings: an offer of 1 unit the wallet can pay for', async () => {
          const products = await data('GET', '/api/products');
          assert(Array.isArray(products) && products.length > 0, 'no products');
          let offers = 0;
          for (const currency of ['NGN', 'USD']) {
            const balance = await data('GET', `/api/payments/balances/${currency}`);
            for (const product of products.filter((p) => p.isActive !== false)) {
              const listed = await data('GET', `/api/inventories/listings/${product.id}/1/${currency}`);
              offers += listed.length;
              const offer = listed.find((o) => o.available >= 1 && o.price <= balance.amount);
              if (offer) return { product, offer, currency, balance };
            }
          }
          throw new Error(`${offers} offers, none of 1 unit within the demo offtaker's balances`);
        })
      : undefined;

    const sale = choice
      ? await check('POST /api/sales places a 1-unit purchase', async () => {
          const { product, offer, currency } = choice;
          const placed = await data('POST', '/api/sales', {
            status: 201,
            headers: { 'idempotency-key': randomBytes(16).toString('hex') },
            body: {
              productId: product.id,
              contractId: offer.contract,
              quantity: 1,
              currency,
              amount: offer.price,
            },
          });
          assert(placed.quantity === 1 && placed.amount === offer.price, `sale: ${JSON.stringify(placed)}`);
          assert(placed.status === 'Pending', `status ${placed.status}`);
          return placed;
        })
      : undefined;

    if (sale) {
      await check('the sale exists, in the list too, and its amount is held', async () => {
        const read = await data('GET', `/api/sales/${sale.id}`);
        assert(
          read.reference === sale.reference && read.status === 'Pending',
          `sale: ${JSON.stringify(read)}`,
        );
        const list = await data('GET', '/api/sales');
        assert(
          list.some((row) => row.id === sale.id),
          `GET /api/sales does not list ${sale.reference}`,
        );
        const after = await data('GET', `/api/payments/balances/${choice.currency}`);
        assert(
          after.amount === choice.balance.amount - sale.amount &&
            after.held === choice.balance.held + sale.amount,
          `balance ${JSON.stringify(choice.balance)} -> ${JSON.stringify(after)} for ${sale.amount}`,
        );
        return `${sale.reference}, ${sale.amountString ?? sale.amount} held`;
      });
    }
  }
} finally {
  if (!exited) server.kill('SIGTERM');
  const stopped = await Promise.race([exit, sleep(20_000).then(() => null)]);
  if (!failedToStart) {
    record(
      'SIGTERM stops it cleanly',
      stopped !== null && stopped.code === 0,
      stopped ? `exit ${stopped.code ?? stopped.signal}` : 'still running after 20 s',
    );
  }
  if (!stopped) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// A check that a failed one before it kept from running counts as failed too.
const planned = 9;
for (let missing = planned - results.length; missing > 0; missing--) {
  record('(not reached after the failure above)', false);
}
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
if (failed > 0) console.log(`\nThe server's output:\n${output.split('\n').slice(-80).join('\n')}`);
console.log(`pglite journey: ${passed} passed, ${failed} failed`);
if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify({ passed, failed })}\n`);
process.exit(failed === 0 ? 0 : 1);
