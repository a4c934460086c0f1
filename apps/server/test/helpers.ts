import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { prepareDatabase } from '../src/seed/prepare-database.ts';
import { cloneTemplate } from './databases.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
  /** The app's clock when the test gave one (the helpers compute second-factor codes by it). */
  clock?: Clock;
};

/** TOTP_ENCRYPTION_KEY of the test apps (and of server processes tests start in production mode). */
export const testTotpKey = '7e57'.repeat(16);

/** Test configuration: the production schema of settings, with quiet logs and no demo data. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Tests read what they have just written; the cache has its own tests.
    PUBLIC_READ_CACHE_MS: '0',
    // Tests change parties and sessions in SQL and read the effect at once; session-cache.test.ts
    // and session-revocation-processes.test.ts test the cache.
    SESSION_CACHE_MS: '0',
    // A key of the tests' own, so that production-mode tests start (NODE_ENV=production needs one).
    TOTP_ENCRYPTION_KEY: testTotpKey,
    ...overrides,
  });
}

/** A fresh database (own clone of the migrated template) opened and prepared like production. */
export async function openTestDatabase(
  config: Config,
  poolSize = 5,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const handle = await cloneTemplate(inject('databaseTemplate'));
  const database = openDatabase({
    databaseUrl: handle.databaseUrl,
    pgliteDir: handle.pgliteDir,
    poolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
  });
  await prepareDatabase(database, config);
  return {
    database,
    drop: async () => {
      await database.close();
      await handle.drop();
    },
  };
}

/** The production app (buildApp) on a fresh database, for `app.inject` tests. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: { clock?: Clock; poolSize?: number; logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const config = testConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gas-data-')), ...overrides });
  const { database, drop } = await openTestDatabase(config, options.poolSize);
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The envelope of a refusal: no data, one error with its message on its field ('' for the whole request). */
export function refusal(message: string, htmlId = '') {
  return { success: false, data: null, errors: [{ htmlId, message }] };
}

/** Each of `messages` (field id: message) is among the answer's errors; others may come too. */
export function expectFieldErrors(response: InjectResponse, messages: Record<string, string>): void {
  const errors = Object.entries(messages).map(([htmlId, message]) => ({ htmlId, message }));
  expect(response.json().errors).toEqual(expect.arrayContaining(errors));
}

/** A clock the test moves by hand (session expiries, link expiry). */
export function manualClock(start = new Date('2026-11-22T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
  };
}

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/** Keeps the cookies a browser would keep between requests. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: InjectResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

/** Calls the API as a browser would: JSON, cookies kept in `jar`. */
export async function call(
  app: FastifyInstance,
  jar: CookieJar | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<InjectResponse> {
  const response = await app.inject({
    method,
    url,
    headers: jar ? { cookie: jar.header() } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  jar?.store(response);
  return response;
}
