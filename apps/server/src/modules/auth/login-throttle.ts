import { and, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';
import { addressKey } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { type CounterStore, loginLockoutKeyPrefix } from '../../lib/rate-limit-store.ts';

/**
 * Lockout backoff per account and client address together (issue 21, finding 2: a lock per
 * account alone let anyone keep any account out). Failed log-ins are counted three ways:
 *
 * - for the account from one client address: after `freeFailures` in a row that address is
 *   locked out of that account for 1 minute, then 2, 4, 8 and at most 15 minutes for each further
 *   failure; a success from it forgets them;
 * - for the account from every address: past `accountFreeFailures` the account is under attack,
 *   and each address gets one free failure against it instead of five (guessing from many
 *   addresses is slowed; the rightful user, at an address without failures, is never refused);
 * - for one address against every account: past `addressFreeFailures` the address is locked for
 *   every account, with the same backoff (password spraying).
 *
 * An hour without failures forgets each count. It works the same for email addresses without an
 * account, so it reveals nothing about which exist. While locked, even the right password is
 * refused (otherwise the lock would not slow guessing).
 */
export const lockoutPolicy = {
  freeFailures: 5,
  accountFreeFailures: 10,
  addressFreeFailures: 30,
  firstLockMinutes: 1,
  maxLockMinutes: 15,
  forgetAfterMinutes: 60,
  /** Addresses remembered at most in memory (the oldest is dropped first): memory stays bounded. */
  maxTracked: 10_000,
} as const;

export type LockoutPolicy = typeof lockoutPolicy;

/** A log-in attempt: the email address as typed and the client's address (`request.ip`). */
export type LoginAttempt = { email: string; address: string };

/** A refused attempt: seconds to wait, and whether the account (from this address) or the address is locked. */
export type LoginLock = { seconds: number; scope: 'account' | 'address' };

export type LoginThrottle = {
  /** The lock that refuses this attempt now, or null when it may go on. */
  lockFor(attempt: LoginAttempt): Promise<LoginLock | null>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
  /**
   * The password asked again of a signed-in user (password-again.ts): its lock now, or null.
   * Counted per login, not per address: whoever holds the session is the one guessing.
   */
  passwordAgainLockFor(email: string): Promise<LoginLock | null>;
  /** A wrong one counts for the login here and towards the account's log-in count (under attack). */
  recordPasswordAgain(email: string, right: boolean): Promise<void>;
};

/**
 * One attempt at a time for each key in this process, the others waiting their turn: attempts
 * sent together each passed the lock check before any of their failures was counted, so ten at
 * once from one address were ten guesses where the lockout allows five (or one, under attack).
 * With several server processes, one at a time each.
 */
const attemptTurns = keyedLimit(1);
export function oneAttemptAtATime<T>(key: string, attempt: () => Promise<T>): Promise<T> {
  return attemptTurns(key, attempt);
}

/**
 * The three counters' keys: the account from this address, the account from anywhere (the key
 * the lock per account had before), and the address against any account.
 */
export function lockoutKeys(attempt: LoginAttempt) {
  const email = attempt.email.trim().toLowerCase();
  const from = addressKey(attempt.address);
  return { pair: `${email} from ${from}`, account: email, address: `from ${from}` };
}

/** The key of the password asked again of a signed-in login, and of its account's count. */
export function passwordAgainKeys(email: string) {
  const account = email.trim().toLowerCase();
  return { again: `${account} again`, account };
}

/**
 * The state of one address is its failure count and the time it is forgotten (the last failure
 * plus `forgetAfterMinutes`); the lock follows from them: after the last failure, for
 * `firstLockMinutes` doubled per failure beyond the free ones, at most `maxLockMinutes`.
 * Failures are only counted while the address is not locked, so nothing else is needed.
 */
type State = { failures: number; forgetAt: number };

function secondsLockedIn(
  state: State | undefined,
  now: number,
  freeFailures: number,
  policy: LockoutPolicy,
): number {
  if (!state || state.forgetAt < now) return 0;
  const beyond = state.failures - freeFailures;
  if (beyond < 0) return 0;
  const lastFailure = state.forgetAt - policy.forgetAfterMinutes * 60_000;
  const minutes = Math.min(policy.maxLockMinutes, policy.firstLockMinutes * 2 ** beyond);
  const lockedUntil = lastFailure + minutes * 60_000;
  return lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0;
}

/**
 * The lockout kept where the request rate limits keep their counters (ADR 004), so every server
 * process behind a load balancer counts the same failures and a restart forgets nothing: rows of
 * the `rate_limits` table on PostgreSQL, keys in Redis with REDIS_URL, and this process's memory
 * on the embedded database (one process per data directory). Times come from `clock`, the
 * domain's time source. If the store cannot be reached the log-in goes on without the lockout,
 * as requests go on without their rate limit (`skipOnError`); the per-address and per-email
 * request limits still apply.
 */
export function createLoginThrottle(
  store: CounterStore,
  clock: Clock,
  log: FastifyBaseLogger,
  policy: LockoutPolicy = lockoutPolicy,
): LoginThrottle {
  const backend =
    store.kind === 'database'
      ? databaseBackend(store.db)
      : store.kind === 'redis'
        ? redisBackend(store.redis, policy)
        : sharedMemoryBackend(store, policy);
  const forgetMs = policy.forgetAfterMinutes * 60_000;
  const failOpen =
    <T>(what: string, fallback: T) =>
    (error: unknown): T => {
      log.warn({ err: error }, `login lockout store unreachable (${what}); going on without it`);
      return fallback;
    };
  const read = (key: string, now: number) => backend.read(key, now).catch(failOpen('read', undefined));
  return {
    async lockFor(attempt) {
      const now = clock.now().getTime();
      const keys = lockoutKeys(attempt);
      const [pair, account, address] = await Promise.all([
        read(keys.pair, now),
        read(keys.account, now),
        read(keys.address, now),
      ]);
      const underAttack = (account?.failures ?? 0) >= policy.accountFreeFailures;
      const pairSeconds = secondsLockedIn(pair, now, underAttack ? 1 : policy.freeFailures, policy);
      const addressSeconds = secondsLockedIn(address, now, policy.addressFreeFailures, policy);
      if (addressSeconds > 0 && addressSeconds >= pairSeconds)
        return { seconds: addressSeconds, scope: 'address' };
      return pairSeconds > 0 ? { seconds: pairSeconds, scope: 'account' } : null;
    },
    async recordFailure(attempt) {
      const now = clock.now().getTime();
      const keys = lockoutKeys(attempt);
      await Promise.all(
        [keys.pair, keys.account, keys.address].map((key) =>
          backend.fail(key, now, now + forgetMs).catch(failOpen('failure', undefined)),
        ),
      );
    },
    async recordSuccess(attempt) {
      // Only this address's failures against the account: the account's count from everywhere
      // and the address's against every account are not the user's to forgive.
      await backend.forget(lockoutKeys(attempt).pair).catch(failOpen('success', undefined));
    },
    async passwordAgainLockFor(email) {
      const now = clock.now().getTime();
      const seconds = secondsLockedIn(
        await read(passwordAgainKeys(email).again, now),
        now,
        policy.freeFailures,
        policy,
      );
      return seconds > 0 ? { seconds, scope: 'account' } : null;
    },
    async recordPasswordAgain(email, right) {
      const keys = passwordAgainKeys(email);
      if (right) {
        await backend.forget(keys.again).catch(failOpen('success', undefined));
        return;
      }
      const now = clock.now().getTime();
      await Promise.all(
        [keys.again, keys.account].map((key) =>
          backend.fail(key, now, now + forgetMs).catch(failOpen('failure', undefined)),
        ),
      );
    },
  };
}

type Backend = {
  /** The state of `key` unless it was forgotten before `now`. */
  read(key: string, now: number): Promise<State | undefined>;
  /** Counts one failure at `now` (starting over if the state was forgotten), atomically. */
  fail(key: string, now: number, forgetAt: number): Promise<void>;
  forget(key: string): Promise<void>;
};

/** The embedded database's single process: a bounded Map, like the rate limits there. */
/**
 * One memory per counter store, shared by every throttle made from it: the log-in's and the
 * password reset's (which forgets the failures it ends) count the same failures. Each had its
 * own map before, so on the memory store a reset did not lift its owner's lockout.
 */
const memoryBackends = new WeakMap<CounterStore, Backend>();
function sharedMemoryBackend(store: CounterStore, policy: LockoutPolicy): Backend {
  let backend = memoryBackends.get(store);
  if (!backend) {
    backend = memoryBackend(policy);
    memoryBackends.set(store, backend);
  }
  return backend;
}

function memoryBackend(policy: LockoutPolicy): Backend {
  const entries = new Map<string, State>();
  const current = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.forgetAt < now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async read(key, now) {
      return current(key, now);
    },
    async fail(key, now, forgetAt) {
      const failures = (current(key, now)?.failures ?? 0) + 1;
      entries.delete(key); // re-inserted last: the Map's order is the eviction order
      entries.set(key, { failures, forgetAt });
      if (entries.size > policy.maxTracked) entries.delete(entries.keys().next().value!);
    },
    async forget(key) {
      entries.delete(key);
    },
  };
}

