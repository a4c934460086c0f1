// Password reset by email (issue 21, account protections): the same answer whether or not the
// address has an account, a single-use link of 30 minutes stored hashed, the sign-up's password
// rules, every session ended, no verification link taken for a reset link (nor the reverse),
// rate limited; a reset or change of the password ends the other links and the log-ins waiting
// for their second step.
import { passwordResetMinutes } from '@gas/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailTokens, jobs, users } from '../src/db/schema.ts';
import { lockoutPolicy } from '../src/modules/auth/login-throttle.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { maxPasswordResetLinks } from '../src/modules/identity/request-password-reset.ts';
import { goodPassword, logIn, newParty, offtakerForm, verificationToken } from './builders.ts';
import { serverUrl } from './databases.ts';
import {
  CookieJar,
  call,
  expectFieldErrors,
  manualClock,
  refusal,
  startTestApp,
  type TestContext,
} from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const newPassword = 'Abuja-Reset-2027!';
const post = (url: string, payload: unknown) => call(ctx.app, undefined, 'POST', url, payload);
const askReset = (email: string) => post('/api/auth/password-reset', { email });
const completeReset = (token: string, password = newPassword, confirm = password) =>
  post('/api/auth/password-reset/complete', { token, password, confirm });
const role = (jar: CookieJar) => call(ctx.app, jar, 'GET', '/api/auth/role');

/** The reset mails queued for `email`, newest first. */
async function resetMails(email: string) {
  const rows = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(sql`${jobs.payload}->>'to'`, email.toLowerCase()),
        eq(sql`${jobs.payload}->>'subject'`, 'Reset your password'),
      ),
    )
    .orderBy(desc(jobs.createdUtc), desc(jobs.id));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string; link: string });
}

/** The token of the newest reset link mailed to `email`. */
async function resetToken(email: string): Promise<string> {
  const [mail] = await resetMails(email);
  if (!mail) throw new Error(`no reset mail for ${email}`);
  return new URL(mail.link).searchParams.get('token')!;
}

describe('asking for a reset link', () => {
  it('answers a known and an unknown address the same, and mails the link only to the account', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    const unknown = `nobody.${Date.now()}@example.ng`;
    const known = await askReset(email.toUpperCase());
    const stranger = await askReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, data: null, errors: [] });
    expect(await resetMails(unknown)).toEqual([]);
    const [mail] = await resetMails(email);
    expect(mail!.link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(`expires in ${passwordResetMinutes} minutes`);
    // Stored hashed: the token itself is nowhere in the table.
    const token = await resetToken(email);
    const stored = await ctx.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'password_reset'));
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
    // Both asks are audited, neither by whether the account exists in what the caller sees.
    const audited = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'password_reset_requested'));
    expect(audited.map((row) => row.entityLabel)).toEqual(expect.arrayContaining([email, unknown]));
  });

  it('takes about the same time for a known and an unknown address', async () => {
    const { email } = await newParty(ctx, 'supplier');
    const time = async (address: string) => {
      const started = performance.now();
      await askReset(address);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(`ghost.${i}.${Date.now()}@example.ng`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    // No slow step (hashing, mail sending) on one path only: the medians
    // differ by a few milliseconds (a password hash alone takes far longer); the bound allows for a
    // busy machine.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it(`sends at most ${maxPasswordResetLinks} links in ${passwordResetMinutes} minutes, answering the same`, async () => {
    const { email } = await newParty(ctx, 'offtaker');
    for (let i = 0; i < maxPasswordResetLinks + 2; i++) expect((await askReset(email)).statusCode).toBe(200);
    expect(await resetMails(email)).toHaveLength(maxPasswordResetLinks);
  });

  it.skipIf(!serverUrl)(
    `sends at most ${maxPasswordResetLinks} links to asks made at the same moment`,
    async () => {
      const { email } = await newParty(ctx, 'offtaker');
      const answers = await Promise.all(
        Array.from({ length: maxPasswordResetLinks + 3 }, () => askReset(email)),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
      expect(await resetMails(email)).toHaveLength(maxPasswordResetLinks);
    },
  );

  it('checks the address like the log-in form', async () => {
    const res = await askReset('not-an-address');
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res, { email: 'Please enter a valid email address' });
  });
});

