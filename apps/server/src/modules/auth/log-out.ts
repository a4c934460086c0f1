import type { Visitor } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuthDeps } from './deps.ts';
import { revokeSession, revokeSessionsOfTokens } from './sessions.ts';

/**
 * Log-out: the signed-in visitor's session ends, its audit row committing with the revocation.
 * The session of the cookies sent ends too: the access cookie lasts minutes, so a browser idle
 * longer than that logs out with only its refresh id, and that session must end all the same
 * (the HTTP layer clears the cookies either way).
 */
export async function logOut(deps: AuthDeps, visitor: Visitor, cookieTokens: string[]): Promise<null> {
  await inTransaction(deps.db, async (tx) => {
    if (visitor) {
      await revokeSession(tx, deps.clock, visitor.sessionId, 'logout');
      await recordAudit(tx, deps.clock, visitor, {
        action: 'logout',
        entityType: 'user',
        entityId: visitor.userId,
        entityLabel: visitor.email,
      });
    }
    await revokeSessionsOfTokens(tx, deps.clock, cookieTokens, 'logout');
  });
  return null;
}
