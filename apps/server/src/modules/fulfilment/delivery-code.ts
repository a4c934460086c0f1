import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deliveryCodeLength } from '@gas/shared';

// The buyer's one-time delivery code (issue 17, proof of delivery). The database keeps only a
// random nonce (code_sealed); the code is derived from it with the server's key, both to show it
// on the buyer's page and to check a typed one. Someone reading the database (or a backup) learns
// neither the code nor how to make it. (Until migration 0038 an unkeyed SHA-256 of the code was
// kept as well: with only 10^6 codes, a reader recovered one in under two seconds.) A new code
// (the operator's reissue after five wrong codes) is a new nonce.

/** The code for a sale and nonce: `deliveryCodeLength` decimal digits. */
export function deliveryCodeFor(key: Buffer, saleId: string, nonce: string): string {
  const digest = createHmac('sha256', key).update(`delivery-code:${saleId}:${nonce}`).digest();
  // 48 bits modulo 10^6: the bias is below one in 10^8.
  const value = digest.readUIntBE(0, 6) % 10 ** deliveryCodeLength;
  return String(value).padStart(deliveryCodeLength, '0');
}

/** A new code for a sale: the nonce to store, and the code to tell the buyer. */
export function issueDeliveryCode(key: Buffer, saleId: string) {
  const nonce = randomBytes(16).toString('base64url');
  return { nonce, code: deliveryCodeFor(key, saleId, nonce) };
}

/**
 * Whether `typed` is the sale's code, derived from its nonce with the server's key. F2's proof of
 * delivery. Compared in constant time over digests of equal length, whatever was typed.
 */
export function deliveryCodeMatches(
  key: Buffer,
  saleId: string,
  typed: string,
  nonce: string | null,
): boolean {
  if (!nonce) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(typed.trim()), digest(deliveryCodeFor(key, saleId, nonce)));
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
