import { secondFactorFreeFailures } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { auditEvents, users } from '../src/db/schema.ts';
import { loginChallenges, recoveryCodes, secondFactors } from '../src/db/schema-two-factor.ts';
import { TestClock } from '../src/lib/clock.ts';
import { resetOperatorTwoFactor } from '../src/modules/auth/reset-operator-two-factor.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { ensureAdmin } from '../src/modules/identity/ensure-admin.ts';
import { goodPassword, logIn, newParty, rememberSecondFactor } from './builders.ts';
import { serverUrl } from './databases.ts';
import { CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';

// Two-factor sign-in (issue 21, account protections; finding 2 for its throttling): TOTP with
// recovery codes, required for operators, offered to everyone (docs/domain-rules.md, Accounts).

const clock = new TestClock({ start: new Date('2026-11-24T09:00:00Z') });
let ctx: TestContext;
let counter = 0;

beforeAll(async () => {
  // Connections enough for the simultaneous codes of the race below (PostgreSQL).
  ctx = await startTestApp({}, { clock, poolSize: 12 });
});
afterAll(async () => {
  await ctx?.close();
});

const wrongCode = refusal('That code is not right. Check your authenticator app and try again.', 'code');
const challengeGone = refusal('Your sign-in has expired. Please log in again.');

/** A new operator account (no authenticator yet). */
async function newOperator(): Promise<string> {
  const email = `ops.${++counter}.${Date.now().toString(36)}@gas-exchange.ng`;
  await ensureAdmin({ db: ctx.database.db, email, password: goodPassword });
  return email;
}

function login(email: string, jar = new CookieJar(), password = goodPassword, from = '127.0.0.1') {
  return ctx.app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      headers: { cookie: jar.header() },
      payload: { email, password },
    })
    .then((response) => {
      jar.store(response);
      return response;
    });
}

/** The first 30-second step after the clock moves on by one: a code not used yet. */
function nextStep() {
  clock.advance(30_000);
}

/** Enrols a new operator through its first log-in; returns its secret, codes and cookies. */
async function enrolledOperator() {
  const email = await newOperator();
  const jar = new CookieJar();
  const first = (await login(email, jar)).json().data;
  const done = await call(ctx.app, jar, 'POST', '/api/auth/login/enrolment', {
    challenge: first.challenge,
    code: totpCodeAt(first.enrolment.secret, clock.now()),
  });
  expect(done.statusCode).toBe(200);
  nextStep();
  return {
    email,
    secret: first.enrolment.secret as string,
    codes: done.json().data.recoveryCodes as string[],
    jar,
  };
}

async function auditOf(email: string, action: string) {
  return ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityLabel, email), eq(auditEvents.action, action)));
}

describe('log-in without a second factor', () => {
  it('stays as the spec has it for a login without one: the user and the session cookies', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    const jar = new CookieJar();
    const res = await login(buyer.email, jar);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: buyer.email, role: 'customer' });
    expect(jar.get('sid')).toBeTruthy();
  });
});

