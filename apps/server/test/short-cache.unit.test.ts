// The short cache's rules, on a time moved by hand. No database: the server-unit project.
import { describe, expect, it } from 'vitest';
import { shortCache } from '../src/lib/short-cache.ts';

describe('shortCache', () => {
  let time = 0;
  const counting = () => {
    let calls = 0;
    return {
      compute: async () => ++calls,
      calls: () => calls,
    };
  };

  it('reuses an answer within its time and computes again after it', async () => {
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const source = counting();
    time = 0;
    expect(await cache.get('k', source.compute)).toBe(1);
    time = 999;
    expect(await cache.get('k', source.compute)).toBe(1);
    time = 1000;
    expect(await cache.get('k', source.compute)).toBe(2);
    expect(await cache.get('other', source.compute)).toBe(3);
  });

  it('shares one computation among callers that arrive while it runs', async () => {
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    let calls = 0;
    let finish: (value: number) => void = () => {};
    const slow = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.get('k', slow)));
    finish(42);
    expect(await answers).toEqual(Array(50).fill(42));
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = shortCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => time });
    const source = counting();
    await cache.get('a', source.compute);
    await cache.get('b', source.compute);
    await cache.get('c', source.compute);
    expect(await cache.get('c', source.compute)).toBe(3);
    expect(await cache.get('a', source.compute)).toBe(4);
  });

  it('computes every time when turned off', async () => {
    const cache = shortCache<number>({ ttlMs: 0, maxEntries: 2, now: () => time });
    const source = counting();
    await cache.get('k', source.compute);
    expect(await cache.get('k', source.compute)).toBe(2);
  });
});
