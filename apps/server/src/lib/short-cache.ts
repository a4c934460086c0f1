/**
 * The time, in milliseconds, of the caches that are given no `now` of their own (the app's):
 * a monotonic clock. A test replaces `now` to move the caches' time by hand, so what it checks
 * does not depend on how fast the machine runs the requests.
 */
export const cacheTime = { now: (): number => performance.now() };

/**
 * Reuses an answer for a short time: a key's value computed less than `ttlMs` ago is returned
 * again, and callers arriving while it is being computed share that one computation (no stampede
 * of identical queries when an entry expires under load). A failed computation is not kept. At
 * most `maxEntries` keys are held; beyond that the oldest is dropped. `ttlMs` 0 turns it off.
 */
export function shortCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? (() => cacheTime.now());
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const time = now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > time) return entry.value;
      const value = compute();
      entries.delete(key);
      entries.set(key, { expiresAt: time + options.ttlMs, value });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
