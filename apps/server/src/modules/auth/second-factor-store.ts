import { loginChallengeMinutes, secondFactorFreeFailures, twoFactorMessages } from '@gas/shared';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, recoveryCodes, secondFactors } from '../../db/schema-two-factor.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthDeps } from './deps.ts';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './second-factor-codes.ts';

// The state of two-factor sign-in (tables in db/schema-two-factor.ts): each login's authenticator,
// its recovery codes and the log-in challenges. Every function takes the transaction or database
// it is given; the use cases (second-factor.ts, two-factor-account.ts) open them.

/** The auth use cases' dependencies plus the box that seals TOTP secrets (TOTP_ENCRYPTION_KEY). */
export type SecondFactorDeps = AuthDeps & { secrets: SecretBox };

/**
 * The account's second step is locked after `secondFactorFreeFailures` wrong codes (after a
 * correct password, from anywhere): 1 minute after the last, then 2, 4, 8 and at most 15 for each
 * further one; an hour without a wrong code, or a right one, forgets them.
 */
export const secondFactorLockPolicy = {
  firstLockMinutes: 1,
  maxLockMinutes: 15,
  forgetAfterMinutes: 60,
} as const;

/** 429 while the account's second step is locked; the HTTP layer says when to try again. */
export class SecondFactorLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', twoFactorMessages.lockedOut(Math.ceil(retryAfterSeconds / 60)));
  }
}

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

/**
 * The login's factor row, locked for the caller's transaction: a log-in's second steps for one
 * login take turns from here to their commit, so each checks the lock against the wrong codes
 * the ones before it counted (unlocked, simultaneous codes all passed the check before any was
 * counted). Taken after the challenge's lock (liveChallenge), as everywhere.
 */
export async function lockSecondFactor(tx: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, userId)).for('update');
  return row;
}

/** The factor's wrong codes still counted at `now` (forgotten an hour after the last). */
function countedFailures(row: SecondFactorRow, now: Date): number {
  if (!row.lastFailedUtc) return 0;
  return addMinutes(row.lastFailedUtc, secondFactorLockPolicy.forgetAfterMinutes) < now ? 0 : row.failedCodes;
}

/** Seconds the account's second step stays locked, 0 when it is not. */
export function secondsLocked(row: SecondFactorRow, now: Date): number {
  const beyond = countedFailures(row, now) - secondFactorFreeFailures;
  if (beyond < 0 || !row.lastFailedUtc) return 0;
  const minutes = Math.min(
    secondFactorLockPolicy.maxLockMinutes,
    secondFactorLockPolicy.firstLockMinutes * 2 ** beyond,
  );
  const until = addMinutes(row.lastFailedUtc, minutes).getTime();
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

export function assertNotLocked(row: SecondFactorRow, now: Date): void {
  const seconds = secondsLocked(row, now);
  if (seconds > 0) throw new SecondFactorLocked(seconds);
}

/** One more wrong code against the account (atomically; starting over once forgotten). */
export async function countWrongCode(tx: Db, row: SecondFactorRow, now: Date): Promise<void> {
  const forgetBefore = addMinutes(now, -secondFactorLockPolicy.forgetAfterMinutes).toISOString();
  await tx
    .update(secondFactors)
    .set({
      failedCodes: sql`case when ${secondFactors.lastFailedUtc} is null or ${secondFactors.lastFailedUtc} < ${forgetBefore}::timestamptz then 1 else ${secondFactors.failedCodes} + 1 end`,
      lastFailedUtc: now,
    })
    .where(eq(secondFactors.userId, row.userId));
}

/** The TOTP secret of a factor row, opened with the box (bound to its login). */
export function secretOf(deps: SecondFactorDeps, row: SecondFactorRow): string {
  return deps.secrets.open(row.secretEncrypted, row.userId);
}

/**
 * A new provisional secret for `userId` (replacing an earlier unconfirmed one); refused when a
 * confirmed one exists. Returns the secret in clear, to be shown once.
 */
export async function offerSecret(tx: Db, deps: SecondFactorDeps, userId: string): Promise<string> {
  const secret = newTotpSecret();
  const sealed = deps.secrets.seal(secret, userId);
  const rows = await tx
    .insert(secondFactors)
    .values({ userId, secretEncrypted: sealed })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretEncrypted: sealed, lastUsedStep: null },
      setWhere: isNull(secondFactors.confirmedUtc),
    })
    .returning({ userId: secondFactors.userId });
  if (rows.length === 0) throw new AppError('conflict', twoFactorMessages.alreadyOn);
  return secret;
}