describe('operators must enrol', () => {
  it('answers "enrolment required" with a provisional secret and no cookies; a code enrols, shows ten recovery codes once and signs in', async () => {
    const email = await newOperator();
    const jar = new CookieJar();
    const res = await login(email, jar);
    expect(res.statusCode).toBe(200);
    const due = res.json().data;
    expect(due).toMatchObject({
      secondFactor: 'enrolment',
      enrolment: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
    });
    expect(due.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Gas%20Exchange:.+secret=/);
    expect(new Date(due.expiresUtc).getTime() - clock.now().getTime()).toBe(5 * 60_000);
    expect(res.cookies).toEqual([]);
    expect((await call(ctx.app, jar, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(401);

    const wrong = await call(ctx.app, jar, 'POST', '/api/auth/login/enrolment', {
      challenge: due.challenge,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCode);

    const done = await call(ctx.app, jar, 'POST', '/api/auth/login/enrolment', {
      challenge: due.challenge,
      code: totpCodeAt(due.enrolment.secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const { user, recoveryCodes: codes } = done.json().data;
    expect(user).toMatchObject({ email, role: 'admin' });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(200);
    expect(await auditOf(email, 'two_factor_enabled')).toHaveLength(1);

    // Stored: the secret sealed (not in clear), the recovery codes hashed.
    const [userRow] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const [factor] = await ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, userRow!.id));
    expect(factor!.secretEncrypted).not.toContain(due.enrolment.secret);
    expect(factor!.secretEncrypted).toMatch(/^v1\./);
    const stored = await ctx.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userRow!.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.map((c: string) => c.replace('-', ''))).not.toContain(row.codeHash);
    const challenges = await ctx.database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, userRow!.id));
    expect(challenges.map((row) => row.tokenHash)).not.toContain(due.challenge);
  });

  it('cannot sign an operator in without the second step: the challenge opens no session and the code step needs it', async () => {
    const { email, secret } = await enrolledOperator();
    const jar = new CookieJar();
    const res = await login(email, jar);
    expect(res.json().data).toMatchObject({ secondFactor: 'code', enrolment: null });
    expect(res.cookies).toEqual([]);
    expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(401);
    // A code without a (real) challenge signs nobody in.
    const forged = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
      challenge: 'not-a-challenge',
      code: totpCodeAt(secret, clock.now()),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(challengeGone);
    const done = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
      challenge: res.json().data.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email, role: 'admin' });
    expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(200);
  });

  it('the enrolment challenge cannot be used for the code step, nor the other way round', async () => {
    const email = await newOperator();
    const due = (await login(email)).json().data;
    const res = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: totpCodeAt(due.enrolment.secret, clock.now()),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the code step', () => {
  it('refuses a wrong code on the field, and the same code a second time (replay)', async () => {
    const { email, secret } = await enrolledOperator();
    const first = (await login(email)).json().data;
    const wrong = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: first.challenge,
      code: '123456' === totpCodeAt(secret, clock.now()) ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCode);
    const code = totpCodeAt(secret, clock.now());
    const ok = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: first.challenge,
      code,
    });
    expect(ok.statusCode).toBe(200);

    const second = (await login(email)).json().data;
    const replay = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: second.challenge,
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(wrongCode);
    // The code of the step before is refused too once a later one was used; the next step's works.
    nextStep();
    const next = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: second.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(next.statusCode).toBe(200);
  });

  it('uses a challenge once', async () => {
    const { email, secret } = await enrolledOperator();
    const due = (await login(email)).json().data;
    const body = { challenge: due.challenge, code: totpCodeAt(secret, clock.now()) };
    expect(
      (await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', body)).statusCode,
    ).toBe(200);
    nextStep();
    const again = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(challengeGone);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { email, secret } = await enrolledOperator();
    const due = (await login(email)).json().data;
    clock.advanceMinutes(5);
    const late = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(challengeGone);
  });

  it('takes each recovery code once, in any case and with or without its hyphen, and audits its use', async () => {
    const { email, codes } = await enrolledOperator();
    const first = (await login(email)).json().data;
    const jar = new CookieJar();
    const used = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
      challenge: first.challenge,
      code: codes[0]!.toUpperCase().replace('-', ' '),
    });
    expect(used.statusCode).toBe(200);
    expect((await call(ctx.app, jar, 'GET', '/api/auth/two-factor')).json().data).toMatchObject({
      enabled: true,
      required: true,
      recoveryCodesLeft: 9,
    });
    const [audit] = await auditOf(email, 'recovery_code_used');
    expect(audit?.details).toEqual({ recoveryCodesLeft: 9 });

    const second = (await login(email)).json().data;
    const again = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: second.challenge,
      code: codes[0],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(wrongCode);
  });
});

