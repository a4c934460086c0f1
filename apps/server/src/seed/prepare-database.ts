import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ensureReferenceData, isDatabaseEmpty } from '../db/reference-data.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { receiptStoreFor } from '../lib/receipts.ts';
import { ensureAdmin } from '../modules/identity/ensure-admin.ts';
import { demoPassword, seedDemoData } from './demo-data.ts';
import { type PrintedLogin, seedDemoOperators } from './demo-operators.ts';

/** `demoLogins` is empty unless demo data was seeded by this start. */
export type PreparedDatabase = { seeded: boolean; demoLogins: PrintedLogin[]; adminCreated: boolean };

/**
 * Brings a database to the current schema with its reference data, demo data and admin. Several
 * processes starting together on one PostgreSQL database take turns (only the first one migrates
 * and seeds; the others find the work done).
 */
export function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'admin' | 'dataDir' | 's3' | 'totpEncryptionKey'>,
  /** The demo's history is counted back from this clock's now. */
  clock: Clock = systemClock,
): Promise<PreparedDatabase> {
  return database.runExclusive(() => prepareUnlocked(database, config, clock));
}

async function prepareUnlocked(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'admin' | 'dataDir' | 's3' | 'totpEncryptionKey'>,
  clock: Clock,
): Promise<PreparedDatabase> {
  await database.migrate();
  const wasEmpty = await isDatabaseEmpty(database.db);
  await ensureReferenceData(database.db);
  const seeded = wasEmpty && config.seedDemo;
  const demoLogins: PrintedLogin[] = seeded
    ? await seedDemoData(database.db, receiptStoreFor(config), clock.now())
    : [];
  // The demo's operators sign in with their published TOTP secrets (the first one replaces its
  // line in the list, the second one joins it).
  if (seeded) {
    const operators = await seedDemoOperators(database.db, config.totpEncryptionKey, demoPassword, clock);
    demoLogins.splice(0, demoLogins[0]?.role === 'admin' ? 1 : 0, ...operators);
  }
  const adminCreated = config.admin ? await ensureAdmin({ db: database.db, ...config.admin }) : false;
  return { seeded, demoLogins, adminCreated };
}
