// Account protections of issue 21: "your sessions" (each user sees and ends only their own), the
// email on sign-in from a new device, and the change of email address confirmed on both the old
// and the new address.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailTokens, jobs, sessions, users } from '../src/db/schema.ts';
import { knownDevices } from '../src/db/schema-devices.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { totpCodeAt } from '../src/modules/auth/second-factor-codes.ts';
import { goodPassword, logIn, newAdmin, newParty, nextSecondFactorCode, offtakerForm } from './builders.ts';
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

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Logs in as a browser would: its User-Agent, its address, the cookies it keeps in `jar`. */
async function logInFrom(jar: CookieJar, email: string, userAgent: string, address = '203.0.113.7') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers: { cookie: jar.header(), 'user-agent': userAgent },
    payload: { email, password: goodPassword },
  });
  jar.store(res);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res;
}

const role = (jar: CookieJar) => call(ctx.app, jar, 'GET', '/api/auth/role');
const listSessions = (jar: CookieJar) => call(ctx.app, jar, 'GET', '/api/auth/sessions');

/** The id of the session whose cookies `jar` holds. */
async function sessionIdOf(jar: CookieJar): Promise<string> {
  const res = await listSessions(jar);
  return (res.json().data as { id: string; isCurrent: boolean }[]).find((s) => s.isCurrent)!.id;
}

type Mail = { to: string; subject: string; text: string; link?: string };

/** The mails queued to `email` with `subject`, newest first. */
async function mailsTo(email: string, subject: string): Promise<Mail[]> {
  const rows = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(sql`${jobs.payload}->>'to'`, email.toLowerCase()),
        eq(sql`${jobs.payload}->>'subject'`, subject),
      ),
    )
    .orderBy(desc(jobs.createdUtc), desc(jobs.id));
  return rows.map((row) => row.payload as Mail);
}

const tokenOf = (mail: Mail | undefined) => new URL(mail!.link!).searchParams.get('token')!;

