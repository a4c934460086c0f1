import type { RevokedSessions } from '@gas/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { type Actor, assertOwnSession } from '../../lib/access.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeSession } from '../auth/sessions.ts';
import type { AccountDeps } from './deps.ts';

/**
 * DELETE auth/sessions/{id}: the signed-in user ends one of their own sessions (another user's,
 * or one that does not exist, is 404). It ends at once: the next request with its cookies is
 * 401, as after logging out. Ending one that has already ended changes nothing.
 */
export async function revokeOwnSession(deps: AccountDeps, actor: Actor, sessionId: string): Promise<null> {
  await inTransaction(deps.db, async (tx) => {
    const [session] = await tx
      .select({ id: sessions.id, userId: sessions.userId, revokedUtc: sessions.revokedUtc })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
    assertOwnSession(actor, session);
    if (session.revokedUtc) return;
    await revokeSession(tx, deps.clock, session.id, 'revoked by its user');
    await recordAudit(tx, deps.clock, actor, {
      action: 'session_revoked',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
      details: { sessionId: session.id, current: session.id === actor.sessionId },
    });
  });
  return null;
}

/** POST auth/sessions/revoke-others: "sign out everywhere else"; this session stays. */
export async function revokeOtherSessions(deps: AccountDeps, actor: Actor): Promise<RevokedSessions> {
  return inTransaction(deps.db, async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedUtc: deps.clock.now(), revokeReason: 'revoked by its user (all others)' })
      .where(
        and(eq(sessions.userId, actor.userId), isNull(sessions.revokedUtc), ne(sessions.id, actor.sessionId)),
      )
      .returning({ id: sessions.id });
    await sessionsChanged(tx, { sessions: ended.map((session) => session.id) });
    await recordAudit(tx, deps.clock, actor, {
      action: 'other_sessions_revoked',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
      details: { revoked: ended.length },
    });
    return { revoked: ended.length };
  });
}
