import path from 'node:path';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';

/**
 * Runs an operators' command on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR, locked so that no server opens it meanwhile), migrated first, and closes it after.
 */
export async function withMigratedDatabase<T>(command: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    return await command(database);
  } finally {
    await database.close();
    release();
  }
}
