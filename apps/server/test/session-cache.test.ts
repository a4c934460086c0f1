// The session lookup from memory (issue 20; ADR 019): a signed-in request is answered from a
// lookup of at most SESSION_CACHE_MS ago, and whatever ends or changes a session reaches the
// cache at once: in the process that did it at its commit, in every other through LISTEN/NOTIFY.
// Here the cache keeps lookups for a minute (the configuration allows at most a second), so that
// only a notice can explain a session ending within the test. Two app instances with pools of
// their own on one PostgreSQL database stand for two processes (session-revocation-processes
// runs real ones).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';
import type { Clock } from '../src/lib/clock.ts';
import { prepareDatabase } from '../src/seed/prepare-database.ts';
import { completeBusinessProfile, goodPassword, newAdmin, newParty } from './builders.ts';
import { cloneTemplate, serverUrl, type TestDatabaseHandle } from './databases.ts';
import { CookieJar, call, manualClock, type TestContext, testConfig } from './helpers.ts';

const longCacheMs = 60_000;
const clock = manualClock();

/** An app whose session lookups are kept a minute, on `database`. */
async function cachingApp(database: Database, dataDir: string, appClock: Clock): Promise<TestContext> {
  const config = { ...testConfig({ DATA_DIR: dataDir }), sessionCacheMs: longCacheMs };
  const app = await buildApp({ config, database, clock: appClock });
  await app.ready();
  return { app, database, config, clock: appClock, close: () => app.close() };
}

