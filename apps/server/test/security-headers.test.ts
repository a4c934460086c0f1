// The security headers on every kind of response the server sends: API answers and refusals of
// every status, the router's own errors, static files, the SPA fallback, the API docs and receipts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newParty, postDeposit, receiptFiles } from './builders.ts';
import { startTestApp, type TestContext } from './helpers.ts';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;
type Headers = Record<string, string>;
type Probe = {
  label: string;
  status: number;
  send: (ctx: TestContext, extra?: Headers) => Promise<Response>;
};

/** A probe's request: `method url`, with the headers and payload given (and `extra` headers). */
const send =
  (
    method: 'GET' | 'HEAD' | 'POST' | 'DELETE',
    url: string,
    options: { headers?: Headers; payload?: string | object } = {},
  ) =>
  (ctx: TestContext, extra: Headers = {}) =>
    ctx.app.inject({ method, url, ...options, headers: { ...options.headers, ...extra } });
const get = (url: string, headers: Record<string, string> = {}) => send('GET', url, { headers });
/** A log-in whose body is `payload` as it is, sent as `contentType`. */
const rawLogin = (contentType: string, payload: string) =>
  send('POST', '/api/auth/login', { headers: { 'content-type': contentType }, payload });

/** Requests covering every kind of response; each says which status it must get. */
const probes: Probe[] = [
  { label: 'API success', status: 200, send: get('/api/health') },
  { label: 'HEAD on an API route', status: 200, send: send('HEAD', '/api/hubs') },
  { label: 'validation error', status: 400, send: send('POST', '/api/auth/login', { payload: {} }) },
  { label: 'malformed JSON', status: 400, send: rawLogin('application/json', '{"email":') },
  { label: 'undecodable URL (router error)', status: 400, send: get('/api/clients/%E0%A4%A') },
  {
    label: 'over-long path parameter (router error)',
    status: 400,
    send: get(`/api/clients/${'a'.repeat(300)}`),
  },
  { label: 'not signed in', status: 401, send: get('/api/auth/me') },
  {
    label: 'cross-site refusal',
    status: 403,
    send: send('POST', '/api/auth/logout', {
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    }),
  },
  { label: 'unknown API route', status: 404, send: get('/api/nothing-here') },
  { label: 'wrong method', status: 405, send: send('DELETE', '/api/hubs') },
  {
    label: 'body too large',
    status: 413,
    send: send('POST', '/api/auth/login', {
      payload: { email: 'a@b.ng', password: 'x'.repeat(2 * 1024 * 1024) },
    }),
  },
  { label: 'unsupported content type', status: 415, send: rawLogin('application/xml', '<login/>') },
  { label: 'static asset', status: 200, send: get('/assets/app-abc123.js') },
  { label: 'SPA index', status: 200, send: get('/') },
  { label: 'SPA fallback for a client route', status: 200, send: get('/admin/deposits/123') },
  { label: 'API docs page', status: 200, send: get('/api/docs') },
  { label: 'OpenAPI JSON', status: 200, send: get('/api/docs/json') },
];

