import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { cloneTemplate } from './databases.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/** Test configuration: the production schema of settings, with quiet logs and no demo data. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}

/** A fresh database (own clone of the migrated template) opened and prepared like production. */
export async function openTestDatabase(
  config: Config,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const handle = await cloneTemplate(inject('databaseTemplate'));
  const database = openDatabase({
    databaseUrl: handle.databaseUrl,
    pgliteDir: handle.pgliteDir,
    poolSize: 5,
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
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const config = testConfig(overrides);
  const { database, drop } = await openTestDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