describe('setting a new password with the link', () => {
  it('ends every session, and the new password logs in (the old one no longer)', async () => {
    const { email, jar } = await newParty(ctx, 'offtaker');
    const second = await logIn(ctx, email);
    await askReset(email);
    const res = await completeReset(await resetToken(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email }, errors: [] });
    expect((await role(jar)).statusCode).toBe(401);
    expect((await role(second)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: goodPassword })).statusCode).toBe(401);
    const fresh = await logIn(ctx, email, newPassword);
    expect((await role(fresh)).statusCode).toBe(200);
    const [audited] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'password_reset'), eq(auditEvents.entityLabel, email)));
    expect(audited).toMatchObject({ actorEmail: email, entityType: 'user' });
  });

  it('refuses a second use of the link', async () => {
    const { email } = await newParty(ctx, 'supplier');
    await askReset(email);
    const token = await resetToken(email);
    expect((await completeReset(token)).statusCode).toBe(200);
    const again = await completeReset(token, 'Another-Reset-2028!');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
    await logIn(ctx, email, newPassword);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    await askReset(email);
    const token = await resetToken(email);
    clock.advanceMinutes(passwordResetMinutes + 1);
    const res = await completeReset(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('This link has expired. Ask for a new one', 'token'));
    await logIn(ctx, email, goodPassword);
  });

  it('works until its 30 minutes are over', async () => {
    const { email } = await newParty(ctx, 'offtaker');
    await askReset(email);
    const token = await resetToken(email);
    clock.advanceMinutes(passwordResetMinutes - 1);
    expect((await completeReset(token)).statusCode).toBe(200);
  });

  it('ends the older links when a new one is sent', async () => {
    const { email } = await newParty(ctx, 'supplier');
    await askReset(email);
    const first = await resetToken(email);
    await askReset(email);
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    expect((await completeReset(first)).statusCode).toBe(404);
    expect((await completeReset(second)).statusCode).toBe(200);
  });

  it('refuses a verification link as a reset link, and a reset link as a verification link', async () => {
    const form = offtakerForm();
    await post('/api/home/register/customer', form);
    const verification = await verificationToken(ctx, form.email);
    const refused = await completeReset(verification);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
    await askReset(form.email);
    const reset = await resetToken(form.email);
    expect((await post('/api/auth/verify', { token: reset })).statusCode).toBe(404);
    // Neither was spent by the wrong use: each still does its own job.
    expect((await post('/api/auth/verify', { token: verification })).statusCode).toBe(200);
    expect((await completeReset(reset)).statusCode).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, form.email));
    expect(user!.passwordChangedUtc).not.toBeNull();
  });

  it('lets someone locked out by their own failed log-ins in with the new password at once', async () => {
    const { email } = await newParty(ctx, 'supplier');
    for (let i = 0; i < lockoutPolicy.freeFailures; i++) {
      await post('/api/auth/login', { email, password: `Wrong-guess-${i}!` });
    }
    expect((await post('/api/auth/login', { email, password: goodPassword })).statusCode).toBe(429);
    await askReset(email);
    expect((await completeReset(await resetToken(email))).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
  });

  it("applies the sign-up's password rules", async () => {
    const { email } = await newParty(ctx, 'offtaker');
    await askReset(email);
    const token = await resetToken(email);
    const short = await completeReset(token, 'Short1!');
    expect(short.statusCode).toBe(400);
    expectFieldErrors(short, { password: 'Password cannot be less than 8 characters' });
    const common = await completeReset(token, 'password123');
    expectFieldErrors(common, { password: 'This password is too common. Please choose another one' });
    const mismatch = await completeReset(token, newPassword, 'Something-Else-1');
    expectFieldErrors(mismatch, { confirm: 'Password and Confirm Password do not match' });
    // Refused passwords did not spend the link.
    expect((await completeReset(token)).statusCode).toBe(200);
  });
});

