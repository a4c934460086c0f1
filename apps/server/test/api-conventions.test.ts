import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('system routes', () => {
  it('answers /api/health with the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' }, errors: [] });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /api/ready when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ready', database: ctx.database.kind });
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    const other = await startTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(refusal('The database is not answering'));
    await other.close();
  });
});

describe('market data', () => {
  it('is an empty list until suppliers list inventories', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/markets' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], errors: [] });
  });
});

describe('unknown routes and methods', () => {
  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(refusal('No API route matches GET /api/no-such-thing'));
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/markets' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.json().errors).toEqual([
      { htmlId: '', message: 'Method DELETE is not allowed on /api/markets' },
    ]);
  });

  it('answers a non-API path with 404 envelope when no web app is built', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('security headers', () => {
  it('sends a CSP the web app can live with, nosniff, frame and referrer policies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production, over HTTPS (issue 21, finding 9: never over plain HTTP)', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    const res = await prod.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    const plain = await prod.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await prod.close();
  });
});

describe('cross-site request refusal', () => {
  const toMarkets = (method: 'POST' | 'DELETE', headers: Record<string, string>) =>
    ctx.app.inject({ method, url: '/api/markets', headers });

  it('refuses an unsafe request from another origin with 403 in the envelope', async () => {
    const res = await toMarkets('POST', { origin: 'https://evil.example', host: 'localhost:3000' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal('Cross-site requests are not allowed'));
  });

  it('refuses a request the browser marks cross-site even without Origin', async () => {
    const res = await toMarkets('DELETE', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('lets a same-origin unsafe request through to routing', async () => {
    const res = await toMarkets('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(res.statusCode).toBe(405);
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope past the limit', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await limited.app.inject({ method: 'GET', url: '/api/hubs' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await limited.app.inject({ method: 'GET', url: '/api/hubs' });
    expect(res.json()).toEqual(refusal('Too many requests. Please wait a moment and try again.'));
    expect(res.headers['retry-after']).toBeDefined();
    // Probes are never throttled: a load balancer must not take a healthy process out of rotation.
    for (const url of ['/api/health', '/api/ready']) {
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await limited.close();
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas at /api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/markets']),
    );
    const marketItem = spec.paths['/api/markets'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(marketItem)).toContain('deliveryPoint');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('web app serving', () => {
  let web: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-web-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Gas</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes, never cached', async () => {
    for (const url of ['/', '/markets', '/admin/deposits/123']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown API routes with the envelope', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
