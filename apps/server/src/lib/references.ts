import { randomInt } from 'node:crypto';

// Crockford's base32 without I, L, O, U: easy to read aloud and to type.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Human-readable unique reference, e.g. DP-261122-4F7Q2M (prefix, UTC date, 30 random bits). */
export function newReference(prefix: 'DP' | 'SL', now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${date}-${suffix}`;
}
