import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';

// Where the counters shared by every server process live (ADR 004): the request rate limits
// (plugins/rate-limit.ts) and the per-account log-in lockout (modules/auth/login-throttle.ts)
// keep theirs in the same store, chosen once at start.

/**
 * Counters in this process's memory (the embedded database: one process per data directory),
 * in the `rate_limits` table of the PostgreSQL database, or in Redis (REDIS_URL). Decorated on
 * the app as `counterStore` by plugins/rate-limit.ts.
 */
export type CounterStore =
  | { kind: 'memory' }
  | { kind: 'database'; db: Db }
  | { kind: 'redis'; redis: Redis };

/**
 * Rows of `rate_limits` under this prefix are not request counters but the log-in lockout's:
 * timed by the application's clock rather than the database's, and swept by their owner. No
 * request counter's key starts with it (they are client addresses, or start with a method or
 * `custom-`).
 */
export const loginLockoutKeyPrefix = 'login-lockout:';
