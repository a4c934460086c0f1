// A log-in checks the password before its session's transaction, so a password reset or a driver
// made Inactive can commit in between (security review). Such a log-in is refused, or its new
// session is ended with the others: never a session that outlives the change it raced. An email
// change asked with the old password is likewise refused or ended by the reset. The races run in
// rounds with staggered starts, so that both orders and the overlap occur.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, users } from '../src/db/schema.ts';
import { emailChanges } from '../src/db/schema-email-changes.ts';
import { drivers } from '../src/db/schema-logistics.ts';
import { goodPassword, newAdmin, newParty } from './builders.ts';
import { CookieJar, call, startTestApp, type TestContext } from './helpers.ts';
import { newDriver } from './logistics-builders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { poolSize: 10 });
});
afterAll(() => ctx.close());

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const userIdOf = async (email: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())))[0]!
    .id;
const fresh = 'Owner-Resets-2027!';
/** Asks a reset link for `email`; its token, read from the queued mail. */
async function askedReset(email: string): Promise<string> {
  await call(ctx.app, undefined, 'POST', '/api/auth/password-reset', { email });
  const [mail] = await ctx.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(sql`${jobs.payload}->>'to'`, email.toLowerCase()))
    .orderBy(desc(jobs.createdUtc));
  return new URL((mail!.payload as { link: string }).link).searchParams.get('token')!;
}
const completeReset = (token: string) =>
  call(ctx.app, undefined, 'POST', '/api/auth/password-reset/complete', {
    token,
    password: fresh,
    confirm: fresh,
  });
const logInWith = (jar: CookieJar, email: string, password = goodPassword) =>
  call(ctx.app, jar, 'POST', '/api/auth/login', { email, password });

describe('a log-in with the old password racing a password reset', () => {
  it('never keeps a session once the reset has answered 200', { timeout: 90_000 }, async () => {
    for (let round = 0; round < 12; round++) {
      const victim = await newParty(ctx, 'offtaker');
      const token = await askedReset(victim.email);
      const thief = new CookieJar();
      const [login, reset] = await Promise.all([
        after((round % 6) * 8).then(() => logInWith(thief, victim.email)),
        completeReset(token),
      ]);
      expect(reset.statusCode, reset.body).toBe(200);
      expect([200, 401], login.body).toContain(login.statusCode);
      const session = await call(ctx.app, thief, 'GET', '/api/auth/role');
      expect(session.statusCode, `round ${round}: log-in ${login.statusCode}`).toBe(401);
    }
  });
});

describe('an email change asked with the old password racing a password reset', () => {
  it('never leaves a change open once the reset has answered 200', { timeout: 90_000 }, async () => {
    for (let round = 0; round < 12; round++) {
      const victim = await newParty(ctx, 'offtaker');
      const token = await askedReset(victim.email);
      const [asked, reset] = await Promise.all([
        after((round % 6) * 8).then(() =>
          call(ctx.app, victim.jar, 'POST', '/api/auth/email-change', {
            currentPassword: goodPassword,
            newEmail: `thief.${round}.${Date.now()}@example.ng`,
          }),
        ),
        completeReset(token),
      ]);
      expect(reset.statusCode, reset.body).toBe(200);
      // 200 (then ended by the reset), 401 (the reset committed in between), or 400 (the reset
      // committed before the password was checked: the old one is wrong now).
      expect([200, 400, 401], asked.body).toContain(asked.statusCode);
      const open = await ctx.database.db
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, await userIdOf(victim.email)),
            isNull(emailChanges.appliedUtc),
            isNull(emailChanges.cancelledUtc),
          ),
        );
      expect(open, `round ${round}: request ${asked.statusCode}`).toEqual([]);
    }
  });
});

describe('a driver’s log-in racing its deactivation', () => {
  it('never leaves an Inactive driver with a session', { timeout: 90_000 }, async () => {
    const admin = await newAdmin(ctx);
    for (let round = 0; round < 12; round++) {
      const driver = await newDriver(ctx, admin.jar, `Driver ${round}`);
      const jar = new CookieJar();
      const [login, deactivated] = await Promise.all([
        logInWith(jar, driver.email),
        after((round % 6) * 6).then(() =>
          call(ctx.app, admin.jar, 'PUT', `/api/drivers/${driver.id}`, {
            name: `Driver ${round}`,
            phone: '08031234567',
            status: 'Inactive',
          }),
        ),
      ]);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect([200, 403], login.body).toContain(login.statusCode);
      const [row] = await ctx.database.db.select().from(drivers).where(eq(drivers.id, driver.id));
      expect(row!.status).toBe('Inactive');
      const deliveries = await call(ctx.app, jar, 'GET', '/api/deliveries');
      expect(deliveries.statusCode, `round ${round}: log-in ${login.statusCode}`).toBe(401);
      expect((await call(ctx.app, jar, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
    }
  });
});
