import { createHash } from 'node:crypto';
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
  /**
   * Runs `task` while holding a database-wide lock, so several processes starting at once on one
   * PostgreSQL database migrate and seed one after another. PGlite has one process by design.
   */
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` over a connection of its own (PostgreSQL; PGlite listens on its one
   * connection): `onNotify` gets each payload, `onLost` is told once if the connection goes
   * (then call again to listen anew). Resolves when the LISTEN is in place.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<Listening>;
  /** Connections of the PostgreSQL pool (for metrics); undefined on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
};

/** A LISTEN in place; `stop` ends it (and its connection) and is harmless twice. */
export type Listening = { stop(): Promise<void> };

/** Key of the advisory lock held while a process prepares the database (any constant will do). */
const prepareLockKey = 4_271_604_310;

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  poolSize?: number;
  /** How long a pool waits for a connection before failing (default: for ever, as pg does). */
  connectionTimeoutMillis?: number;
  /**
   * PostgreSQL's bounds on the pool's connections (0 or unset: none). A statement running longer
   * is cancelled; a transaction left idle longer is ended with its connection. The server and the
   * worker set both (config.ts): no request may hold locks or hide its writes for minutes, which
   * the monthly statements' grace relies on. Migrations run on a connection of their own, unbounded.
   */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
};

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

const readyTimeoutMs = 3000;

/** A database that does not answer within a few seconds (a host gone silent) is not ready either. */
async function isAnswering(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), readyTimeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Distinct statement texts sent as named prepared statements, and their names. Bounded, because
 * a connection keeps every statement it has prepared until it closes: shapes beyond the bound
 * (none are expected: the code has a few hundred) are sent unnamed, as before.
 */
const statementNames = new Map<string, string>();
const maxNamedStatements = 2_000;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < maxNamedStatements) {
    name = `gas_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Sends every statement that has parameters as a named prepared statement, named by a hash of
 * its text: PostgreSQL then parses and plans each shape once per connection instead of on every
 * call, and planning was three quarters of its time per statement (ADR 005). Statements without
 * parameters (BEGIN, COMMIT, migrations, which may hold several commands) keep the simple protocol.
 */
function prepareStatements(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
    const params = values ?? query.values;
    if (typeof query.text !== 'string' || query.name || typeof query.submit === 'function') return config;
    if (!Array.isArray(params) || params.length === 0) return config;
    const name = statementName(query.text);
    return name ? { ...query, name } : config;
  };
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) => send(named(config, rest[0]), ...rest),
  });
}

/**
 * Applies the migrations on a connection of its own, without the pool's statement timeout: an
 * index built on a large table may rightly take longer than any request should.
 */
async function migrateUnbounded(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}

/** LISTEN on a connection outside the pool: a pooled one goes back to others between queries. */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<Listening> {
  // Keep-alive probes find a peer gone silent (no FIN), so the loss is noticed and said.
  const client = new pg.Client({
    connectionString: databaseUrl,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let isStopping = false;
  const lost = once(async () => {
    if (!isStopping) onLost();
  });
  client.on('error', () => void lost());
  client.on('end', () => void lost());
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    isStopping = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    stop: once(async () => {
      isStopping = true;
      await client.end().catch(() => {});
    }),
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis,
      // pg sends each only when set and not 0.
      statement_timeout: options.statementTimeoutMs || undefined,
      idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs || undefined,
    });
    // A dropped connection must not crash the process. The pool's own listener covers idle
    // clients only; a client checked out (mid-transaction, say) when PostgreSQL restarts emitted
    // an unhandled 'error' and took the server down. Its query fails, and the pool discards it.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareStatements(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnbounded(options.databaseUrl!),
      isReady: () => isAnswering(db),
      async runExclusive(task) {
        // A session-level lock lives on one connection: a connection of its own (outside the
        // pool, which may have a single connection the task needs) holds it for the whole task.
        const lock = new pg.Client({ connectionString: options.databaseUrl });
        lock.on('error', () => {});
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [prepareLockKey]);
          return await task();
        } finally {
          await lock.end();
        }
      },
      listen: (channel, onNotify, onLost) =>
        listenOnPostgres(options.databaseUrl!, channel, onNotify, onLost),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    runExclusive: (task) => task(),
    async listen(channel, onNotify) {
      // One process, one connection: it is never lost while the database is open.
      const unlisten = await client.listen(channel, onNotify);
      return { stop: once(() => unlisten().catch(() => {})) };
    },
    poolStats: () => undefined,
    close: once(() => client.close()),
  };
}
