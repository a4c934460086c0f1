import { describe, expect, it } from 'vitest';
import { keyedLimit } from '../src/lib/keyed-limit.ts';

/** A call that ends when told to, recording when it started and ended. */
function deferred(log: string[], name: string) {
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish,
    run: async () => {
      log.push(`start ${name}`);
      await ended;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('keyedLimit', () => {
  it('runs at most two calls of a key at once, the others in order as turns free up', async () => {
    const inTurn = keyedLimit(2);
    const log: string[] = [];
    const calls = ['a', 'b', 'c', 'd'].map((name) => deferred(log, name));
    const results = calls.map((call) => inTurn('inventory-1', call.run));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    calls[1]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    calls[0]!.finish();
    calls[2]!.finish();
    calls[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps keys apart: another key does not wait', async () => {
    const inTurn = keyedLimit(1);
    const log: string[] = [];
    const first = deferred(log, 'first');
    const other = deferred(log, 'other');
    const held = inTurn('inventory-1', first.run);
    const free = inTurn('inventory-2', other.run);
    await settle();
    expect(log).toEqual(['start first', 'start other']);
    other.finish();
    expect(await free).toBe('other');
    first.finish();
    await held;
  });

  it('passes a failure on and frees the turn', async () => {
    const inTurn = keyedLimit(1);
    await expect(inTurn('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await inTurn('k', async () => 'next')).toBe('next');
  });
});