describe('your sessions', () => {
  it('lists only my open sessions, with device, address, sign-in and last use, and marks this one', async () => {
    const me = await newParty(ctx, 'offtaker');
    const someoneElse = await newParty(ctx, 'supplier');
    const laptop = new CookieJar();
    const phone = new CookieJar();
    await logInFrom(laptop, me.email, chromeOnWindows, '203.0.113.7');
    clock.advanceMinutes(1);
    await logInFrom(phone, me.email, safariOnIphone, '198.51.100.20');
    const res = await listSessions(phone);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      id: string;
      device: string;
      ipAddress: string;
      signedInUtc: string;
      lastUsedUtc: string;
      isCurrent: boolean;
    }[];
    // newParty's own session, the laptop and the phone; nothing of the other party's.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      device: 'Safari 17 on iOS 17.4 (phone)',
      ipAddress: '198.51.100.20',
      isCurrent: true,
      signedInUtc: clock.now().toISOString(),
    });
    expect(list.find((s) => s.ipAddress === '203.0.113.7')).toMatchObject({
      device: 'Chrome 131 on Windows 10',
      isCurrent: false,
    });
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    const theirs = await ctx.database.db.select().from(sessions);
    const theirIds = theirs.filter((row) => row.userId !== theirs.find((r) => r.id === list[0]!.id)!.userId);
    expect(list.some((s) => theirIds.some((row) => row.id === s.id))).toBe(false);
    expect((await listSessions(someoneElse.jar)).json().data).toHaveLength(1);
  });

  it('shows last use without a write per request: moved on by a request a minute later, not by one seconds later', async () => {
    const me = await newParty(ctx, 'supplier');
    const signedIn = clock.now().toISOString();
    const laptop = new CookieJar();
    await logInFrom(laptop, me.email, chromeOnWindows);
    const id = await sessionIdOf(laptop);
    const lastUse = async () =>
      (
        await ctx.database.db.select().from(sessions).where(eq(sessions.id, id))
      )[0]!.lastSeenUtc.toISOString();
    expect(await lastUse()).toBe(signedIn);
    clock.advanceMinutes(0.25); // 15 s: no write
    await role(laptop);
    expect(await lastUse()).toBe(signedIn);
    clock.advanceMinutes(1);
    await role(laptop);
    const later = clock.now().toISOString();
    expect(await lastUse()).toBe(later);
    const listed = (await listSessions(me.jar)).json().data as { id: string; lastUsedUtc: string }[];
    expect(listed.find((s) => s.id === id)!.lastUsedUtc).toBe(later);
  });

  it('ends one of my sessions at once: its next request is 401, as after logging out', async () => {
    const me = await newParty(ctx, 'offtaker');
    const laptop = new CookieJar();
    await logInFrom(laptop, me.email, chromeOnWindows);
    const laptopId = await sessionIdOf(laptop);
    expect((await role(laptop)).statusCode).toBe(200);
    const res = await call(ctx.app, me.jar, 'DELETE', `/api/auth/sessions/${laptopId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, errors: [] });
    expect((await role(laptop)).statusCode).toBe(401);
    expect((await call(ctx.app, laptop, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    // Mine goes on; the ended one is no longer listed.
    expect((await role(me.jar)).statusCode).toBe(200);
    const listed = (await listSessions(me.jar)).json().data as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(laptopId);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'session_revoked'))
      .orderBy(desc(auditEvents.id));
    expect(audit!.details).toMatchObject({ sessionId: laptopId });
  });

  it("answers 404 for someone else's session, and leaves it alone", async () => {
    const me = await newParty(ctx, 'offtaker');
    const them = await newParty(ctx, 'offtaker');
    const theirId = await sessionIdOf(them.jar);
    const res = await call(ctx.app, me.jar, 'DELETE', `/api/auth/sessions/${theirId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('This session was not found'));
    expect((await role(them.jar)).statusCode).toBe(200);
    const unknown = await call(
      ctx.app,
      me.jar,
      'DELETE',
      '/api/auth/sessions/5b0c7d4e-8a51-4f0e-9d7c-2a6e1f3b9c10',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('signs out everywhere else: every other session of mine ends, this one and others users stay', async () => {
    const me = await newParty(ctx, 'supplier');
    const them = await newParty(ctx, 'supplier');
    const laptop = new CookieJar();
    const phone = new CookieJar();
    await logInFrom(laptop, me.email, chromeOnWindows);
    await logInFrom(phone, me.email, safariOnIphone);
    const res = await call(ctx.app, phone, 'POST', '/api/auth/sessions/revoke-others');
    expect(res.json()).toEqual({ success: true, data: { revoked: 2 }, errors: [] });
    expect((await role(me.jar)).statusCode).toBe(401);
    expect((await role(laptop)).statusCode).toBe(401);
    expect((await role(phone)).statusCode).toBe(200);
    expect((await role(them.jar)).statusCode).toBe(200);
    expect((await listSessions(phone)).json().data).toHaveLength(1);
  });

  it('is for signed-in users only', async () => {
    expect((await call(ctx.app, undefined, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await call(ctx.app, undefined, 'POST', '/api/auth/sessions/revoke-others')).statusCode).toBe(401);
  });
});

describe('email on sign-in from a new device', () => {
  const subject = 'New sign-in to your account';

  it('does not alarm on the first sign-in after sign-up; emails once for a new browser, not again for the same one', async () => {
    const me = await newParty(ctx, 'offtaker'); // signed up, verified, logged in once
    expect(await mailsTo(me.email, subject)).toEqual([]);
    const phone = new CookieJar();
    const at = clock.now();
    const first = await logInFrom(phone, me.email, safariOnIphone, '198.51.100.20');
    const [mail, ...more] = await mailsTo(me.email, subject);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Device: Safari 17 on iOS 17.4 (phone)');
    expect(mail!.text).toContain('Address: 198.51.100.20');
    expect(mail!.text).toContain(`Time: ${at.getUTCDate()} Nov 2026, ${at.toISOString().slice(11, 16)} UTC`);
    expect(mail!.text).toMatch(/reset your password at once here .*:\n\nhttp:\/\/\S+\/forgot-password\n/);
    // The device cookie: HttpOnly, SameSite=Lax, long-lived; stored only hashed.
    const cookie = (
      first.cookies as {
        name: string;
        value: string;
        httpOnly?: boolean;
        sameSite?: string;
        maxAge?: number;
      }[]
    ).find((c) => c.name === 'did');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 400 * 24 * 60 * 60 });
    const stored = await ctx.database.db.select().from(knownDevices);
    expect(stored.some((row) => row.tokenHash === hashToken(cookie!.value))).toBe(true);
    expect(stored.some((row) => row.tokenHash === cookie!.value)).toBe(false);
    // The same browser again (it kept its device cookie), even after logging out: no new email.
    await call(ctx.app, phone, 'POST', '/api/auth/logout');
    await logInFrom(phone, me.email, safariOnIphone, '198.51.100.99');
    await logInFrom(phone, me.email, safariOnIphone);
    expect(await mailsTo(me.email, subject)).toHaveLength(1);
    // Another browser (no device cookie) is new again.
    await logInFrom(new CookieJar(), me.email, chromeOnWindows);
    expect(await mailsTo(me.email, subject)).toHaveLength(2);
  });

  it("knows devices per user: a browser known to one account is new to another's", async () => {
    const first = await newParty(ctx, 'supplier');
    const second = await newParty(ctx, 'supplier');
    const shared = new CookieJar();
    await logInFrom(shared, first.email, chromeOnWindows);
    await logInFrom(shared, first.email, chromeOnWindows);
    expect(await mailsTo(first.email, subject)).toHaveLength(1);
    await logInFrom(shared, second.email, chromeOnWindows);
    expect(await mailsTo(second.email, subject)).toHaveLength(1);
    await logInFrom(shared, second.email, chromeOnWindows);
    expect(await mailsTo(second.email, subject)).toHaveLength(1);
  });

  it('covers the sign-in with a second factor: emailed once the code is given, not at the password', async () => {
    const admin = await newAdmin(ctx); // enrols at its first log-in: the account's first device
    expect(await mailsTo(admin.email, subject)).toEqual([]);
    const browser = new CookieJar();
    const first = await call(ctx.app, browser, 'POST', '/api/auth/login', {
      email: admin.email,
      password: goodPassword,
    });
    expect(first.json().data.challenge).toEqual(expect.any(String));
    expect(await mailsTo(admin.email, subject)).toEqual([]);
    const done = await call(ctx.app, browser, 'POST', '/api/auth/login/second-factor', {
      challenge: first.json().data.challenge,
      code: nextSecondFactorCode(ctx, admin.email),
    });
    expect(done.statusCode).toBe(200);
    expect(browser.get('did')).toMatch(/^[\w-]{43}$/);
    expect(await mailsTo(admin.email, subject)).toHaveLength(1);
    // The same browser with its device cookie: known.
    const again = await call(ctx.app, browser, 'POST', '/api/auth/login', {
      email: admin.email,
      password: goodPassword,
    });
    const repeat = await call(ctx.app, browser, 'POST', '/api/auth/login/second-factor', {
      challenge: again.json().data.challenge,
      code: nextSecondFactorCode(ctx, admin.email),
    });
    expect(repeat.statusCode).toBe(200);
    expect(await mailsTo(admin.email, subject)).toHaveLength(1);
  });

  it("forgets, every day, the devices whose cookie has expired, but each user's latest: a dormant account still alarms", async () => {
    const busy = await newParty(ctx, 'offtaker');
    const dormant = await newParty(ctx, 'supplier');
    await logInFrom(new CookieJar(), busy.email, chromeOnWindows);
    await logInFrom(new CookieJar(), busy.email, safariOnIphone);
    const devicesOf = (userId: string) =>
      ctx.database.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .orderBy(knownDevices.lastSignInUtc);
    const userId = async (email: string) =>
      (
        await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))
      )[0]!.id;
    const busyUser = { id: await userId(busy.email) };
    const dormantUser = { id: await userId(dormant.email) };
    const busyDevices = await devicesOf(busyUser.id);
    expect(busyDevices).toHaveLength(3);
    // Two of the busy user's devices last used 401 and 402 days ago (their cookies have expired);
    // the dormant user's only device 500 days ago.
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    const backdate = (id: string, at: Date) =>
      ctx.database.db.update(knownDevices).set({ lastSignInUtc: at }).where(eq(knownDevices.id, id));
    await backdate(busyDevices[0]!.id, daysAgo(402));
    await backdate(busyDevices[1]!.id, daysAgo(401));
    await backdate((await devicesOf(dormantUser.id))[0]!.id, daysAgo(500));

    await ctx.app.jobHandlers['known-devices-prune']!(
      { occurrence: clock.now().toISOString() },
      { id: randomUUID(), createdUtc: clock.now() },
    );
    expect((await devicesOf(busyUser.id)).map((device) => device.id)).toEqual([busyDevices[2]!.id]);
    expect(await devicesOf(dormantUser.id)).toHaveLength(1);
    // The dormant account's next sign-in from a new browser still emails its owner.
    await logInFrom(new CookieJar(), dormant.email, chromeOnWindows);
    expect(await mailsTo(dormant.email, subject)).toHaveLength(1);
  });

  it('sends nothing on a failed log-in from a new browser', async () => {
    const me = await newParty(ctx, 'offtaker');
    const res = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login', {
      email: me.email,
      password: 'not-the-password-1',
    });
    expect(res.statusCode).toBe(401);
    expect(await mailsTo(me.email, subject)).toEqual([]);
  });
});

