import {
  isSecondFactorRequired,
  isTotpCode,
  type RecoveryCodes,
  type RegenerateRecoveryCodesRequest,
  type TotpEnrolment,
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
  type TwoFactorSetupRequest,
  type TwoFactorStatus,
  twoFactorMessages,
} from '@gas/shared';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { isPasswordAgain } from './password-again.ts';
import { otpauthUri } from './second-factor-codes.ts';
import {
  assertNotLocked,
  countWrongCode,
  findSecondFactor,
  lockSecondFactor,
  offerSecret,
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  type SecondFactorDeps,
  type SecondFactorRow,
  useRecoveryCode,
  useTotpCode,
} from './second-factor-store.ts';

// The account page's "Two-factor sign-in" (any signed-in user, for their own login): see it, set
// it up (password, then a first code), make new recovery codes (password and a code), turn it off
// (password and a code; never for operators, who must keep it). Wrong codes count towards the same lock as
// at log-in.

const userEvent = (actor: Actor) => ({
  entityType: 'user' as const,
  entityId: actor.userId,
  entityLabel: actor.email,
});

async function assertPassword(deps: SecondFactorDeps, actor: Actor, password: string): Promise<void> {
  if (!(await isPasswordAgain(deps, actor, password)))
    throw new AppError('validation', twoFactorMessages.wrongPassword, 'password');
}

async function confirmedFactor(deps: SecondFactorDeps, actor: Actor): Promise<SecondFactorRow> {
  const factor = await findSecondFactor(deps.db, actor.userId);
  if (!factor?.confirmedUtc) throw conflict(twoFactorMessages.notOn);
  return factor;
}

/**
 * A wrong code, in the transaction that checked it: counted against the account (5 lock its
 * second step) and audited. Returned rather than thrown, so that the count commits.
 */
async function countRefusal(tx: Db, deps: SecondFactorDeps, actor: Actor, factor: SecondFactorRow) {
  await countWrongCode(tx, factor, deps.clock.now());
  await recordAudit(tx, deps.clock, actor, {
    action: 'second_factor_failed',
    ...userEvent(actor),
    details: { step: 'account' },
  });
  return wrongCode;
}
const wrongCode = { wrongCode: true } as const;

/** After the transaction that counted a wrong code: 429 when it locked the second step, else 400. */
async function wrongCodeError(deps: SecondFactorDeps, actor: Actor): Promise<never> {
  const after = await findSecondFactor(deps.db, actor.userId);
  if (after) assertNotLocked(after, deps.clock.now());
  throw new AppError('validation', twoFactorMessages.wrongCode, 'code');
}

/** GET auth/two-factor. */
export async function twoFactorStatus(deps: SecondFactorDeps, actor: Actor): Promise<TwoFactorStatus> {
  const factor = await findSecondFactor(deps.db, actor.userId);
  const enabled = Boolean(factor?.confirmedUtc);
  return {
    enabled,
    required: isSecondFactorRequired(actor.role),
    enabledUtc: factor?.confirmedUtc?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(deps.db, actor.userId) : 0,
  };
}

/** POST auth/two-factor/setup: the password again; a new provisional secret (409 when it is already on). */
export async function setUpTwoFactor(
  deps: SecondFactorDeps,
  actor: Actor,
  input: TwoFactorSetupRequest,
): Promise<TotpEnrolment> {
  await assertPassword(deps, actor, input.password);
  const secret = await inTransaction(deps.db, (tx) => offerSecret(tx, deps, actor.userId));
  return { secret, otpauthUri: otpauthUri(secret, actor.email) };
}

/** POST auth/two-factor/enable: a code of the provisional secret turns it on; answers ten recovery codes, once. */
export async function enableTwoFactor(
  deps: SecondFactorDeps,
  actor: Actor,
  input: TwoFactorEnableRequest,
): Promise<RecoveryCodes> {
  // The factor row locked before the lock and the code are checked: simultaneous codes take
  // turns, each seeing the wrong ones counted before it (as the log-in's second step does).
  const outcome = await inTransaction(deps.db, async (tx) => {
    const factor = await lockSecondFactor(tx, actor.userId);
    if (factor?.confirmedUtc) throw conflict(twoFactorMessages.alreadyOn);
    if (!factor) throw conflict(twoFactorMessages.noSetup);
    assertNotLocked(factor, deps.clock.now());
    if (!(await useTotpCode(tx, deps, factor, input.code, { confirm: true })))
      return countRefusal(tx, deps, actor, factor);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.userId);
    await recordAudit(tx, deps.clock, actor, {
      action: 'two_factor_enabled',
      ...userEvent(actor),
      details: { at: 'account' },
    });
    return { recoveryCodes };
  });
  if ('wrongCode' in outcome) return wrongCodeError(deps, actor);
  return outcome;
}

/** How a step was confirmed, for its audit row. */
type ConfirmedWith = 'recovery code' | 'authenticator code';

/**
 * The password again, then a code (the app's or a recovery code) checked under the factor's row
 * lock, so simultaneous codes take turns (see enableTwoFactor); then `act` in the same
 * transaction. A wrong code is counted towards the lock as at log-in.
 */
async function withPasswordAndCode<T>(
  deps: SecondFactorDeps,
  actor: Actor,
  input: { password: string; code: string },
  act: (tx: Db, confirmedWith: ConfirmedWith) => Promise<T>,
): Promise<T> {
  const before = await confirmedFactor(deps, actor);
  assertNotLocked(before, deps.clock.now());
  await assertPassword(deps, actor, input.password);
  const outcome = await inTransaction(deps.db, async (tx) => {
    const factor = await lockSecondFactor(tx, actor.userId);
    if (!factor?.confirmedUtc) throw conflict(twoFactorMessages.notOn);
    assertNotLocked(factor, deps.clock.now());
    const byRecoveryCode = !isTotpCode(input.code);
    const accepted = byRecoveryCode
      ? await useRecoveryCode(tx, deps, actor.userId, input.code)
      : await useTotpCode(tx, deps, factor, input.code);
    if (!accepted) return countRefusal(tx, deps, actor, factor);
    return { done: await act(tx, byRecoveryCode ? 'recovery code' : 'authenticator code') };
  });
  if ('wrongCode' in outcome) return wrongCodeError(deps, actor);
  return outcome.done;
}

/**
 * POST auth/two-factor/recovery-codes: the password and a code (the app's or a recovery code:
 * new codes are a way in, so a session and the password alone do not make them); ten new codes,
 * the old ones end.
 */
export async function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  actor: Actor,
  input: RegenerateRecoveryCodesRequest,
): Promise<RecoveryCodes> {
  return withPasswordAndCode(deps, actor, input, async (tx, confirmedWith) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.userId);
    await recordAudit(tx, deps.clock, actor, {
      action: 'recovery_codes_made',
      ...userEvent(actor),
      details: { with: confirmedWith },
    });
    return { recoveryCodes };
  });
}

/** POST auth/two-factor/disable: the password and a code; not for operators (403). */
export async function disableTwoFactor(
  deps: SecondFactorDeps,
  actor: Actor,
  input: TwoFactorDisableRequest,
): Promise<null> {
  if (isSecondFactorRequired(actor.role)) throw forbidden(twoFactorMessages.operatorsKeepIt);
  return withPasswordAndCode(deps, actor, input, async (tx, confirmedWith) => {
    await removeSecondFactor(tx, actor.userId);
    await recordAudit(tx, deps.clock, actor, {
      action: 'two_factor_disabled',
      ...userEvent(actor),
      details: { with: confirmedWith },
    });
    return null;
  });
}
