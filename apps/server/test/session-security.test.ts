// What sessions.test.ts leaves open: production cookie attributes in full (also when cleared),
// session fixation, token kinds not interchangeable, suspension ending refresh, cross-site refusal
// for every unsafe method and the deposit form, and the lockout backoff after failed log-ins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties } from '../src/db/schema.ts';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { goodPassword, multipart, newParty, receiptFiles } from './builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';
import { whatIsStored } from './row-counts.ts';

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
};

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const login = (email: string, password = goodPassword, jar?: CookieJar) =>
  call(ctx.app, jar, 'POST', '/api/auth/login', { email, password });

describe('production cookies', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  it('are __Host- cookies: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, opaque 256-bit values', async () => {
    const { email } = await newParty(prod, 'offtaker');
    const res = await call(prod.app, undefined, 'POST', '/api/auth/login', { email, password: goodPassword });
    const cookies = res.cookies as Cookie[];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-did', '__Host-rt', '__Host-sid']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const sid = cookies.find((cookie) => cookie.name === '__Host-sid')!;
    expect(sid.maxAge).toBe(5 * 60);
  });

  it('are cleared at logout with the same attributes (a browser ignores a __Host- clear without them)', async () => {
    const { jar } = await newParty(prod, 'supplier');
    const res = await call(prod.app, jar, 'POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies as Cookie[];
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['__Host-rt', '__Host-sid']);
    for (const cookie of cleared) {
      expect(cookie).toMatchObject({ value: '', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('session ids', () => {
  it('are never adopted from the browser: a planted id is replaced at login and stays invalid', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const planted = 'attacker-chosen-session-id-000000000000000000';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: `sid=${planted}; rt=${planted}` },
      payload: { email, password: goodPassword },
    });
    expect(res.statusCode).toBe(200);
    const sid = (res.cookies as Cookie[]).find((cookie) => cookie.name === 'sid')!;
    expect(sid.value).not.toBe(planted);
    const withPlanted = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `sid=${planted}` },
    });
    expect(withPlanted.statusCode).toBe(401);
  });

  it('of one kind do not work as the other (access id as refresh id and back)', async () => {
    const { jar } = await newParty(ctx, 'supplier');
    const access = jar.get('sid')!;
    const refresh = jar.get('rt')!;
    const refreshAsAccess = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `sid=${refresh}` },
    });
    expect(refreshAsAccess.statusCode).toBe(401);
    const accessAsRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `rt=${access}` },
    });
    expect(accessAsRefresh.statusCode).toBe(401);
    // Neither attempt harmed the real session.
    expect((await call(ctx.app, jar, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('stop refreshing once the party is suspended', async () => {
    const { jar, partyId } = await newParty(ctx, 'offtaker');
    await ctx.database.db.update(parties).set({ status: 'Suspended' }).where(eq(parties.id, partyId));
    expect((await call(ctx.app, jar, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    expect((await call(ctx.app, jar, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('are refused for every unsafe method, from another site, a sibling subdomain, another scheme or an opaque origin', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    const before = await whatIsStored(ctx);
    const origins = ['https://evil.example', 'http://gas.localhost:3000', 'https://localhost:3000', 'null'];
    for (const origin of origins) {
      for (const [method, url] of [
        ['POST', '/api/profile/contacts'],
        ['PUT', '/api/profile/contacts/00000000-0000-0000-0000-000000000000'],
        ['PATCH', '/api/sales/00000000-0000-0000-0000-000000000000/Cancelled'],
        ['DELETE', '/api/Product/00000000-0000-0000-0000-000000000000'],
        ['POST', '/api/auth/logout'],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { origin, host: 'localhost:3000', cookie: jar.header() },
          payload: { firstName: 'Forged' },
        });
        expect(res.statusCode, `${method} ${url} from ${origin}`).toBe(403);
        expect(res.json().errors).toEqual([{ htmlId: '', message: 'Cross-site requests are not allowed' }]);
      }
    }
    // The forged logout did not end the session, and nothing was written.
    expect((await call(ctx.app, jar, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await whatIsStored(ctx)).toEqual(before);
  });

  it('are refused for the deposit form (a plain HTML form can post multipart anywhere)', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    const before = await whatIsStored(ctx);
    const form = multipart(
      { amount: '5000', currency: 'NGN' },
      { name: 'receipt', filename: 'r.png', type: 'image/png', bytes: receiptFiles.png },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...form.headers, origin: 'https://evil.example', cookie: jar.header() },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(await whatIsStored(ctx)).toEqual(before);
  });

  it('with PUBLIC_ORIGIN set, compare against it rather than the Host header the client sent', async () => {
    const pinned = await startTestApp({ PUBLIC_ORIGIN: 'https://gas.example.ng' });
    const spoofed = await pinned.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', host: 'evil.example' },
    });
    expect(spoofed.statusCode).toBe(403);
    const own = await pinned.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://gas.example.ng', host: 'internal:3000' },
    });
    expect(own.statusCode).toBe(200);
    await pinned.close();
  });
});

describe('lockout backoff after failed log-ins', () => {
  const fail = (email: string) => login(email, 'Not-the-password-1');

  it(`locks an account for a minute after ${lockoutPolicy.freeFailures} failures, even against the right password`, async () => {
    const { email } = await newParty(ctx, 'offtaker');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) expect((await fail(email)).statusCode).toBe(401);
    const locked = await login(email);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual(
      refusal('Too many failed log-ins for this account. Please try again in 1 minute.'),
    );
    expect(locked.cookies).toEqual([]);
    // The address as typed in another case is the same account.
    expect((await login(email.toUpperCase())).statusCode).toBe(429);
    clock.advanceMinutes(1);
    expect((await login(email)).statusCode).toBe(200);
    // The success forgot the failures: a new failure does not lock.
    expect((await fail(email)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('doubles the lock for each further failure, up to 15 minutes', async () => {
    const { email } = await newParty(ctx, 'supplier');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) await fail(email);
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      const locked = await login(email);
      expect(locked.statusCode).toBe(429);
      waits.push(String(locked.headers['retry-after']));
      clock.advanceMinutes(Number(locked.headers['retry-after']) / 60);
      expect((await fail(email)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900']);
  });

  it('treats addresses without an account the same (it tells nothing), and leaves other accounts alone', async () => {
    const ghost = 'nobody.at.all@example.ng';
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) expect((await fail(ghost)).statusCode).toBe(401);
    expect((await fail(ghost)).statusCode).toBe(429);
    const bystander = await newParty(ctx, 'offtaker');
    expect((await login(bystander.email)).statusCode).toBe(200);
  });

  it('forgets failures after an hour without any', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    for (let i = 0; i < lockoutPolicy.freeFailures - 1; i++) await fail(email);
    clock.advanceMinutes(61);
    expect((await fail(email)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
  });
});

describe('lockout per account and address together, and per address overall (issue 21, finding 2)', () => {
  /** A log-in from the client address `from`. */
  const loginFrom = (app: TestContext, from: string, email: string, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      payload: { email, password },
    });
  const wrong = 'Not-the-password-1';

  it('counts an IPv6 client by its /64: a new address of the same network is the same address', async () => {
    const victim = await newParty(ctx, 'offtaker');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) {
      expect((await loginFrom(ctx, `2001:db8:7:7::${i + 1}`, victim.email, wrong)).statusCode).toBe(401);
    }
    const locked = await loginFrom(ctx, '2001:db8:7:7:ffff:1:2:3', victim.email, goodPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(
      refusal('Too many failed log-ins for this account. Please try again in 1 minute.'),
    );
    // The next network is someone else.
    expect((await loginFrom(ctx, '2001:db8:7:8::1', victim.email, goodPassword)).statusCode).toBe(200);
  });

  it('failures from one address lock that address out of the account, not the rightful user elsewhere', async () => {
    const victim = await newParty(ctx, 'offtaker');
    const attacker = '203.0.113.7';
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) {
      expect((await loginFrom(ctx, attacker, victim.email, wrong)).statusCode).toBe(401);
    }
    const locked = await loginFrom(ctx, attacker, victim.email, goodPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(
      refusal('Too many failed log-ins for this account. Please try again in 1 minute.'),
    );
    // One request per lock period from the attacker keeps nobody else out.
    clock.advanceMinutes(1);
    expect((await loginFrom(ctx, attacker, victim.email, wrong)).statusCode).toBe(401);
    expect((await loginFrom(ctx, '198.51.100.20', victim.email, goodPassword)).statusCode).toBe(200);
  });

  it('slows guessing against one account from many addresses, and still lets the right password in from a clean one', async () => {
    const victim = await newParty(ctx, 'supplier');
    const addresses = Array.from(
      { length: lockoutPolicy.accountFreeFailures },
      (_, i) => `192.0.2.${i + 10}`,
    );
    for (const from of addresses) {
      expect((await loginFrom(ctx, from, victim.email, wrong)).statusCode, from).toBe(401);
    }
    // The account is under attack: each address that failed against it is locked after its first failure.
    for (const from of addresses) {
      const again = await loginFrom(ctx, from, victim.email, wrong);
      expect(again.statusCode, from).toBe(429);
      expect(again.headers['retry-after'], from).toBe('60');
    }
    // The rightful user, at an address without failures, gets in.
    expect((await loginFrom(ctx, '198.51.100.21', victim.email, goodPassword)).statusCode).toBe(200);
    clock.advanceMinutes(61);
  });

  it('locks an address that fails against many accounts, for every account, and nobody else', async () => {
    const roomy = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { clock });
    try {
      const user = await newParty(roomy, 'offtaker');
      const sprayer = '203.0.113.99';
      for (let i = 0; i < lockoutPolicy.addressFreeFailures; i++) {
        expect((await loginFrom(roomy, sprayer, `sprayed-${i}@example.ng`, wrong)).statusCode, `${i}`).toBe(
          401,
        );
      }
      const locked = await loginFrom(roomy, sprayer, 'one-more@example.ng', wrong);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toBe('60');
      expect(locked.json()).toEqual(
        refusal('Too many failed log-ins from your network. Please try again in 1 minute.'),
      );
      expect((await loginFrom(roomy, sprayer, user.email, goodPassword)).statusCode).toBe(429);
      expect((await loginFrom(roomy, '198.51.100.22', user.email, goodPassword)).statusCode).toBe(200);
    } finally {
      await roomy.close();
    }
  });
});