const me = (ctx: TestContext, jar: CookieJar) => call(ctx.app, jar, 'GET', '/api/auth/me');
const sessionIdOf = async (ctx: TestContext, email: string) => {
  const rows = await ctx.database.db.execute(
    sql`select s.id from sessions s join users u on u.id = s.user_id
        where u.email = ${email} and s.revoked_utc is null`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
};
/** Ends a session in SQL alone: no notice, as a change nobody announced. */
const revokeSilently = (ctx: TestContext, sessionId: string) =>
  ctx.database.db.update(sessions).set({ revokedUtc: clock.now() }).where(eq(sessions.id, sessionId));

/** How long `check` took to hold, polling every 20 ms; fails after `withinMs`. */
async function timeUntil(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SESSION_CACHE_MS', () => {
  it('is at most a second, and 1000 by default', () => {
    expect(loadConfig({}).sessionCacheMs).toBe(1000);
    expect(loadConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(() => loadConfig({ SESSION_CACHE_MS: '1001' })).toThrow('SESSION_CACHE_MS');
  });
});

describe('one process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-session-cache-'));
  let handle: TestDatabaseHandle;
  let ctx: TestContext;
  beforeAll(async () => {
    handle = await cloneTemplate(inject('databaseTemplate'));
    const database = openDatabase({
      databaseUrl: handle.databaseUrl,
      pgliteDir: handle.pgliteDir,
      poolSize: 5,
    });
    await prepareDatabase(database, testConfig({ DATA_DIR: dataDir }));
    ctx = await cachingApp(database, dataDir, clock);
  });
  afterAll(async () => {
    await ctx?.close();
    await ctx?.database.close();
    await handle?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from memory: a session ended in SQL alone still works until something says so, then logout ends it at once', async () => {
    const party = await newParty(ctx, 'offtaker');
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
    await revokeSilently(ctx, await sessionIdOf(ctx, party.email));
    // What the cache saves: this request did not look the session up.
    expect((await me(ctx, party.jar)).statusCode).toBe(200);

    const other = await newParty(ctx, 'offtaker');
    expect((await me(ctx, other.jar)).statusCode).toBe(200);
    expect((await call(ctx.app, other.jar.clone(), 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await me(ctx, other.jar)).statusCode).toBe(401);
  });

  it('checks the access id expiry and the idle timeout against now, and writes the last use as before', async () => {
    const party = await newParty(ctx, 'supplier');
    const id = await sessionIdOf(ctx, party.email);
    const lastUse = async () =>
      (
        await ctx.database.db.select().from(sessions).where(eq(sessions.id, id))
      )[0]!.lastSeenUtc.toISOString();
    const signedIn = clock.now().toISOString();
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
    clock.advanceMinutes(0.25);
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
    expect(await lastUse()).toBe(signedIn);
    clock.advanceMinutes(1);
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
    expect(await lastUse()).toBe(clock.now().toISOString());
    // The access id lives 5 minutes: past them it is refused, however fresh the cached lookup.
    clock.advanceMinutes(5);
    expect((await me(ctx, party.jar)).statusCode).toBe(401);
    // A refresh within the 15 idle minutes renews it; past them the session is over.
    expect((await call(ctx.app, party.jar, 'POST', '/api/auth/refresh')).statusCode).toBe(200);
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
    clock.advanceMinutes(16);
    expect((await me(ctx, party.jar)).statusCode).toBe(401);
    expect((await call(ctx.app, party.jar, 'POST', '/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses the access id a refresh replaced at once', async () => {
    const party = await newParty(ctx, 'offtaker');
    const before = party.jar.clone();
    expect((await me(ctx, before)).statusCode).toBe(200);
    expect((await call(ctx.app, party.jar, 'POST', '/api/auth/refresh')).statusCode).toBe(200);
    expect((await me(ctx, before)).statusCode).toBe(401);
    expect((await me(ctx, party.jar)).statusCode).toBe(200);
  });

  it('sees an approval and a suspension on the next request', async () => {
    const admin = (await newAdmin(ctx)).jar;
    const supplier = await newParty(ctx, 'supplier', { status: 'Pending' });
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/bids/open')).statusCode).toBe(403);
    await completeBusinessProfile(ctx, supplier.partyId);
    const approved = await call(
      ctx.app,
      admin,
      'PATCH',
      `/api/onboarding/complete/client/${supplier.partyId}/Approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/bids/open')).statusCode).toBe(200);

    const suspended = await call(ctx.app, admin, 'PATCH', `/api/clients/${supplier.partyId}/Suspended`, {
      reason: 'Licence under review',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await me(ctx, supplier.jar)).statusCode).toBe(401);
  });
});

describe.skipIf(!serverUrl)(
  'two app instances with pools of their own on one database (needs DATABASE_URL)',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gas-session-cache-two-'));
    // Real time: the notices are timed.
    const realClock: Clock = { now: () => new Date() };
    let handle: TestDatabaseHandle;
    let first: TestContext;
    let second: TestContext;
    let admin: CookieJar;
    beforeAll(async () => {
      handle = await cloneTemplate(inject('databaseTemplate'));
      const open = () => openDatabase({ databaseUrl: handle.databaseUrl, poolSize: 3 });
      const [one, two] = [open(), open()];
      await prepareDatabase(one, testConfig({ DATA_DIR: dataDir }));
      first = await cachingApp(one, dataDir, realClock);
      second = await cachingApp(two, dataDir, realClock);
      admin = (await newAdmin(first)).jar;
    });
    afterAll(async () => {
      for (const ctx of [first, second]) {
        await ctx?.close();
        await ctx?.database.close();
      }
      await handle?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Logs in through `ctx` and returns the jar, whose cookies work on either instance. */
    const logInThrough = async (ctx: TestContext, email: string) => {
      const jar = new CookieJar();
      expect(
        (await call(ctx.app, jar, 'POST', '/api/auth/login', { email, password: goodPassword })).statusCode,
      ).toBe(200);
      return jar;
    };

    it('a logout, a suspension and a password change through one reach the other within a second', async () => {
      // The second instance keeps what it looked up: a session ended in SQL alone still works there.
      const silent = await newParty(first, 'offtaker');
      expect((await me(second, silent.jar)).statusCode).toBe(200);
      await first.database.db
        .update(sessions)
        .set({ revokedUtc: new Date() })
        .where(eq(sessions.id, await sessionIdOf(first, silent.email)));
      expect((await me(second, silent.jar)).statusCode).toBe(200);

      const leaving = await newParty(first, 'offtaker');
      expect((await me(second, leaving.jar)).statusCode).toBe(200);
      expect((await call(first.app, leaving.jar.clone(), 'POST', '/api/auth/logout')).statusCode).toBe(200);
      expect(
        await timeUntil(1000, async () => (await me(second, leaving.jar)).statusCode === 401),
      ).toBeLessThan(1000);

      const suspended = await newParty(first, 'supplier');
      expect((await me(second, suspended.jar)).statusCode).toBe(200);
      const res = await call(first.app, admin, 'PATCH', `/api/clients/${suspended.partyId}/Suspended`, {
        reason: 'Licence under review',
      });
      expect(res.statusCode).toBe(200);
      expect(
        await timeUntil(1000, async () => (await me(second, suspended.jar)).statusCode === 401),
      ).toBeLessThan(1000);

      const moving = await newParty(first, 'offtaker');
      const laptop = await logInThrough(second, moving.email);
      expect((await me(second, laptop)).statusCode).toBe(200);
      const changed = await call(first.app, moving.jar, 'POST', '/api/auth/password', {
        currentPassword: goodPassword,
        newPassword: 'Abuja-LNG-2027!',
        confirm: 'Abuja-LNG-2027!',
      });
      expect(changed.statusCode).toBe(200);
      expect(await timeUntil(1000, async () => (await me(second, laptop)).statusCode === 401)).toBeLessThan(
        1000,
      );
      // The session that changed it goes on, on both.
      expect((await me(second, moving.jar)).statusCode).toBe(200);
      expect((await me(first, moving.jar)).statusCode).toBe(200);
    });
  },
);
