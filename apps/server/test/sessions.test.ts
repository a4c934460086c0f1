import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties, sessions, sessionTokens } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { goodPassword, newParty, offtakerForm, supplierForm, verificationToken } from './builders.ts';
import { CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const role = (jar: CookieJar) => call(ctx.app, jar, 'GET', '/api/auth/role');
const refresh = (jar: CookieJar) => call(ctx.app, jar, 'POST', '/api/auth/refresh');

describe('logging in', () => {
  it('sets HttpOnly SameSite=Lax session cookies and answers the user with its role', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const jar = new CookieJar();
    const res = await call(ctx.app, jar, 'POST', '/api/auth/login', { email, password: goodPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, role: 'customer', name: 'Amina Bello', status: 'Active' });
    const cookies = res.cookies as {
      name: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
      path?: string;
    }[];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['did', 'rt', 'sid']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
    }
    expect((await role(jar)).json()).toEqual({ success: true, data: { role: 'customer' }, errors: [] });
    // Stored hashed: the cookie value never appears in the database.
    const stored = await ctx.database.db.select().from(sessionTokens);
    expect(stored.some((row) => row.tokenHash === jar.get('sid'))).toBe(false);
  });

  it('gives a new session id at every login', async () => {
    const { email } = await newParty(ctx, 'supplier');
    const first = new CookieJar();
    const second = new CookieJar();
    await call(ctx.app, first, 'POST', '/api/auth/login', { email, password: goodPassword });
    await call(ctx.app, second, 'POST', '/api/auth/login', { email, password: goodPassword });
    expect(first.get('sid')).not.toBe(second.get('sid'));
    expect((await role(second)).json().data.role).toBe('client');
  });

  it('ends the session a browser held when it logs in again, as the same user or another (ASVS V7.2.4)', async () => {
    const supplier = await newParty(ctx, 'supplier');
    const offtaker = await newParty(ctx, 'offtaker');
    const browser = new CookieJar();
    await call(ctx.app, browser, 'POST', '/api/auth/login', {
      email: supplier.email,
      password: goodPassword,
    });
    const firstSession = browser.header();
    const stolen = browser.clone();
    expect((await role(stolen)).statusCode).toBe(200);

    // The same user again: the earlier ids stop working, the new ones work.
    await call(ctx.app, browser, 'POST', '/api/auth/login', {
      email: supplier.email,
      password: goodPassword,
    });
    expect(browser.header()).not.toBe(firstSession);
    expect((await role(stolen)).statusCode).toBe(401);
    expect((await call(ctx.app, stolen, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    expect((await role(browser)).json().data.role).toBe('client');

    // Another user in the same browser: the supplier's session ends too.
    const supplierSession = browser.clone();
    await call(ctx.app, browser, 'POST', '/api/auth/login', {
      email: offtaker.email,
      password: goodPassword,
    });
    expect((await role(supplierSession)).statusCode).toBe(401);
    expect((await role(browser)).json().data.role).toBe('customer');
    // Sessions in other browsers are not touched.
    expect((await role(supplier.jar)).json().data.role).toBe('client');
  });

  it('says the same for a wrong password and an unknown address', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const wrong = await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email,
      password: 'Wrong-password-1',
    });
    const unknown = await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email: 'ghost@nowhere.ng',
      password: 'Wrong-password-1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refusal('Incorrect email address or password'));
    }
  });

  it('takes a long password of any composition exactly as typed (OWASP ASVS 5.0 V6.2.5, V6.2.8, V6.2.9)', async () => {
    // 91 characters, lower-case letters and spaces only, blanks at both ends: no rule refuses it,
    // and nothing trims or cuts it.
    const password = `  ${'correct horse battery staple '.repeat(3)}  `;
    const form = supplierForm({ password, confirm: password });
    expect((await call(ctx.app, undefined, 'POST', '/api/home/register/client', form)).statusCode).toBe(201);
    const token = await verificationToken(ctx, form.email);
    expect((await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token })).statusCode).toBe(200);
    const logIn = (typed: string) =>
      call(ctx.app, undefined, 'POST', '/api/auth/login', { email: form.email, password: typed });
    expect((await logIn(password)).statusCode).toBe(200);
    expect((await logIn(password.trim())).statusCode).toBe(401);
    expect((await logIn(password.slice(0, 64))).statusCode).toBe(401);
  });

  it('tells an unverified user to verify, as a state of the account, not on the email field', async () => {
    const form = supplierForm();
    await call(ctx.app, undefined, 'POST', '/api/home/register/client', form);
    const res = await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email: form.email,
      password: goodPassword,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      {
        htmlId: '',
        message:
          'Your email address is not verified yet. Follow the link we emailed you, or ask for a new one.',
      },
    ]);
  });

  it('tells a suspended party why it cannot log in, and ends its open sessions', async () => {
    const { email, partyId, jar } = await newParty(ctx, 'supplier');
    await ctx.database.db.update(parties).set({ status: 'Suspended' }).where(eq(parties.id, partyId));
    expect((await role(jar)).statusCode).toBe(401);
    const res = await call(ctx.app, undefined, 'POST', '/api/auth/login', { email, password: goodPassword });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { htmlId: '', message: 'Your account is suspended. Please contact the platform operators.' },
    ]);
  });

  it('lets a Pending (verified, not yet approved) party log in', async () => {
    const form = offtakerForm();
    await call(ctx.app, undefined, 'POST', '/api/home/register/customer', form);
    await call(ctx.app, undefined, 'POST', '/api/auth/verify', {
      token: await verificationToken(ctx, form.email),
    });
    const jar = new CookieJar();
    const res = await call(ctx.app, jar, 'POST', '/api/auth/login', {
      email: form.email,
      password: goodPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Pending');
  });

  it('answers 401 to the role call without a session', async () => {
    const res = await role(new CookieJar());
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([{ htmlId: '', message: 'Please log in to continue' }]);
  });
});

