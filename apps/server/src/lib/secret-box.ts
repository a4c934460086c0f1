import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Small secrets sealed at rest (TOTP secrets, ADR 016): AES-256-GCM with a 256-bit key from the
 * configuration (TOTP_ENCRYPTION_KEY), a random 96-bit IV per value, and the 128-bit tag, so a
 * changed or swapped value is refused rather than read. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). `context` (the login's id) is bound as additional data: a secret copied onto
 * another login does not open.
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret box needs a 256-bit (32-byte) key');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A key written as 64 hex digits or 43-44 base64 characters (32 bytes either way), or undefined. */
export function parseSecretKey(text: string): Buffer | undefined {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}
