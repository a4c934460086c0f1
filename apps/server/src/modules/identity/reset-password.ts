import type { CompletePasswordReset, PasswordResetDone } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { endOpenEmailChanges, endOutstandingProofs } from '../auth/credentials-changed.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { IdentityDeps } from './deps.ts';
import { lockUnusedLink } from './verification-link.ts';

/** What a reset needs beyond sign-up's: the log-in lockout's counters (login-throttle.ts). */
export type ResetPasswordDeps = IdentityDeps & { throttle: LoginThrottle };

export type ResetPasswordInput = {
  form: CompletePasswordReset;
  /** The client's address (`request.ip`): its failed log-ins against the account are forgotten. */
  address: string;
};

/**
 * Sets a new password with an emailed reset link (anyone holding it may): the password rules of
 * sign-up; the link works once, within its 30 minutes, and only a password-reset link does (a
 * verification link is refused as unknown). Every session of the user ends, its other reset and
 * verification links stop working, its open two-factor log-in challenges are deleted
 * (credentials-changed.ts), and the change is audited. The password is checked and hashed before the
 * transaction opens; the log-in's own rules (the account's status) still apply afterwards.
 * Whoever holds the link owns the address, so this client address's failed log-ins against the
 * account are forgotten, as after a successful log-in: someone locked out by their own guesses
 * logs in with the new password at once (the counts from other addresses stay).
 */
export async function resetPassword(
  deps: ResetPasswordDeps,
  _visitor: Visitor,
  { form: input, address }: ResetPasswordInput,
): Promise<PasswordResetDone> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AppError('validation', problem, 'password');
  const passwordHash = await hashPassword(input.password);
  const done = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const found = await lockUnusedLink(tx, input.token, 'password_reset');
    if (found.expiresUtc <= now) {
      throw new AppError('conflict', 'This link has expired. Ask for a new one', 'token');
    }
    // This link and the user's other reset and verification links end; open log-in challenges too.
    await endOutstandingProofs(tx, now, found.userId);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedUtc: now })
      .where(eq(users.id, found.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    await endOpenEmailChanges(tx, user!.id, now);
    await revokeUserSessions(tx, deps.clock, user!.id, 'password reset');
    await recordAudit(
      tx,
      deps.clock,
      { userId: user!.id, email: user!.email, role: user!.role },
      {
        action: 'password_reset',
        entityType: 'user',
        entityId: user!.id,
        entityLabel: user!.email,
        details: { sessionsEnded: true },
      },
    );
    return { email: user!.email };
  });
  await deps.throttle.recordSuccess({ email: done.email, address });
  // The forms that ask for the password again open too: locked by a session holder's guesses,
  // they would keep the owner from locking the account down right after taking it back.
  await deps.throttle.recordPasswordAgain(done.email, true);
  return done;
}