describe('session expiry and rotation', () => {
  it('ends a session idle for 15 minutes, on the server', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    clock.advanceMinutes(4);
    expect((await role(jar)).statusCode).toBe(200);
    clock.advanceMinutes(16);
    expect((await role(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it('renews the short-lived access id through refresh, with new ids each time', async () => {
    const { jar } = await newParty(ctx, 'supplier');
    const before = { sid: jar.get('sid'), rt: jar.get('rt') };
    clock.advanceMinutes(6); // the access id lives 5 minutes
    const stale = jar.clone();
    expect((await call(ctx.app, stale, 'GET', '/api/auth/role')).statusCode).toBe(401);
    const res = await refresh(jar);
    expect(res.statusCode).toBe(200);
    expect(jar.get('sid')).not.toBe(before.sid);
    expect(jar.get('rt')).not.toBe(before.rt);
    expect((await role(jar)).json().data.role).toBe('client');
  });

  it('revokes the whole session when a used refresh id comes back after its grace', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    const stolen = jar.clone();
    expect((await refresh(jar)).statusCode).toBe(200);
    clock.advanceMinutes(1); // well past the few seconds' grace of a replaced refresh id
    expect((await refresh(stolen)).statusCode).toBe(401);
    // The legitimate holder is signed out too: the family is revoked.
    expect((await role(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
    const revoked = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.revokeReason, 'refresh token reuse'));
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('gives two simultaneous refreshes with one refresh id a pair each, in the same session (issue 21, finding 8)', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    const secondTab = jar.clone();
    const [first, second] = await Promise.all([refresh(jar), refresh(secondTab)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(jar.get('rt')).not.toBe(secondTab.get('rt'));
    expect((await role(jar)).statusCode).toBe(200);
    expect((await role(secondTab)).statusCode).toBe(200);
    const sessionIds = await ctx.database.db
      .selectDistinct({ id: sessionTokens.sessionId })
      .from(sessionTokens)
      .where(inArray(sessionTokens.tokenHash, [hashToken(jar.get('rt')!), hashToken(secondTab.get('rt')!)]));
    expect(sessionIds).toHaveLength(1);
    // The pair each tab holds keeps the session going.
    expect((await refresh(jar)).statusCode).toBe(200);
    expect((await role(jar)).statusCode).toBe(200);
  });

  it('still revokes the session when the replaced refresh id comes back after the grace (issue 21, finding 8)', async () => {
    const { jar } = await newParty(ctx, 'supplier');
    const copy = jar.clone();
    expect((await refresh(jar)).statusCode).toBe(200);
    expect((await refresh(copy.clone())).statusCode).toBe(200); // within the grace: another pair
    clock.advanceMinutes(1);
    expect((await refresh(copy)).statusCode).toBe(401);
    expect((await role(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const { jar } = await newParty(ctx, 'supplier');
    for (let elapsed = 0; elapsed < 12 * 60 - 10; elapsed += 10) {
      clock.advanceMinutes(10);
      expect((await refresh(jar)).statusCode, `after ${elapsed + 10} minutes`).toBe(200);
    }
    clock.advanceMinutes(11);
    expect((await refresh(jar)).statusCode).toBe(401);
    expect((await role(jar)).statusCode).toBe(401);
  });

  it('logout ends the session on the server, not just in the browser', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    const copy = jar.clone();
    const res = await call(ctx.app, jar, 'POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(jar.get('sid')).toBeUndefined();
    expect((await role(copy)).statusCode).toBe(401);
    expect((await refresh(copy)).statusCode).toBe(401);
  });

  it('logout after the access id has expired still ends the session (the refresh id sent with it)', async () => {
    const { jar } = await newParty(ctx, 'offtaker');
    // Idle longer than the access id's 5 minutes, still inside the refresh id's idle limit.
    clock.advanceMinutes(7);
    const copy = jar.clone();
    expect((await role(jar)).statusCode).toBe(401);
    const res = await call(ctx.app, jar, 'POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect((await refresh(copy)).statusCode).toBe(401);
    expect((await role(copy)).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password and ends the other sessions', async () => {
    const { email, jar } = await newParty(ctx, 'offtaker');
    const otherDevice = new CookieJar();
    await call(ctx.app, otherDevice, 'POST', '/api/auth/login', { email, password: goodPassword });

    const change = (currentPassword: string, newPassword: string) =>
      call(ctx.app, jar, 'POST', '/api/auth/password', {
        currentPassword,
        newPassword,
        confirm: newPassword,
      });
    const wrong = await change('not-it-at-all', 'Abuja-LNG-2027!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { htmlId: 'currentPassword', message: 'The current password is not correct' },
    ]);

    const weak = await change(goodPassword, 'password');
    expect(weak.json().errors).toEqual([
      { htmlId: 'newPassword', message: 'This password is too common. Please choose another one' },
    ]);

    const res = await change(goodPassword, 'Abuja-LNG-2027!');
    expect(res.statusCode).toBe(200);
    expect((await role(jar)).statusCode).toBe(200);
    expect((await role(otherDevice)).statusCode).toBe(401);
    const relogin = await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email,
      password: 'Abuja-LNG-2027!',
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('abuse protection', () => {
  it('rate limits log-in attempts per address with 429 in the envelope', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(limited.app, undefined, 'POST', '/api/auth/login', {
        email: 'target@victim.ng',
        password: `guess-number-${i}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    await limited.close();
  });

  it('rate limits sign-ups per client address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await call(limited.app, undefined, 'POST', '/api/home/register/client', supplierForm())).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
    await limited.close();
  });

  it('refuses a cross-site log-in form post', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://phish.example', host: 'localhost:3000' },
      payload: { email: 'a@b.ng', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('production cookies', () => {
  it('are Secure with the __Host- prefix', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production' });
    const { email } = await newParty(prod, 'supplier');
    const res = await call(prod.app, undefined, 'POST', '/api/auth/login', { email, password: goodPassword });
    const cookies = res.cookies as { name: string; secure?: boolean }[];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['__Host-did', '__Host-rt', '__Host-sid']);
    expect(cookies.every((cookie) => cookie.secure)).toBe(true);
    await prod.close();
  });
});