describe('throttling (issue 21, finding 2)', () => {
  it('after 5 wrong codes the challenge dies and the account’s second step is locked, then backs off; the right code works after the lock', async () => {
    const { email, secret } = await enrolledOperator();
    const due = (await login(email)).json().data;
    const codeNow = totpCodeAt(secret, clock.now());
    const wrong = codeNow === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
        challenge: due.challenge,
        code: wrong,
      });
      expect(res.statusCode, `wrong code ${attempt}`).toBe(400);
    }
    const fifth = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: wrong,
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(
      refusal('Too many wrong codes for this account. Please try again in 1 minute.'),
    );
    expect(fifth.headers['retry-after']).toBe('60');
    // The challenge is dead, even for the right code.
    const dead = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: codeNow,
    });
    expect(dead.statusCode).toBe(401);
    // A new log-in with the right password, from anywhere, is refused while the lock lasts.
    const locked = await login(email, new CookieJar(), goodPassword, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(await auditOf(email, 'second_factor_failed')).toHaveLength(5);

    clock.advance(61_000);
    const again = (await login(email)).json().data;
    // One more wrong code doubles the lock (2 minutes).
    const sixth = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: again.challenge,
      code: wrong,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('120');
    clock.advance(121_000);
    const after = (await login(email)).json().data;
    const jar = new CookieJar();
    const ok = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
      challenge: after.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    // A right code forgets the wrong ones: five free again.
    nextStep();
    const fresh = (await login(email)).json().data;
    const res = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: fresh.challenge,
      code: totpCodeAt(secret, clock.now()) === '111111' ? '222222' : '111111',
    });
    expect(res.statusCode).toBe(400);
  });

  it('never refuses the right password and the right code because of others’ failures from other addresses', async () => {
    const { email, secret } = await enrolledOperator();
    // Wrong passwords against the operator from 20 addresses, 5 each from two of them.
    for (let n = 0; n < 20; n++) {
      const res = await login(email, new CookieJar(), 'not-the-password', `10.1.0.${n}`);
      expect(res.statusCode).toBe(401);
    }
    for (const from of ['10.2.0.1', '10.2.0.2'])
      for (let n = 0; n < 6; n++) await login(email, new CookieJar(), 'not-the-password', from);
    expect((await login(email, new CookieJar(), 'not-the-password', '10.2.0.1')).statusCode).toBe(429);
    // The operator, from its own address: password, then code.
    const jar = new CookieJar();
    const due = await login(email, jar, goodPassword, '192.0.2.10');
    expect(due.statusCode).toBe(200);
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      remoteAddress: '192.0.2.10',
      payload: { challenge: due.json().data.challenge, code: totpCodeAt(secret, clock.now()) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email, role: 'admin' });
  });

  // Security review: the lock was checked on a row read without locking it, so simultaneous wrong
  // codes all passed the check before any was counted (about twice the allowed ones got checked).
  it.skipIf(!serverUrl)(
    'counts no more than the allowed wrong codes sent at the same moment on challenges of one account, then holds the lock',
    async () => {
      const { email, secret } = await enrolledOperator();
      // Codes the server would take now (the step before, this one and the next) are not wrong.
      const right = [-30_000, 0, 30_000].map((ms) =>
        totpCodeAt(secret, new Date(clock.now().getTime() + ms)),
      );
      const wrongCodes = Array.from({ length: 60 }, (_, i) => String(100_000 + i * 7919).slice(0, 6)).filter(
        (code) => !right.includes(code),
      );
      // Twelve challenges (the right password each time), five wrong codes on each, all at once.
      const challenges: string[] = [];
      for (let i = 0; i < 12; i++) challenges.push((await login(email)).json().data.challenge);
      const answers = await Promise.all(
        wrongCodes.map((code, i) =>
          call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
            challenge: challenges[i % challenges.length],
            code,
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      // Wrong (400) or locked (429); fewer than 5 say wrong (the answer to a counted code may
      // already see the lock that the ones after it completed).
      expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 400).length).toBeLessThan(secondFactorFreeFailures);
      const [factor] = await ctx.database.db
        .select({ failedCodes: secondFactors.failedCodes })
        .from(secondFactors)
        .innerJoin(users, eq(users.id, secondFactors.userId))
        .where(eq(users.email, email));
      expect(factor!.failedCodes).toBe(secondFactorFreeFailures);
      expect(await auditOf(email, 'second_factor_failed')).toHaveLength(secondFactorFreeFailures);
      // The lock holds: a new log-in with the right password is refused until it is over.
      expect((await login(email)).statusCode).toBe(429);
      // Nor does the right code on the challenges: 5 wrong codes killed one at most (401), the
      // others are alive and find the lock.
      const late = [];
      for (const challenge of challenges.slice(0, 2)) {
        const res = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
          challenge,
          code: totpCodeAt(secret, clock.now()),
        });
        late.push(res.statusCode);
      }
      expect(late).toContain(429);
      expect(late.every((status) => status === 401 || status === 429)).toBe(true);
    },
  );
});