/**
 * Takes the TOTP step of `code` for the factor, once: the update succeeds only for a step after
 * the last one used, so a code (or an earlier one) presented again, even at the same moment,
 * is refused. Forgets the wrong codes. Returns false for a wrong or replayed code.
 */
export async function useTotpCode(
  tx: Db,
  deps: SecondFactorDeps,
  row: SecondFactorRow,
  code: string,
  extra: { confirm?: boolean } = {},
): Promise<boolean> {
  const now = deps.clock.now();
  const step = totpStep(secretOf(deps, row), code, now);
  if (step === null) return false;
  const updated = await tx
    .update(secondFactors)
    .set({
      lastUsedStep: step,
      failedCodes: 0,
      lastFailedUtc: null,
      ...(extra.confirm ? { confirmedUtc: now } : {}),
    })
    .where(
      and(
        eq(secondFactors.userId, row.userId),
        sql`(${secondFactors.lastUsedStep} is null or ${secondFactors.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: secondFactors.userId });
  return updated.length > 0;
}

/** Uses up one unused recovery code of the login; forgets the wrong codes. False when none matches. */
export async function useRecoveryCode(
  tx: Db,
  deps: SecondFactorDeps,
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedUtc: deps.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedUtc),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (used.length === 0) return false;
  await tx
    .update(secondFactors)
    .set({ failedCodes: 0, lastFailedUtc: null })
    .where(eq(secondFactors.userId, userId));
  return true;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedUtc)));
  return row?.n ?? 0;
}

/** Ten new recovery codes for the login; the earlier ones stop working. Returns them in clear, once. */
export async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/** Turns the login's second factor off: its secret and recovery codes are deleted. */
export async function removeSecondFactor(tx: Db, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
}

// ---- Log-in challenges

export type ChallengePurpose = (typeof loginChallenges.$inferSelect)['purpose'];

/** A new challenge for the login's second step; the token is returned once, stored hashed. */
export async function createChallenge(
  tx: Db,
  deps: SecondFactorDeps,
  userId: string,
  purpose: ChallengePurpose,
): Promise<{ token: string; expires: Date }> {
  const token = newToken();
  const expires = addMinutes(deps.clock.now(), loginChallengeMinutes);
  await tx
    .insert(loginChallenges)
    .values({ userId, tokenHash: hashToken(token), purpose, expiresUtc: expires });
  return { token, expires };
}

export type Challenge = typeof loginChallenges.$inferSelect;

/**
 * The live challenge of this token and purpose, locked for this transaction: unused, not
 * expired, fewer than the allowed wrong codes. Anything else answers 401 "log in again".
 */
export async function liveChallenge(
  tx: Db,
  deps: SecondFactorDeps,
  token: string,
  purpose: ChallengePurpose,
) {
  const [challenge] = await tx
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        eq(loginChallenges.purpose, purpose),
        isNull(loginChallenges.usedUtc),
        gt(loginChallenges.expiresUtc, deps.clock.now()),
        lt(loginChallenges.failedCodes, secondFactorFreeFailures),
      ),
    )
    .for('update');
  if (!challenge) throw new AppError('unauthenticated', twoFactorMessages.challengeGone);
  return challenge;
}

export async function useChallenge(tx: Db, deps: SecondFactorDeps, challenge: Challenge): Promise<void> {
  await tx
    .update(loginChallenges)
    .set({ usedUtc: deps.clock.now() })
    .where(eq(loginChallenges.id, challenge.id));
}

export async function countChallengeFailure(tx: Db, challenge: Challenge): Promise<void> {
  await tx
    .update(loginChallenges)
    .set({ failedCodes: sql`${loginChallenges.failedCodes} + 1` })
    .where(eq(loginChallenges.id, challenge.id));
}