const sweepEveryMs = 60_000;

/**
 * Rows of `rate_limits` keyed `login-lockout:<email>`: `hits` is the failure count and
 * `expires_utc` the time the row is forgotten, by `clock` (the rate-limit sweep leaves these rows
 * to this one, which deletes forgotten ones at most once a minute). One upsert per failure, so
 * concurrent failures from any process all count.
 */
function databaseBackend(db: Db): Backend {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    db.delete(rateLimits)
      .where(and(like(rateLimits.key, `${loginLockoutKeyPrefix}%`), lt(rateLimits.expiresUtc, new Date(now))))
      .catch(() => {
        lastSweep = 0; // try again on the next failure
      });
  };
  const rowKey = (key: string) => `${loginLockoutKeyPrefix}${key}`;
  return {
    async read(key, now) {
      const [row] = await db
        .select({ hits: rateLimits.hits, expiresUtc: rateLimits.expiresUtc })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, rowKey(key)), gte(rateLimits.expiresUtc, new Date(now))));
      return row ? { failures: row.hits, forgetAt: row.expiresUtc.getTime() } : undefined;
    },
    async fail(key, now, forgetAt) {
      sweep(now);
      const nowText = new Date(now).toISOString();
      await db
        .insert(rateLimits)
        .values({ key: rowKey(key), hits: 1, expiresUtc: new Date(forgetAt) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.expiresUtc} < ${nowText}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
            expiresUtc: new Date(forgetAt),
          },
        });
    },
    async forget(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rowKey(key)));
    },
  };
}