describe('the account page: two-factor sign-in for everyone', () => {
  it('an offtaker turns it on (password, then a code), signs in with it, makes new recovery codes and turns it off (password and code)', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    const jar = buyer.jar;
    expect((await call(ctx.app, jar, 'GET', '/api/auth/two-factor')).json().data).toEqual({
      enabled: false,
      required: false,
      enabledUtc: null,
      recoveryCodesLeft: 0,
    });
    const badSetup = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/setup', {
      password: 'wrong-password',
    });
    expect(badSetup.statusCode).toBe(400);
    expect(badSetup.json()).toEqual(refusal('Incorrect password', 'password'));
    const setup = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/setup', { password: goodPassword });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json().data;
    expect(otpauthUri).toContain(encodeURIComponent(buyer.email));
    // Set up but not confirmed: log-in stays as it was.
    expect((await login(buyer.email)).json().data).toMatchObject({ email: buyer.email });

    const wrong = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/enable', {
      code: '000000' === totpCodeAt(secret, clock.now()) ? '999999' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(wrongCode);
    const enable = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/enable', {
      code: totpCodeAt(secret, clock.now()),
    });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(await auditOf(buyer.email, 'two_factor_enabled')).toHaveLength(1);
    nextStep();

    // Log-in now asks for a code.
    const due = (await login(buyer.email)).json().data;
    expect(due).toMatchObject({ secondFactor: 'code' });
    const signedIn = new CookieJar();
    const done = await call(ctx.app, signedIn, 'POST', '/api/auth/login/second-factor', {
      challenge: due.challenge,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    nextStep();

    // New recovery codes with the password and a code; the old ones end. The password alone
    // (a hijacked session whose thief knows it) makes none.
    const newCodes = (body: Record<string, unknown>) =>
      call(ctx.app, signedIn, 'POST', '/api/auth/two-factor/recovery-codes', body);
    expect(
      (await newCodes({ password: 'nope-nope', code: totpCodeAt(secret, clock.now()) })).statusCode,
    ).toBe(400);
    const passwordOnly = await newCodes({ password: goodPassword });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().errors[0]).toMatchObject({ htmlId: 'code', message: 'Code is required' });
    const wrongOne = await newCodes({
      password: goodPassword,
      code: '000000' === totpCodeAt(secret, clock.now()) ? '999999' : '000000',
    });
    expect(wrongOne.json()).toEqual(wrongCode);
    expect(await auditOf(buyer.email, 'recovery_codes_made')).toHaveLength(0);
    nextStep();
    const fresh = await newCodes({ password: goodPassword, code: totpCodeAt(secret, clock.now()) });
    expect(fresh.statusCode).toBe(200);
    const madeCodes = fresh.json().data.recoveryCodes as string[];
    expect(madeCodes).toHaveLength(10);
    expect(madeCodes).not.toContain(codes[0]);
    const old = (await login(buyer.email)).json().data;
    expect(
      (
        await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
          challenge: old.challenge,
          code: codes[0],
        })
      ).statusCode,
    ).toBe(400);
    expect(await auditOf(buyer.email, 'recovery_codes_made')).toHaveLength(1);

    // Off: password and a code.
    const noCode = await call(ctx.app, signedIn, 'POST', '/api/auth/two-factor/disable', {
      password: goodPassword,
      code: '',
    });
    expect(noCode.statusCode).toBe(400);
    const badPassword = await call(ctx.app, signedIn, 'POST', '/api/auth/two-factor/disable', {
      password: 'wrong-password',
      code: totpCodeAt(secret, clock.now()),
    });
    expect(badPassword.json()).toEqual(refusal('Incorrect password', 'password'));
    nextStep(); // the code of this step made the new recovery codes: each code works once
    const off = await call(ctx.app, signedIn, 'POST', '/api/auth/two-factor/disable', {
      password: goodPassword,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect(await auditOf(buyer.email, 'two_factor_disabled')).toHaveLength(1);
    const plain = await login(buyer.email);
    expect(plain.json().data).toMatchObject({ email: buyer.email, role: 'customer' });
  });

  it.skipIf(!serverUrl)(
    'counts no more than the allowed wrong codes sent at once to turn it on, then holds the lock',
    async () => {
      const buyer = await newParty(ctx, 'offtaker');
      const setup = await call(ctx.app, buyer.jar, 'POST', '/api/auth/two-factor/setup', {
        password: goodPassword,
      });
      const { secret } = setup.json().data;
      const right = [-30_000, 0, 30_000].map((ms) =>
        totpCodeAt(secret, new Date(clock.now().getTime() + ms)),
      );
      const wrongCodes = Array.from({ length: 30 }, (_, i) => String(100_000 + i * 7919).slice(0, 6)).filter(
        (code) => !right.includes(code),
      );
      const answers = await Promise.all(
        wrongCodes.map((code) => call(ctx.app, buyer.jar, 'POST', '/api/auth/two-factor/enable', { code })),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
      const [factor] = await ctx.database.db
        .select({ failedCodes: secondFactors.failedCodes })
        .from(secondFactors)
        .innerJoin(users, eq(users.id, secondFactors.userId))
        .where(eq(users.email, buyer.email));
      // Each code waited for the one before to be counted: the lock stopped them at five.
      expect(factor!.failedCodes).toBe(secondFactorFreeFailures);
      const late = await call(ctx.app, buyer.jar, 'POST', '/api/auth/two-factor/enable', {
        code: totpCodeAt(secret, clock.now()),
      });
      expect(late.statusCode).toBe(429);
    },
  );

  it('operators cannot turn it off, and a second set-up while it is on is refused', async () => {
    const { email, jar } = await enrolledOperator();
    rememberSecondFactor(email, 'unused');
    const off = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/disable', {
      password: goodPassword,
      code: '123456',
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual(refusal('Operators must keep two-factor sign-in on.'));
    const setup = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/setup', { password: goodPassword });
    expect(setup.statusCode).toBe(409);
    expect(setup.json()).toEqual(refusal('Two-factor sign-in is already on.'));
  });

  it('the helpers sign operators in through both steps', async () => {
    const email = await newOperator();
    const jar = await logIn(ctx, email);
    expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(200);
    const again = await logIn(ctx, email);
    expect((await call(ctx.app, again, 'GET', '/api/clients')).statusCode).toBe(200);
  });
});

