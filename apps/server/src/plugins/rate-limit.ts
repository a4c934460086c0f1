import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { addressKey } from '../lib/client-address.ts';
import { AppError } from '../lib/errors.ts';
import { type CounterStore, loginLockoutKeyPrefix } from '../lib/rate-limit-store.ts';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
/** What the plugin hands a store: the merged options, and for a route's own limit, the route. */
type StoreOptions = RateLimitOptions & { routeInfo?: { method?: string; url?: string } };

const sweepEveryMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    counterStore: CounterStore;
  }
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the `rate_limits` table, so every
 * server process on one database counts the same hits (ADR 004). Each hit is one upsert that
 * starts a new window when the old one has ended; windows are timed by the database's clock,
 * which all processes share. Ended windows are swept now and then.
 *
 * The upsert commits without waiting for the disk (synchronous_commit off for its own
 * transaction only): a counter is not money, a crash may forget its last few hits, and waiting
 * for a flush on every request (all requests of one address update one row, one after the
 * other) capped the whole server at a few hundred requests a second.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    db.execute(sql`
      delete from ${rateLimits}
      where expires_utc < now() - interval '1 minute' and key not like ${`${loginLockoutKeyPrefix}%`}`).catch(
      () => {
        lastSweep = 0; // try again on the next hit
      },
    );
  };

  class DatabaseStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;

    constructor(
      options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {
      const merged = options as StoreOptions;
      if (merged.exponentialBackoff) {
        throw new Error('The database rate-limit store has no exponential backoff');
      }
      this.continueExceeding = merged.continueExceeding ?? false;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      sweep();
      const windowSeconds = timeWindow / 1000;
      db.execute(sql`
        insert into ${rateLimits} as r (key, hits, expires_utc)
        select ${this.prefix + key}, 1, now() + make_interval(secs => ${windowSeconds}::double precision)
        from (select set_config('synchronous_commit', 'off', true)) as without_waiting_for_disk
        on conflict (key) do update set
          hits = case when r.expires_utc <= now() then 1 else r.hits + 1 end,
          expires_utc = case
            when r.expires_utc <= now() then excluded.expires_utc
            when ${this.continueExceeding}::boolean and r.hits + 1 > ${max}::integer then excluded.expires_utc
            else r.expires_utc end
        returning hits, greatest(0, ceil(extract(epoch from (expires_utc - now())) * 1000))::integer as ttl`).then(
        (result) => callback(null, counterOf(result)),
        callback,
      );
    }

    read(key: string, callback: Callback): void {
      db.execute(sql`
        select hits, greatest(0, ceil(extract(epoch from (expires_utc - now())) * 1000))::integer as ttl
        from ${rateLimits} where key = ${this.prefix + key} and expires_utc > now()`).then(
        (result) => callback(null, counterOf(result)),
        callback,
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Each route with its own limit counts apart, as the bundled stores do.
      const { routeInfo } = options as unknown as StoreOptions;
      const route = routeInfo?.url ? `${routeInfo.method}${routeInfo.url}-` : 'custom-';
      return new DatabaseStore(options as FastifyRateLimitOptions, `${this.prefix}${route}`);
    }
  }
  return DatabaseStore;
}

function counterOf(result: unknown): Counter {
  const row = (result as { rows: { hits: number; ttl: number }[] }).rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/**
 * Registers @fastify/rate-limit with its counters where `store` says (config.rateLimitStore,
 * ADR 004 and 019): Redis or the PostgreSQL database, which every server process shares, or this
 * process's memory when it is the only one answering requests (the embedded database, which one
 * process opens; `npm start`, which runs one server process). Memory costs no round trip; with
 * several processes it would multiply every limit by their number. Routes may set their own
 * `config.rateLimit`. The same choice is decorated as `app.counterStore` for the log-in lockout.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: {
    db: Db;
    engine: 'postgres' | 'pglite';
    /** Unset: Redis with `redisUrl`, else the database on PostgreSQL, memory on PGlite. */
    store: 'memory' | 'database' | 'redis' | undefined;
    redisUrl: string | undefined;
    perMinute: number;
  },
): Promise<void> {
  const chosen = options.store ?? defaultStore(options);
  if (chosen === 'database' && options.engine === 'pglite') {
    throw new Error('RATE_LIMIT_STORE=database needs DATABASE_URL: the embedded database counts in memory');
  }
  let store: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'> = {};
  let counterStore: CounterStore = { kind: 'memory' };
  if (chosen === 'redis' && options.redisUrl) {
    // Fail fast: a request waits for Redis at most about a second, then goes through (skipOnError).
    const redis = new Redis(options.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection problem'));
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    store = { redis, nameSpace: 'gas-rate-limit-' };
    counterStore = { kind: 'redis', redis };
  } else if (chosen === 'database') {
    store = { store: databaseRateLimitStore(options.db) };
    counterStore = { kind: 'database', db: options.db };
  }
  app.decorate<CounterStore>('counterStore', counterStore);
  await app.register(fastifyRateLimit, {
    ...store,
    max: options.perMinute,
    timeWindow: '1 minute',
    // An unreachable store must not take the site down with it: the request goes through.
    skipOnError: true,
    keyGenerator: (request) => addressKey(request.ip),
    allowList: isWebAppFile,
    errorResponseBuilder: () =>
      new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.'),
  });
}

/**
 * The web app's own files (its scripts, styles, icons and index.html for every page) are not
 * counted: a first visit downloads a dozen, and the many offices and phone carriers that put
 * their users behind one address would share 600 a minute, a page failing to load half its code.
 * They are static and cached; every API route stays limited.
 */
function isWebAppFile(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // The route it matched, as declared (so no spelling of a path can pass an API route off as a
  // file), or for a path no route knows, the path asked for.
  const path = request.routeOptions.url ?? request.url.split('?', 1)[0] ?? '';
  return !(path === '/api' || path.startsWith('/api/'));
}

/** Shared counters wherever several processes may answer requests; memory on PGlite (one process). */
function defaultStore(options: { engine: 'postgres' | 'pglite'; redisUrl: string | undefined }) {
  if (options.redisUrl) return 'redis';
  return options.engine === 'postgres' ? 'database' : 'memory';
}
