import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deliveryCodeLength } from '@gas/shared';

// The buyer's one-time delivery code (issue 17, proof of delivery). The database keeps a hash to
// check a typed code against (code_hash) and a random nonce (code_sealed); the code itself is
// derived from the nonce with the server's key, so the buyer's page can show it again while
// someone reading the database learns neither the code nor how to make it. A new code (the
// operator's reissue after five wrong codes) is a new nonce.

/** The code for a sale and nonce: `deliveryCodeLength` decimal digits. */
export function deliveryCodeFor(key: Buffer, saleId: string, nonce: string): string {
  const digest = createHmac('sha256', key).update(`delivery-code:${saleId}:${nonce}`).digest();
  // 48 bits modulo 10^6: the bias is below one in 10^8.
  const value = digest.readUIntBE(0, 6) % 10 ** deliveryCodeLength;
  return String(value).padStart(deliveryCodeLength, '0');
}

/** What code_hash stores: SHA-256 over the sale and the code (so equal codes of two sales differ). */
export function deliveryCodeHash(saleId: string, code: string): string {
  return createHash('sha256').update(`${saleId}:${code.trim()}`).digest('hex');
}

/** A new code for a sale: the nonce and hash to store, and the code to tell the buyer. */
export function issueDeliveryCode(key: Buffer, saleId: string) {
  const nonce = randomBytes(16).toString('base64url');
  const code = deliveryCodeFor(key, saleId, nonce);
  return { nonce, code, hash: deliveryCodeHash(saleId, code) };
}

/** Whether `typed` is the sale's code (constant time over the hashes). F2's proof of delivery. */
export function deliveryCodeMatches(saleId: string, typed: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(deliveryCodeHash(saleId, typed), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The key codes are derived with, from a secret the deployment keeps (config.ts passes
 * TOTP_ENCRYPTION_KEY's text, which production must set); without one, a fixed development key
 * (the demo seed's, and every server's outside production).
 */
export function deliveryCodeKeyFrom(secret: string | undefined): Buffer {
  return createHmac('sha256', 'gas-exchange delivery codes')
    .update(secret ?? 'development')
    .digest();
}
