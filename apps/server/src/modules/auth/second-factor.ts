import {
  type EnrolmentLogin,
  isTotpCode,
  type SecondFactorLogin,
  type SignedInUser,
  twoFactorMessages,
} from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { logInRefusal, type Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { type SignInRequest, startSession } from './log-in.ts';
import { type Account, describeAccount, findAccount } from './queries.ts';
import {
  assertNotLocked,
  type Challenge,
  countChallengeFailure,
  countWrongCode,
  findSecondFactor,
  liveChallenge,
  lockSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  type SecondFactorDeps,
  type SecondFactorRow,
  useChallenge,
  useRecoveryCode,
  useTotpCode,
} from './second-factor-store.ts';
import type { IssuedTokens } from './sessions.ts';

// The second step of a log-in (POST auth/login/second-factor and auth/login/enrolment): the
// challenge the correct password earned, and a code. Both end as the log-in does, through
// startSession (log-in.ts): the same session, cookies and audit row.
// Each locks the challenge, then the login's factor row (lockSecondFactor), before checking the
// lock and the code: simultaneous codes for one login take turns, and a wrong one is counted
// (refuseCode, returned rather than thrown so that its transaction commits) before the next is
// checked.

type Outcome<T> = T | { wrongCode: true; factor: SecondFactorRow };

/** The login a challenge belongs to, as log-in found it; refused when it may no longer sign in. */
async function accountOf(tx: Db, userId: string): Promise<Account> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const account = user ? await findAccount(tx, user.email) : undefined;
  if (!account) throw new AppError('unauthenticated', twoFactorMessages.challengeGone);
  const refusal = logInRefusal(account.partyStatus, account.driverStatus);
  if (refusal) throw refusal;
  return account;
}

const actorOf = (account: Account): AuditActor => ({
  userId: account.id,
  email: account.email,
  role: account.role,
});

/** A wrong code: counted against the challenge (5 kill it) and the account (5 lock its second step), audited. */
async function refuseCode(
  tx: Db,
  deps: SecondFactorDeps,
  account: Account,
  factor: SecondFactorRow,
  challenge: Challenge,
): Promise<{ wrongCode: true; factor: SecondFactorRow }> {
  await countWrongCode(tx, factor, deps.clock.now());
  await countChallengeFailure(tx, challenge);
  await recordAudit(tx, deps.clock, actorOf(account), {
    action: 'second_factor_failed',
    entityType: 'user',
    entityId: account.id,
    entityLabel: account.email,
    details: { step: challenge.purpose === 'enrolment' ? 'enrolment' : 'log-in' },
  });
  return { wrongCode: true, factor };
}

/**
 * After the transaction that counted a wrong code: 429 when that code locked the account's second
 * step, else 400 on the code field.
 */
async function wrongCodeError(deps: SecondFactorDeps, userId: string): Promise<never> {
  const factor = await findSecondFactor(deps.db, userId);
  if (factor) assertNotLocked(factor, deps.clock.now());
  throw new AppError('validation', twoFactorMessages.wrongCode, 'code');
}

/**
 * POST auth/login/second-factor: a TOTP code (each 30-second code works once) or an unused
 * recovery code (each works once; its use is audited) completes the log-in the challenge began.
 */
export async function logInWithSecondFactor(
  deps: SecondFactorDeps,
  _visitor: Visitor,
  input: SecondFactorLogin & SignInRequest,
): Promise<{ user: SignedInUser; tokens: IssuedTokens }> {
  const outcome: Outcome<{ user: SignedInUser; tokens: IssuedTokens }> = await inTransaction(
    deps.db,
    async (tx) => {
      const challenge = await liveChallenge(tx, deps, input.challenge, 'code');
      const account = await accountOf(tx, challenge.userId);
      const factor = await lockSecondFactor(tx, account.id);
      if (!factor?.confirmedUtc) throw new AppError('unauthenticated', twoFactorMessages.challengeGone);
      assertNotLocked(factor, deps.clock.now());
      const byRecoveryCode = !isTotpCode(input.code);
      const accepted = byRecoveryCode
        ? await useRecoveryCode(tx, deps, account.id, input.code)
        : await useTotpCode(tx, deps, factor, input.code);
      if (!accepted) return refuseCode(tx, deps, account, factor, challenge);
      await useChallenge(tx, deps, challenge);
      if (byRecoveryCode) {
        await recordAudit(tx, deps.clock, actorOf(account), {
          action: 'recovery_code_used',
          entityType: 'user',
          entityId: account.id,
          entityLabel: account.email,
          details: { recoveryCodesLeft: await recoveryCodesLeft(tx, account.id) },
        });
      }
      const tokens = await startSession(tx, deps, account, input);
      return { user: describeAccount(account), tokens };
    },
  );
  if ('wrongCode' in outcome) return wrongCodeError(deps, outcome.factor.userId);
  return outcome;
}

/**
 * POST auth/login/enrolment: an operator's first code of the provisional secret the log-in
 * offered. Enrols the authenticator (audited), makes ten recovery codes (answered once) and
 * signs in.
 */
export async function logInWithEnrolment(
  deps: SecondFactorDeps,
  _visitor: Visitor,
  input: EnrolmentLogin & SignInRequest,
): Promise<{ user: SignedInUser; recoveryCodes: string[]; tokens: IssuedTokens }> {
  const outcome: Outcome<{ user: SignedInUser; recoveryCodes: string[]; tokens: IssuedTokens }> =
    await inTransaction(deps.db, async (tx) => {
      const challenge = await liveChallenge(tx, deps, input.challenge, 'enrolment');
      const account = await accountOf(tx, challenge.userId);
      const factor = await lockSecondFactor(tx, account.id);
      // Enrolled meanwhile (another tab) or the offer replaced: this challenge is spent.
      if (!factor || factor.confirmedUtc)
        throw new AppError('unauthenticated', twoFactorMessages.challengeGone);
      assertNotLocked(factor, deps.clock.now());
      if (!(await useTotpCode(tx, deps, factor, input.code, { confirm: true })))
        return refuseCode(tx, deps, account, factor, challenge);
      await useChallenge(tx, deps, challenge);
      const recoveryCodes = await replaceRecoveryCodes(tx, account.id);
      await recordAudit(tx, deps.clock, actorOf(account), {
        action: 'two_factor_enabled',
        entityType: 'user',
        entityId: account.id,
        entityLabel: account.email,
        details: { at: 'log-in' },
      });
      const tokens = await startSession(tx, deps, account, input);
      return { user: describeAccount(account), recoveryCodes, tokens };
    });
  if ('wrongCode' in outcome) return wrongCodeError(deps, outcome.factor.userId);
  return outcome;
}