describe('what a password change ends (security review)', () => {
  const changedPassword = 'Owner-Changed-2027!';
  const changePassword = (jar: CookieJar) =>
    call(ctx.app, jar, 'POST', '/api/auth/password', {
      currentPassword: goodPassword,
      newPassword: changedPassword,
      confirm: changedPassword,
    });
  const secondStep = (challenge: string, code: string) =>
    post('/api/auth/login/second-factor', { challenge, code });

  /** Turns two-factor sign-in on for the signed-in party; its recovery codes (each works once). */
  async function turnOnSecondFactor(jar: CookieJar): Promise<string[]> {
    const setup = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/setup', { password: goodPassword });
    const enabled = await call(ctx.app, jar, 'POST', '/api/auth/two-factor/enable', {
      code: totpCodeAt(setup.json().data.secret, clock.now()),
    });
    expect(enabled.statusCode).toBe(200);
    return enabled.json().data.recoveryCodes;
  }

  /** The challenge a right password earns: the log-in's second step, still to do. */
  async function challengeOf(email: string, password: string): Promise<string> {
    const res = await post('/api/auth/login', { email, password });
    expect(res.json().data).toMatchObject({ secondFactor: 'code' });
    return res.json().data.challenge;
  }

  it('refuses a reset link asked for before the password was changed, as a used link', async () => {
    const { email, jar } = await newParty(ctx, 'offtaker');
    await askReset(email);
    const token = await resetToken(email);
    expect((await changePassword(jar)).statusCode).toBe(200);
    const res = await completeReset(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
    await logIn(ctx, email, changedPassword);
  });

  it('ends the log-ins waiting for their second step when the password is reset', async () => {
    const { email, jar } = await newParty(ctx, 'offtaker');
    const [code] = await turnOnSecondFactor(jar);
    const begun = await challengeOf(email, goodPassword);
    await askReset(email);
    expect((await completeReset(await resetToken(email))).statusCode).toBe(200);
    const refused = await secondStep(begun, code!);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(refusal('Your sign-in has expired. Please log in again.'));
    // The code was not spent: a log-in with the new password takes it.
    const fresh = await challengeOf(email, newPassword);
    expect((await secondStep(fresh, code!)).statusCode).toBe(200);
  });

  it('ends the log-ins waiting for their second step when the password is changed', async () => {
    const { email, jar } = await newParty(ctx, 'supplier');
    const [code] = await turnOnSecondFactor(jar);
    const begun = await challengeOf(email, goodPassword);
    expect((await changePassword(jar)).statusCode).toBe(200);
    expect((await secondStep(begun, code!)).statusCode).toBe(401);
    const fresh = await challengeOf(email, changedPassword);
    const signedIn = new CookieJar();
    expect(
      (await call(ctx.app, signedIn, 'POST', '/api/auth/login/second-factor', { challenge: fresh, code }))
        .statusCode,
    ).toBe(200);
    expect((await role(signedIn)).statusCode).toBe(200);
  });
});

describe('abuse protection', () => {
  it('rate limits both steps per client address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    const ask = async (path: string, payload: unknown) =>
      (await call(limited.app, undefined, 'POST', path, payload)).statusCode;
    const asks = [];
    for (let i = 0; i < 3; i++)
      asks.push(await ask('/api/auth/password-reset', { email: `a${i}@example.ng` }));
    expect(asks).toEqual([200, 200, 429]);
    const completes = [];
    for (let i = 0; i < 3; i++) {
      completes.push(
        await ask('/api/auth/password-reset/complete', {
          token: `guess-${i}`,
          password: newPassword,
          confirm: newPassword,
        }),
      );
    }
    expect(completes).toEqual([404, 404, 429]);
    await limited.close();
  });
});