describe('changing the email address', () => {
  const askChange = (jar: CookieJar, newEmail: string, currentPassword = goodPassword) =>
    call(ctx.app, jar, 'POST', '/api/auth/email-change', { newEmail, currentPassword });
  const confirm = (token: string, jar?: CookieJar) =>
    call(ctx.app, jar, 'POST', '/api/auth/email-change/confirm', { token });
  const cancel = (token: string) =>
    call(ctx.app, undefined, 'POST', '/api/auth/email-change/cancel', { token });
  const freshAddress = () => `moved.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`;
  const logInStatus = async (email: string) =>
    (await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login', { email, password: goodPassword }))
      .statusCode;

  /** The two links of the newest change: to the new address, and to the current one. */
  async function links(oldEmail: string, newEmail: string) {
    const [toNew] = await mailsTo(newEmail, 'Confirm your new email address');
    const [toOld] = await mailsTo(oldEmail, 'Confirm the change of your email address');
    return { newToken: tokenOf(toNew), oldToken: tokenOf(toOld), toNew: toNew!, toOld: toOld! };
  }

  it('applies only when both addresses have confirmed; then audits, emails both and ends the other sessions', async () => {
    const me = await newParty(ctx, 'offtaker');
    const laptop = await logIn(ctx, me.email);
    const newEmail = freshAddress();
    const asked = await askChange(me.jar, newEmail.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({
      newEmail,
      expiresUtc: new Date(clock.now().getTime() + 24 * 3600_000).toISOString(),
      confirmedByOld: false,
      confirmedByNew: false,
    });
    const { newToken, oldToken, toNew, toOld } = await links(me.email, newEmail);
    expect(toNew.link).toMatch(/\/email-change\?token=[\w-]{43}$/);
    expect(toOld.text).toContain(`from ${me.email} to ${newEmail}`);
    // Stored hashed.
    const stored = await ctx.database.db.select().from(emailTokens);
    expect(stored.some((row) => row.tokenHash === newToken || row.tokenHash === oldToken)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashToken(newToken))).toBe(true);

    // The new address confirms: nothing changes yet.
    expect((await confirm(newToken)).json().data).toEqual({ outcome: 'waiting', newEmail });
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(me.email);
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/email-change')).json().data).toMatchObject({
      newEmail,
      confirmedByNew: true,
      confirmedByOld: false,
    });
    expect(await logInStatus(newEmail)).toBe(401);

    // The old address confirms, from the signed-in browser: now it applies.
    expect((await confirm(oldToken, me.jar)).json().data).toEqual({ outcome: 'changed', newEmail });
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(newEmail);
    expect((await role(laptop)).statusCode).toBe(401); // the other session ended
    expect(await logInStatus(newEmail)).toBe(200);
    expect(await logInStatus(me.email)).toBe(401);
    expect(await mailsTo(me.email, 'Your email address was changed')).toHaveLength(1);
    expect(await mailsTo(newEmail, 'Your email address was changed')).toHaveLength(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'email_changed'))
      .orderBy(desc(auditEvents.id));
    expect(audit).toMatchObject({ beforeState: me.email, afterState: newEmail, actorEmail: me.email });
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/email-change')).json().data).toBeNull();
  });

  it('once applied, ends the reset links mailed to the old address and the log-ins waiting for their second step', async () => {
    const me = await newParty(ctx, 'offtaker');
    // Two-factor sign-in on, and a log-in with the right password waiting for its code.
    const setup = await call(ctx.app, me.jar, 'POST', '/api/auth/two-factor/setup', {
      password: goodPassword,
    });
    const enabled = await call(ctx.app, me.jar, 'POST', '/api/auth/two-factor/enable', {
      code: totpCodeAt(setup.json().data.secret, clock.now()),
    });
    const [code] = enabled.json().data.recoveryCodes as string[];
    const begun = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login', {
      email: me.email,
      password: goodPassword,
    });
    expect(begun.json().data).toMatchObject({ secondFactor: 'code' });
    // Someone reading the old mailbox asks for a reset link; then the owner moves the account.
    await call(ctx.app, undefined, 'POST', '/api/auth/password-reset', { email: me.email });
    const [resetMail] = await mailsTo(me.email, 'Reset your password');
    const newEmail = freshAddress();
    await askChange(me.jar, newEmail);
    const { newToken, oldToken } = await links(me.email, newEmail);
    await confirm(oldToken);
    expect((await confirm(newToken, me.jar)).json().data).toEqual({ outcome: 'changed', newEmail });

    const taken = 'Taken-Over-2027!';
    const reset = await call(ctx.app, undefined, 'POST', '/api/auth/password-reset/complete', {
      token: tokenOf(resetMail),
      password: taken,
      confirm: taken,
    });
    expect(reset.statusCode).toBe(404);
    expect(reset.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
    expect(
      (await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login', { email: newEmail, password: taken }))
        .statusCode,
    ).toBe(401);
    const late = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login/second-factor', {
      challenge: begun.json().data.challenge,
      code,
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(refusal('Your sign-in has expired. Please log in again.'));
    expect((await role(me.jar)).statusCode).toBe(200);
  });

  it('does not apply on the old address alone', async () => {
    const me = await newParty(ctx, 'supplier');
    const newEmail = freshAddress();
    await askChange(me.jar, newEmail);
    const { oldToken } = await links(me.email, newEmail);
    expect((await confirm(oldToken)).json().data).toEqual({ outcome: 'waiting', newEmail });
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(me.email);
  });

  it('refuses a link used once already', async () => {
    const me = await newParty(ctx, 'supplier');
    const newEmail = freshAddress();
    await askChange(me.jar, newEmail);
    const { newToken } = await links(me.email, newEmail);
    expect((await confirm(newToken)).statusCode).toBe(200);
    const again = await confirm(newToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
    expect((await cancel(newToken)).statusCode).toBe(404);
  });

  it('can be cancelled from either address, after which neither link works', async () => {
    for (const side of ['new', 'old'] as const) {
      const me = await newParty(ctx, 'offtaker');
      const newEmail = freshAddress();
      await askChange(me.jar, newEmail);
      const { newToken, oldToken } = await links(me.email, newEmail);
      const [canceller, other] = side === 'new' ? [newToken, oldToken] : [oldToken, newToken];
      expect((await cancel(canceller)).json().data).toEqual({ outcome: 'cancelled', newEmail });
      expect((await confirm(other)).statusCode).toBe(404);
      expect((await confirm(canceller)).statusCode).toBe(404);
      expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(me.email);
      expect((await call(ctx.app, me.jar, 'GET', '/api/auth/email-change')).json().data).toBeNull();
    }
  });

  it('can be cancelled by the signed-in user, and a newer request cancels the older one', async () => {
    const me = await newParty(ctx, 'offtaker');
    const first = freshAddress();
    await askChange(me.jar, first);
    const older = await links(me.email, first);
    const second = freshAddress();
    await askChange(me.jar, second);
    expect((await confirm(older.newToken)).statusCode).toBe(404);
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/email-change')).json().data.newEmail).toBe(second);
    expect((await call(ctx.app, me.jar, 'DELETE', '/api/auth/email-change')).statusCode).toBe(200);
    const newer = await links(me.email, second);
    expect((await confirm(newer.newToken)).statusCode).toBe(404);
    expect((await call(ctx.app, me.jar, 'DELETE', '/api/auth/email-change')).statusCode).toBe(404);
  });

  it('refuses a wrong current password on its field, and sends nothing', async () => {
    const me = await newParty(ctx, 'supplier');
    const newEmail = freshAddress();
    const res = await askChange(me.jar, newEmail, 'Not-My-Password-9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('The current password is not correct', 'currentPassword'));
    expect(await mailsTo(newEmail, 'Confirm your new email address')).toEqual([]);
    expect(await mailsTo(me.email, 'Confirm the change of your email address')).toEqual([]);
  });

  it('checks the new address as sign-up does', async () => {
    const me = await newParty(ctx, 'supplier');
    expectFieldErrors(await askChange(me.jar, 'not-an-address'), {
      newEmail: 'Please enter a valid new email address',
    });
    expectFieldErrors(await askChange(me.jar, ''), { newEmail: 'New Email Address is required' });
    expectFieldErrors(await askChange(me.jar, me.email.toUpperCase()), {
      newEmail: 'This is already your email address',
    });
  });

  it('answers a taken address as a free one, and emails its owner instead of a link', async () => {
    const me = await newParty(ctx, 'offtaker');
    const owner = await newParty(ctx, 'supplier');
    const free = freshAddress();
    const forFree = await askChange(me.jar, free);
    const forTaken = await askChange(me.jar, owner.email);
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(forTaken.body).toBe(forFree.body.replace(free, owner.email));
    expect(await mailsTo(owner.email, 'Confirm your new email address')).toEqual([]);
    const [notice] = await mailsTo(owner.email, 'Someone tried to move an account to your email address');
    expect(notice!.link).toBeUndefined();
    expect(notice!.text).not.toMatch(/token=/);
    // The current address still gets its link; confirming it changes nothing.
    const [toOld] = await mailsTo(me.email, 'Confirm the change of your email address');
    expect(toOld!.text).toContain(owner.email);
    expect((await confirm(tokenOf(toOld))).json().data.outcome).toBe('waiting');
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(me.email);
  });

  it('changes nothing when the new address was taken meanwhile', async () => {
    const me = await newParty(ctx, 'offtaker');
    const newEmail = freshAddress();
    await askChange(me.jar, newEmail);
    const { newToken, oldToken } = await links(me.email, newEmail);
    expect((await confirm(newToken)).statusCode).toBe(200);
    const signUp = await call(
      ctx.app,
      undefined,
      'POST',
      '/api/home/register/customer',
      offtakerForm({ email: newEmail }),
    );
    expect(signUp.statusCode).toBe(201);
    const res = await confirm(oldToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refusal('This email address is no longer available. Ask for another change', 'token'),
    );
    expect((await call(ctx.app, me.jar, 'GET', '/api/auth/me')).json().data.email).toBe(me.email);
  });

  it('takes at most 5 requests a day from one account, so it cannot flood a mailbox', async () => {
    const me = await newParty(ctx, 'supplier');
    const target = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await askChange(me.jar, target)).statusCode).toBe(200);
      clock.advanceMinutes(0.5); // all within the access id's 5 minutes
    }
    const sixth = await askChange(me.jar, target);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(
      refusal('You have asked to change your email address 5 times in 24 hours. Please try again later.'),
    );
    // The first request leaves the window 24 h after it was made: 2.5 minutes before now.
    expect(sixth.headers['retry-after']).toBe(String(24 * 3600 - 150));
    expect(await mailsTo(target, 'Confirm your new email address')).toHaveLength(5);
    clock.advanceMinutes(24 * 60 - 2.5);
    const me2 = await logIn(ctx, me.email);
    expect((await askChange(me2, target)).statusCode).toBe(200);
  });

  it('ends when the password is reset or changed: a change asked with a stolen session and password cannot complete', async () => {
    for (const how of ['reset', 'changed'] as const) {
      const me = await newParty(ctx, 'offtaker');
      const thiefAddress = freshAddress();
      // The thief, with the owner's session and password, asks and confirms from its own address.
      expect((await askChange(me.jar, thiefAddress)).statusCode).toBe(200);
      const { newToken, oldToken } = await links(me.email, thiefAddress);
      expect((await confirm(newToken)).json().data.outcome).toBe('waiting');
      const password = 'Owner-Takes-Back-2027!';
      let owner: CookieJar;
      if (how === 'reset') {
        await call(ctx.app, undefined, 'POST', '/api/auth/password-reset', { email: me.email });
        const [mail] = await mailsTo(me.email, 'Reset your password');
        const reset = await call(ctx.app, undefined, 'POST', '/api/auth/password-reset/complete', {
          token: tokenOf(mail),
          password,
          confirm: password,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        owner = await logIn(ctx, me.email, password);
      } else {
        owner = await logIn(ctx, me.email);
        const changed = await call(ctx.app, owner, 'POST', '/api/auth/password', {
          currentPassword: goodPassword,
          newPassword: password,
          confirm: password,
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      expect((await call(ctx.app, owner, 'GET', '/api/auth/email-change')).json().data, how).toBeNull();
      // The link to the owner's address, clicked by mistake, no longer moves the login.
      const late = await confirm(oldToken);
      expect(late.statusCode, how).toBe(404);
      expect(late.json()).toEqual(refusal('This link is not valid or has already been used', 'token'));
      const [login] = await ctx.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, me.email.toLowerCase()));
      expect(login, how).toBeDefined();
      const asThief = await call(ctx.app, new CookieJar(), 'POST', '/api/auth/login', {
        email: thiefAddress,
        password,
      });
      expect(asThief.statusCode, how).toBe(401);
    }
  });

  it('expires after 24 hours', async () => {
    const me = await newParty(ctx, 'supplier');
    const newEmail = freshAddress();
    await askChange(me.jar, newEmail);
    const { newToken } = await links(me.email, newEmail);
    clock.advanceMinutes(24 * 60 + 1);
    const res = await confirm(newToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(
      refusal('This link has expired. Ask for a new change from your profile page', 'token'),
    );
  });
});
