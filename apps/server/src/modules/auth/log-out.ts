import type { Visitor } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuthDeps } from './deps.ts';
import { revokeSession } from './sessions.ts';

/**
 * Log-out: the signed-in visitor's session ends, its audit row committing with the revocation.
 * Nobody signed in: nothing to end (the HTTP layer clears the cookies either way).
 */
export async function logOut(deps: AuthDeps, visitor: Visitor): Promise<null> {
  if (!visitor) return null;
  await inTransaction(deps.db, async (tx) => {
    await revokeSession(tx, deps.clock, visitor.sessionId, 'logout');
    await recordAudit(tx, deps.clock, visitor, {
      action: 'logout',
      entityType: 'user',
      entityId: visitor.userId,
      entityLabel: visitor.email,
    });
  });
  return null;
}