/** One failure, atomically: start over when the state was forgotten, else count one more. */
const failScript = `
local state = redis.call('HMGET', KEYS[1], 'failures', 'forgetAt')
local failures = 1
if state[2] and tonumber(state[2]) >= tonumber(ARGV[1]) then
  failures = tonumber(state[1]) + 1
end
redis.call('HSET', KEYS[1], 'failures', failures, 'forgetAt', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return failures`;

/**
 * A hash per address, `gas-login-lockout:<email>` (`failures`, `forgetAt` in epoch ms by `clock`),
 * updated by one script per failure; Redis drops it a minute after it would be forgotten.
 */
function redisBackend(redis: Redis, policy: LockoutPolicy): Backend {
  const prefix = 'gas-login-lockout:';
  const ttlMs = (policy.forgetAfterMinutes + 1) * 60_000;
  // While Redis is unreachable a command would wait for the next reconnection attempt (seconds):
  // the log-in goes on at once without the lockout instead.
  const connected = () => {
    if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
  };
  return {
    async read(key, now) {
      connected();
      const [failures, forgetAt] = await redis.hmget(`${prefix}${key}`, 'failures', 'forgetAt');
      if (failures == null || forgetAt == null || Number(forgetAt) < now) return undefined;
      return { failures: Number(failures), forgetAt: Number(forgetAt) };
    },
    async fail(key, now, forgetAt) {
      connected();
      await redis.eval(failScript, 1, `${prefix}${key}`, String(now), String(forgetAt), String(ttlMs));
    },
    async forget(key) {
      connected();
      await redis.del(`${prefix}${key}`);
    },
  };
}
