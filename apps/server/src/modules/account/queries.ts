import type { PendingEmailChange, SessionSummary } from '@gas/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { emailChanges } from '../../db/schema-email-changes.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeDevice } from '../auth/devices.ts';
import { isSessionAlive } from '../auth/sessions.ts';

type SessionRow = typeof sessions.$inferSelect;

/** A session as "your sessions" shows it. */
export function describeSession(row: SessionRow, currentSessionId: string): SessionSummary {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInUtc: row.createdUtc.toISOString(),
    lastUsedUtc: row.lastSeenUtc.toISOString(),
    isCurrent: row.id === currentSessionId,
  };
}

/**
 * GET auth/sessions: the signed-in user's sessions that are still alive (not revoked, not idle
 * too long, not past their absolute expiry), the current one first, then the most recently used.
 * "Last use" is the session's last_seen_utc, which the sign-in check already keeps (written at
 * most every 30 seconds, and at each refresh): listing adds no write to any request.
 */
export async function listSessions(db: Db, clock: Clock, actor: Actor): Promise<SessionSummary[]> {
  const now = clock.now();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedUtc), gt(sessions.expiresUtc, now)))
    .orderBy(desc(sessions.lastSeenUtc));
  return rows
    .filter((row) => isSessionAlive(row, now))
    .map((row) => describeSession(row, actor.sessionId))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** The signed-in user's open email change (neither applied, cancelled nor expired), if any. */
export async function openEmailChange(db: Db, clock: Clock, userId: string) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.appliedUtc),
        isNull(emailChanges.cancelledUtc),
        gt(emailChanges.expiresUtc, clock.now()),
      ),
    )
    .orderBy(desc(emailChanges.createdUtc))
    .limit(1);
  return row;
}

/** GET auth/email-change: the open change as the account page shows it, or null. */
export async function pendingEmailChange(db: Db, clock: Clock, actor: Actor): Promise<PendingEmailChange> {
  const row = await openEmailChange(db, clock, actor.userId);
  if (!row) return null;
  return {
    newEmail: row.newEmail,
    expiresUtc: row.expiresUtc.toISOString(),
    confirmedByOld: row.oldConfirmedUtc !== null,
    confirmedByNew: row.newConfirmedUtc !== null,
  };
}
