/**
 * A key for the Idempotency-Key header: the same request sent twice (a double click, a retry
 * after a lost answer) carries the same key, so the server acts once. 128 random bits as hex;
 * getRandomValues works outside secure contexts too (unlike randomUUID).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
