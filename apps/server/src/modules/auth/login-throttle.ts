import type { Clock } from '../../lib/clock.ts';

/**
 * Lockout backoff per account (the email address as typed, normalised): after 5 failed log-ins
 * in a row the address is locked for 1 minute, then 2, 4, 8 and at most 15 minutes for each
 * further failure; a success, or an hour without failures, forgets them. It works the same for
 * addresses without an account, so it reveals nothing about which exist. While locked, even the
 * right password is refused (otherwise the lock would not slow guessing).
 */
export const lockoutPolicy = {
  freeFailures: 5,
  firstLockMinutes: 1,
  maxLockMinutes: 15,
  forgetAfterMinutes: 60,
  /** Addresses remembered at most (the oldest is dropped first): memory stays bounded. */
  maxTracked: 10_000,
} as const;

type Entry = { failures: number; lastFailure: number; lockedUntil: number };

export type LoginThrottle = {
  /** Seconds until `email` may try again; 0 when it may now. */
  secondsLocked(email: string): number;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
};

const keyOf = (email: string) => email.trim().toLowerCase();

/** In this process's memory, like the request rate limits (one server per data directory). */
export function createLoginThrottle(clock: Clock, policy = lockoutPolicy): LoginThrottle {
  const entries = new Map<string, Entry>();
  const current = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now - entry.lastFailure > policy.forgetAfterMinutes * 60_000) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    secondsLocked(email) {
      const now = clock.now().getTime();
      const entry = current(keyOf(email), now);
      return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
    },
    recordFailure(email) {
      const key = keyOf(email);
      const now = clock.now().getTime();
      const entry = current(key, now) ?? { failures: 0, lastFailure: now, lockedUntil: 0 };
      entry.failures += 1;
      entry.lastFailure = now;
      const beyond = entry.failures - policy.freeFailures;
      if (beyond >= 0) {
        const minutes = Math.min(policy.maxLockMinutes, policy.firstLockMinutes * 2 ** beyond);
        entry.lockedUntil = now + minutes * 60_000;
      }
      entries.delete(key); // re-inserted last: the Map's order is the eviction order
      entries.set(key, entry);
      if (entries.size > policy.maxTracked) entries.delete(entries.keys().next().value!);
    },
    recordSuccess(email) {
      entries.delete(keyOf(email));
    },
  };
}
