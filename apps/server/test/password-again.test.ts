// The password asked again of a signed-in user (the password, email and two-factor forms, a
// payout account) is the only thing between a stolen session and a lasting takeover or payouts to
// the thief's bank. Its guesses are limited as the log-in's are, and the log-in's lockout counts
// attempts sent together one by one (security review: 80 guesses in two minutes from two
// addresses; ten log-ins sent at once were ten guesses where the lockout allows five).
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.ts';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { payoutAccountForm } from './banking-builders.ts';
import { goodPassword, logIn, newParty } from './builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const wrong = (n: number) => `Not-the-password-${n}`;
const fresh = 'Owner-New-Gas-2027!';
/** The forms that ask for the password again, each with the password given. */
const forms: [string, (jar: CookieJar, password: string) => ReturnType<typeof call>][] = [
  [
    'password change',
    (jar, password) =>
      call(ctx.app, jar, 'POST', '/api/auth/password', {
        currentPassword: password,
        newPassword: fresh,
        confirm: fresh,
      }),
  ],
  [
    'email change',
    (jar, password) =>
      call(ctx.app, jar, 'POST', '/api/auth/email-change', {
        currentPassword: password,
        newEmail: `moved.${Math.floor(Math.random() * 1e9)}@example.ng`,
      }),
  ],
  [
    'two-factor setup',
    (jar, password) => call(ctx.app, jar, 'POST', '/api/auth/two-factor/setup', { password }),
  ],
  [
    'payout account',
    (jar, password) => call(ctx.app, jar, 'POST', '/api/payout-accounts', payoutAccountForm({ password })),
  ],
];
const setUpTwoFactor = forms[2]![1];
const lockedFor = (minutes: number) =>
  refusal(
    `Too many wrong passwords for this account. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  );
/** The token of the newest reset link mailed to `email`. */
async function resetTokenOf(email: string): Promise<string> {
  const [mail] = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(sql`${jobs.payload}->>'to'`, email.toLowerCase()),
        eq(sql`${jobs.payload}->>'subject'`, 'Reset your password'),
      ),
    )
    .orderBy(desc(jobs.createdUtc));
  return new URL((mail!.payload as { link: string }).link).searchParams.get('token')!;
}
const logInFrom = (address: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    payload: { email, password },
  });

describe('the password asked again', () => {
  it(`is locked for a minute after ${lockoutPolicy.freeFailures} wrong guesses on any of its forms, even against the right password`, async () => {
    const victim = await newParty(ctx, 'supplier');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) {
      const [name, send] = forms[i % forms.length]!;
      const res = await send(victim.jar, wrong(i));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
    }
    for (const [name, send] of forms) {
      const locked = await send(victim.jar, goodPassword);
      expect(locked.statusCode, name).toBe(429);
      expect(locked.json(), name).toEqual(lockedFor(1));
      expect(locked.headers['retry-after'], name).toBe('60');
    }
    clock.advanceMinutes(1);
    expect((await setUpTwoFactor(victim.jar, goodPassword)).statusCode).toBe(200);
    // The right password forgot the failures: one more wrong guess does not lock.
    expect((await setUpTwoFactor(victim.jar, wrong(9))).statusCode).toBe(400);
    expect((await setUpTwoFactor(victim.jar, goodPassword)).statusCode).toBe(200);
  });

  it('doubles the lock for each further wrong guess, and counts them towards the log-in’s "under attack"', async () => {
    const victim = await newParty(ctx, 'offtaker');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) await setUpTwoFactor(victim.jar, wrong(i));
    const waits: string[] = [];
    for (let round = 0; round < lockoutPolicy.accountFreeFailures - lockoutPolicy.freeFailures; round++) {
      const locked = await setUpTwoFactor(victim.jar, wrong(100 + round));
      expect(locked.statusCode).toBe(429);
      waits.push(String(locked.headers['retry-after']));
      clock.advanceMinutes(Number(locked.headers['retry-after']) / 60);
      // Half an hour in all: the session is renewed, or signed in again after 15 idle minutes.
      const renewed = await call(ctx.app, victim.jar, 'POST', '/api/auth/refresh');
      if (renewed.statusCode !== 200) victim.jar = await logIn(ctx, victim.email);
      expect((await setUpTwoFactor(victim.jar, wrong(200 + round))).statusCode).toBe(400);
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900']);
    // Ten wrong passwords for the account: a log-in from an address new to it has one free guess, not five.
    expect((await logInFrom('198.51.100.77', victim.email, wrong(300))).statusCode).toBe(401);
    expect((await logInFrom('198.51.100.77', victim.email, goodPassword)).statusCode).toBe(429);
  });

  it('opens again for the owner who resets the password: a session holder cannot keep the owner out', async () => {
    const victim = await newParty(ctx, 'supplier');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) await setUpTwoFactor(victim.jar, wrong(i));
    expect((await setUpTwoFactor(victim.jar, goodPassword)).statusCode).toBe(429);
    await call(ctx.app, undefined, 'POST', '/api/auth/password-reset', { email: victim.email });
    const token = await resetTokenOf(victim.email);
    const reset = await call(ctx.app, undefined, 'POST', '/api/auth/password-reset/complete', {
      token,
      password: fresh,
      confirm: fresh,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const owner = await logIn(ctx, victim.email, fresh);
    expect((await setUpTwoFactor(owner, fresh)).statusCode).toBe(200);
  });

  it('counts guesses sent together one by one', async () => {
    const victim = await newParty(ctx, 'supplier');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setUpTwoFactor(victim.jar, wrong(i))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(400), ...Array(5).fill(429)]);
  });
});

describe('log-ins sent together', () => {
  it('from one address are counted one by one: five wrong, then locked', async () => {
    const victim = await newParty(ctx, 'offtaker');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => logInFrom('203.0.113.50', victim.email, wrong(i))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(5).fill(429),
    ]);
  });

  it('from an address new to an account under attack get its one free guess, not ten', async () => {
    const victim = await newParty(ctx, 'offtaker');
    for (let i = 0; i < lockoutPolicy.accountFreeFailures; i++) {
      expect((await logInFrom(`203.0.113.${100 + i}`, victim.email, wrong(i))).statusCode).toBe(401);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => logInFrom('203.0.113.200', victim.email, wrong(50 + i))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([401, ...Array(9).fill(429)]);
  });
});
