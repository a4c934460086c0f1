import { randomInt } from 'node:crypto';
import {
  isRecoveryCode,
  isTotpCode,
  normaliseRecoveryCode,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  totpDigits,
  totpIssuer,
} from '@gas/shared';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../lib/tokens.ts';

// The codes of two-factor sign-in (ADR 016): TOTP by otpauth (RFC 6238: SHA-1, 6 digits, 30 s,
// as every authenticator app reads an otpauth:// URI) and the recovery codes. No state here:
// second-factor-store.ts keeps it.

const periodSeconds = 30;

/** A new TOTP secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, accountName: string): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: totpDigits,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  return totp(secret, accountName).toString();
}

/** The code of `secret` at `at` (tests, demo tools). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp(secret, 'code').generate({ timestamp: at.getTime() });
}

/**
 * The 30-second step `code` belongs to when it is a code of `secret` at `now`, the step before
 * or the step after (a phone's clock a little off), else null. The caller refuses a step it
 * already accepted once (replay).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!isTotpCode(token)) return null;
  const delta = totp(secret, 'code').validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / (periodSeconds * 1000)) + delta;
}

/** Ten new recovery codes, `xxxxx-xxxxx` (50 random bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(
      { length: 10 },
      () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** How a recovery code is stored (and looked up): SHA-256 of its normal form. */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${normaliseRecoveryCode(code)}`);
}

export { isRecoveryCode };