function expectSecurityHeaders(res: Response, label: string, isProduction: boolean) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, `${label}: CSP`).toMatch(/default-src '(self|none)'/);
  expect(csp, `${label}: frame-ancestors`).toContain("frame-ancestors 'none'");
  // OWASP ASVS 5.0 V3.4.3: no plugins, and no <base> element to re-point relative URLs.
  // (object-src falls back to default-src; base-uri falls back to nothing.)
  expect(csp, `${label}: object-src`).toMatch(/(^|; *)(object-src|default-src) 'none'(;|$)/);
  expect(csp, `${label}: base-uri`).toMatch(/(^|; *)base-uri 'none'(;|$)/);
  expect(csp, `${label}: no eval`).not.toContain('unsafe-eval');
  expect(res.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(res.headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY');
  expect(res.headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-request-id'], `${label}: request id`).toMatch(/^[0-9a-f-]{36}$/);
  const hsts = res.headers['strict-transport-security'];
  if (isProduction) {
    expect(hsts, `${label}: HSTS over HTTPS`).toBe('max-age=31536000; includeSubDomains');
  } else {
    expect(hsts, `${label}: no HSTS over plain HTTP or in development`).toBeUndefined();
  }
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Gas</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

for (const mode of ['development', 'production'] as const) {
  describe(`every response in ${mode}`, () => {
    let ctx: TestContext;
    // Production is served over HTTPS, which ends at the load balancer (TRUST_PROXY).
    const overHttps: Headers = mode === 'production' ? { 'x-forwarded-proto': 'https' } : {};
    beforeAll(async () => {
      ctx = await startTestApp({
        NODE_ENV: mode,
        WEB_DIST_DIR: dist,
        ...(mode === 'production' ? { TRUST_PROXY: 'true' } : {}),
      });
    });
    afterAll(() => ctx.close());

    it.each(probes.map((probe) => [probe.label, probe] as const))('%s', async (label, probe) => {
      const res = await probe.send(ctx, overHttps);
      expect(res.statusCode, label).toBe(probe.status);
      expectSecurityHeaders(res, label, mode === 'production');
    });

    it('API answers are never cached: no-store on data, errors and refusals alike', async () => {
      const offtaker = await newParty(ctx, 'offtaker');
      for (const [url, cookie, status] of [
        ['/api/profile', offtaker.jar.header(), 200],
        ['/api/markets', '', 200],
        ['/api/profile', '', 401],
        ['/api/no-such-route', '', 404],
      ] as const) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    });

    it('a receipt download: typed by content, never HTML, sandboxed, PDFs as attachments', async () => {
      const offtaker = await newParty(ctx, 'offtaker');
      for (const [receipt, type, disposition] of [
        [receiptFiles.pdf, 'application/pdf', 'attachment'],
        [receiptFiles.png, 'image/png', 'inline'],
      ] as const) {
        const deposit = (
          await postDeposit(ctx, offtaker.jar, { amount: 100, currency: 'NGN', receipt })
        ).json().data;
        const res = await ctx.app.inject({
          method: 'GET',
          url: deposit.receiptPaths[0],
          headers: { cookie: offtaker.jar.header(), ...overHttps },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(String(res.headers['content-disposition'])).toMatch(
          new RegExp(`^${disposition}; filename="DP-`),
        );
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(String(res.headers['content-security-policy'])).toContain('sandbox');
        expectSecurityHeaders(res, `receipt ${type}`, mode === 'production');
      }
    });

    it('no CORS: another origin gets no Access-Control-Allow-* header, for a read or a preflight', async () => {
      // OWASP ASVS 5.0 V3.4.2: the API is same-origin only; browsers keep other sites from reading it.
      const { jar } = await newParty(ctx, 'offtaker');
      const origin = 'https://evil.example';
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { origin, cookie: jar.header() },
      });
      const preflight = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode, 'preflight').toBeGreaterThanOrEqual(400);
      expect(preflight.statusCode, 'preflight').toBeLessThan(500);
      for (const [label, res] of [
        ['read', read],
        ['preflight', preflight],
      ] as const) {
        const granted = Object.keys(res.headers).filter((name) => name.startsWith('access-control-allow'));
        expect(granted, label).toEqual([]);
      }
    });
  });
}

describe('HSTS in production: only on answers over HTTPS (issue 21, finding 9)', () => {
  const some = probes.filter((probe) =>
    ['API success', 'not signed in', 'undecodable URL (router error)', 'SPA index'].includes(probe.label),
  );
  /** HSTS on each probe's answer, sent with `headers` to one app started with `settings`. */
  const hstsOf = async (settings: Record<string, string>, headers: Headers) => {
    // One app per setting for all the probes: starting one per probe took 30 s on a loaded machine.
    const app = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist, ...settings });
    try {
      const found = new Map<string, unknown>();
      for (const probe of some) {
        const res = await probe.send(app, headers);
        expect(res.statusCode, probe.label).toBe(probe.status);
        found.set(probe.label, res.headers['strict-transport-security']);
      }
      return found;
    } finally {
      await app.close();
    }
  };

  it('is not sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const overHttp = await hstsOf({}, {});
    const untrustedClaim = await hstsOf({}, { 'x-forwarded-proto': 'https' });
    const balancerSaysHttp = await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' });
    for (const probe of some) {
      expect(overHttp.get(probe.label), `${probe.label} over HTTP`).toBeUndefined();
      expect(
        untrustedClaim.get(probe.label),
        `${probe.label}: X-Forwarded-Proto without TRUST_PROXY`,
      ).toBeUndefined();
      expect(balancerSaysHttp.get(probe.label), `${probe.label}: the balancer says http`).toBeUndefined();
    }
  });

  it('is sent when the trusted balancer says the request came over HTTPS', async () => {
    const overHttps = await hstsOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    for (const probe of some) {
      expect(overHttps.get(probe.label), probe.label).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('responses when things fail on the server', () => {
  let broken: TestContext;
  beforeAll(async () => {
    broken = await startTestApp();
    await broken.database.close();
  });
  afterAll(() => broken.close());

  it('database down (503) and masked failure (500) carry them too', async () => {
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expectSecurityHeaders(ready, '503', false);
    const failed = await broken.app.inject({ method: 'GET', url: '/api/markets' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().errors[0].message).toMatch(/^Something went wrong on our side/);
    expectSecurityHeaders(failed, '500', false);
  });

  it('rate limited (429) carries them too', async () => {
    // Probes are never limited, and a dead database cannot count: a healthy app with a limit of 1.
    const limitedApp = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1' });
    try {
      expect((await limitedApp.app.inject({ method: 'GET', url: '/api/hubs' })).statusCode).toBe(200);
      const limited = await limitedApp.app.inject({ method: 'GET', url: '/api/hubs' });
      expect(limited.statusCode).toBe(429);
      expectSecurityHeaders(limited, '429', false);
    } finally {
      await limitedApp.close();
    }
  });
});