describe('an operator who lost its authenticator and its recovery codes (npm run admin:reset-two-factor)', () => {
  it('gets its second factor deleted and its sessions ended; its next log-in enrols again; audited as the system', async () => {
    const operator = await enrolledOperator();
    expect((await call(ctx.app, operator.jar, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, operator.email));

    expect(await resetOperatorTwoFactor({ db: ctx.database.db, clock }, operator.email.toUpperCase())).toBe(
      'reset',
    );
    expect(
      await ctx.database.db.select().from(secondFactors).where(eq(secondFactors.userId, user!.id)),
    ).toEqual([]);
    expect(
      await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id)),
    ).toEqual([]);
    expect((await call(ctx.app, operator.jar, 'GET', '/api/auth/me')).statusCode).toBe(401);
    // The old authenticator signs nobody in: the password now leads to a new enrolment.
    const again = (await login(operator.email)).json().data;
    expect(again).toMatchObject({ secondFactor: 'enrolment', enrolment: { secret: expect.any(String) } });
    expect(again.enrolment.secret).not.toBe(operator.secret);
    expect(await auditOf(operator.email, 'two_factor_disabled')).toEqual([
      expect.objectContaining({
        actorRole: 'system',
        details: { with: 'operator command (admin:reset-two-factor)' },
      }),
    ]);
  });

  it('touches nobody but an operator', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    expect(await resetOperatorTwoFactor({ db: ctx.database.db, clock }, buyer.email)).toBe('not an operator');
    expect(await resetOperatorTwoFactor({ db: ctx.database.db, clock }, 'nobody@gas-exchange.ng')).toBe(
      'not an operator',
    );
    expect((await call(ctx.app, buyer.jar, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('TOTP_ENCRYPTION_KEY', () => {
  it('is required in production, checked for 32 bytes, and has a development default elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', TOTP_ENCRYPTION_KEY: 'abcd' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be 32 bytes/,
    );
    const key = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: key }).totpEncryptionKey).toEqual(
      Buffer.from(key, 'hex'),
    );
    expect(loadConfig({ NODE_ENV: 'development' }).totpEncryptionKey).toHaveLength(32);
  });

  it('seals the secrets with the key: a server with another key cannot read them', async () => {
    const other = await startTestApp({ TOTP_ENCRYPTION_KEY: 'b'.repeat(64) }, { clock });
    try {
      const email = `ops.key.${Date.now().toString(36)}@gas-exchange.ng`;
      await ensureAdmin({ db: other.database.db, email, password: goodPassword });
      const jar = await logIn(other, email);
      expect((await call(other.app, jar, 'GET', '/api/clients')).statusCode).toBe(200);
      const [row] = await other.database.db.select().from(secondFactors);
      const { createSecretBox } = await import('../src/lib/secret-box.ts');
      expect(() => createSecretBox(Buffer.alloc(32, 1)).open(row!.secretEncrypted, row!.userId)).toThrow();
      expect(
        createSecretBox(Buffer.from('b'.repeat(64), 'hex')).open(row!.secretEncrypted, row!.userId),
      ).toMatch(/^[A-Z2-7]{32}$/);
    } finally {
      await other.close();
    }
  });
});

describe('the demo operators', () => {
  it('sign in with their published TOTP secrets: two operators, each its own', async () => {
    const { demoOperators, seedDemoOperators } = await import('../src/seed/demo-operators.ts');
    const logins = await seedDemoOperators(
      ctx.database.db,
      ctx.config.totpEncryptionKey,
      goodPassword,
      clock,
    );
    expect(logins.map((login) => [login.email, login.totpSecret])).toEqual(
      demoOperators.map((operator) => [operator.email, operator.totpSecret]),
    );
    expect(new Set(demoOperators.map((operator) => operator.totpSecret)).size).toBe(2);
    for (const operator of demoOperators) {
      const due = (await login(operator.email)).json().data;
      expect(due).toMatchObject({ secondFactor: 'code' });
      const jar = new CookieJar();
      const done = await call(ctx.app, jar, 'POST', '/api/auth/login/second-factor', {
        challenge: due.challenge,
        code: totpCodeAt(operator.totpSecret, clock.now()),
      });
      expect(done.statusCode, operator.email).toBe(200);
      expect((await call(ctx.app, jar, 'GET', '/api/clients')).statusCode).toBe(200);
    }
  });
});
