import { useRef } from 'react';

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

/**
 * The key for a dialog's request: the same while what is sent stays the same (a retry after a
 * lost answer is then recognised by the server and answered as the first time), a new one once
 * the request changes. One per mounted form.
 */
export function useIdempotencyKeyFor<Request>(): (request: Request) => string {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return (request) => {
    const signature = JSON.stringify(request);
    if (last.current?.signature !== signature) last.current = { signature, key: newIdempotencyKey() };
    return last.current.key;
  };
}
