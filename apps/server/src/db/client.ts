import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever engine is underneath; also the type of a transaction's handle. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the checked-in migrations; the same files run on both engines. */
  migrate(): Promise<void>;
  /** Answers true when the database executes a trivial query. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; pgliteDir?: string; poolSize?: number };

/** The folder of drizzle-kit's migrations, found from source (tests, tsx) and from the bundle (dist). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

/** Closing twice (a test, then a shutdown hook) must be harmless. */
function once(action: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= action();
    return closing;
  };
}

async function isAnswering(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() }),
      isReady: () => isAnswering(db),
      close: once(() => pool.end()),
    };
  }
  if (!options.pgliteDir) throw new Error('Either a DATABASE_URL or a PGlite directory is needed');
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    isReady: () => isAnswering(db),
    close: once(() => client.close()),
  };
}
