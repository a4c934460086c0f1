import { randomInt } from 'node:crypto';

// Crockford's base32 without I, L, O, U: easy to read aloud and to type.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let pick: (size: number) => number = (size) => randomInt(size);

/**
 * Tests only (TEST_CLOCK_START, never in production): references from a repeatable sequence
 * (mulberry32 from `seed`), so a demo seeded at a fixed instant reads the same every start.
 */
export function useRepeatableReferences(seed: number): void {
  let state = seed >>> 0;
  pick = (size) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * size);
  };
}

/** Human-readable unique reference, e.g. DP-261122-4F7Q2M (prefix, UTC date, 30 random bits). */
export function newReference(prefix: 'DP' | 'SL' | 'PO' | 'BD', now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += alphabet[pick(alphabet.length)];
  return `${prefix}-${date}-${suffix}`;
}
