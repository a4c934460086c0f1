import type { ChangePasswordRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { endOpenEmailChanges, endOutstandingProofs } from './credentials-changed.ts';
import type { AuthDeps } from './deps.ts';
import { isPasswordAgain } from './password-again.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Any signed-in user changes their own password after giving the current one; every other
 * session of theirs ends, and so do their unused reset and verification links and open log-in
 * challenges (credentials-changed.ts). The passwords are checked and hashed before the transaction opens.
 */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  input: ChangePasswordRequest,
): Promise<null> {
  if (!(await isPasswordAgain(deps, actor, input.currentPassword))) {
    throw new AppError('validation', 'The current password is not correct', 'currentPassword');
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new AppError('validation', problem.replace(/^Password/, 'New Password'), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
    await endOutstandingProofs(tx, deps.clock.now(), actor.userId);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedUtc: deps.clock.now() })
      .where(eq(users.id, actor.userId));
    await endOpenEmailChanges(tx, actor.userId, deps.clock.now());
    await revokeUserSessions(tx, deps.clock, actor.userId, 'password changed', actor.sessionId);
    await recordAudit(tx, deps.clock, actor, {
      action: 'password_changed',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
      details: { otherSessionsEnded: true },
    });
  });
  return null;
}
