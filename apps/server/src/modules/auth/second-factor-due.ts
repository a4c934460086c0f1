import { isSecondFactorRequired, type SecondFactorDue } from '@gas/shared';
import { inTransaction } from '../../lib/transaction.ts';
import type { Account } from './queries.ts';
import { otpauthUri } from './second-factor-codes.ts';
import {
  assertNotLocked,
  createChallenge,
  findSecondFactor,
  offerSecret,
  type SecondFactorDeps,
} from './second-factor-store.ts';

/**
 * After a correct password: whether a second step is due before the session opens, and its
 * challenge (5 minutes, once, stored hashed). A login with a confirmed authenticator is asked for
 * a code; an operator without one is offered a provisional secret to enrol first (operators must
 * have one); anyone else signs in with the password alone (null). While the account's second step
 * is locked by wrong codes, 429 at once.
 */
export async function secondFactorDue(
  deps: SecondFactorDeps,
  account: Account,
): Promise<SecondFactorDue | null> {
  const factor = await findSecondFactor(deps.db, account.id);
  const confirmed = Boolean(factor?.confirmedUtc);
  if (!confirmed && !isSecondFactorRequired(account.role)) return null;
  if (factor) assertNotLocked(factor, deps.clock.now());
  return inTransaction(deps.db, async (tx) => {
    if (confirmed) {
      const challenge = await createChallenge(tx, deps, account.id, 'code');
      return {
        secondFactor: 'code',
        challenge: challenge.token,
        expiresUtc: challenge.expires.toISOString(),
        enrolment: null,
      };
    }
    const secret = await offerSecret(tx, deps, account.id);
    const challenge = await createChallenge(tx, deps, account.id, 'enrolment');
    return {
      secondFactor: 'enrolment',
      challenge: challenge.token,
      expiresUtc: challenge.expires.toISOString(),
      enrolment: { secret, otpauthUri: otpauthUri(secret, account.email) },
    };
  });
}
