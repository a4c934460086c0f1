import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PartyStatus, type Role, sessions, sessionTokens } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import type { Actor } from '../../lib/access.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

// Session rules of DOMAIN.md: 15 minutes idle, 12 hours absolute. The access id is short-lived
// and replaced through the refresh id, which rotates on every use.
export const sessionPolicy = { idleMinutes: 15, absoluteMinutes: 12 * 60, accessMinutes: 5 } as const;
const lastSeenWriteEverySeconds = 30;

export type IssuedTokens = { accessToken: string; refreshToken: string; sessionExpires: Date };

/** Statuses that may hold a session: operators always; parties until rejected or suspended. */
export function maySignIn(partyStatus: PartyStatus | null): boolean {
  return partyStatus === null || partyStatus === 'Active' || partyStatus === 'Pending';
}

async function issueTokens(
  tx: Db,
  clock: Clock,
  sessionId: string,
  sessionExpires: Date,
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpires = addMinutes(clock.now(), sessionPolicy.accessMinutes);
  await tx.insert(sessionTokens).values([
    { tokenHash: hashToken(accessToken), sessionId, kind: 'access', expiresUtc: accessExpires },
    { tokenHash: hashToken(refreshToken), sessionId, kind: 'refresh', expiresUtc: sessionExpires },
  ]);
  return { accessToken, refreshToken, sessionExpires };
}

export async function createSession(db: Db, clock: Clock, userId: string): Promise<IssuedTokens> {
  const now = clock.now();
  const expires = addMinutes(now, sessionPolicy.absoluteMinutes);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, createdUtc: now, lastSeenUtc: now, expiresUtc: expires })
      .returning({ id: sessions.id });
    return issueTokens(tx, clock, session!.id, expires);
  });
}

function isSessionAlive(
  session: { revokedUtc: Date | null; lastSeenUtc: Date; expiresUtc: Date },
  now: Date,
) {
  return (
    session.revokedUtc === null &&
    now < session.expiresUtc &&
    now < addMinutes(session.lastSeenUtc, sessionPolicy.idleMinutes)
  );
}

type TokenRow = {
  token_kind: 'access' | 'refresh';
  token_expires: string | Date;
  superseded: string | Date | null;
  session_id: string;
  last_seen_utc: string | Date;
  expires_utc: string | Date;
  revoked_utc: string | Date | null;
  user_id: string;
  email: string;
  role: Role;
  party_id: string | null;
  party_status: PartyStatus | null;
};

/**
 * A token with its session, user and party. Every request with a cookie runs this lookup, so it
 * is written out (db/statement.ts) rather than built by drizzle on each call.
 */
const tokenLookupStatement = `
  select t.kind as token_kind, t.expires_utc as token_expires, t.superseded_utc as superseded,
    s.id as session_id, s.last_seen_utc, s.expires_utc, s.revoked_utc,
    u.id as user_id, u.email, u.role, u.party_id, p.status as party_status
  from session_tokens t
    join sessions s on s.id = t.session_id
    join users u on u.id = s.user_id
    left join parties p on p.id = u.party_id
  where t.token_hash = $1`;

const asDate = (value: string | Date) => new Date(value);
const asDateOrNull = (value: string | Date | null) => (value === null ? null : asDate(value));

/** The token's row, locked when `forUpdate` (a refresh rotates it), or undefined when unknown. */
async function lookupToken(db: Db, token: string, options: { forUpdate?: boolean } = {}) {
  const text = options.forUpdate ? `${tokenLookupStatement} for update of t` : tokenLookupStatement;
  const [row] = await runStatement<TokenRow>(db, text, [hashToken(token)]);
  if (!row) return undefined;
  return {
    tokenKind: row.token_kind,
    tokenExpires: asDate(row.token_expires),
    superseded: asDateOrNull(row.superseded),
    sessionId: row.session_id,
    lastSeenUtc: asDate(row.last_seen_utc),
    expiresUtc: asDate(row.expires_utc),
    revokedUtc: asDateOrNull(row.revoked_utc),
    userId: row.user_id,
    email: row.email,
    role: row.role,
    partyId: row.party_id,
    partyStatus: row.party_status,
  };
}

/** The signed-in actor behind an access id, or null when it is unknown, expired or revoked. */
export async function resolveAccessToken(db: Db, clock: Clock, token: string): Promise<Actor | null> {
  const now = clock.now();
  const row = await lookupToken(db, token);
  if (row?.tokenKind !== 'access' || row.superseded || row.tokenExpires <= now) return null;
  if (!isSessionAlive(row, now) || !maySignIn(row.partyStatus)) return null;
  if (now.getTime() - row.lastSeenUtc.getTime() > lastSeenWriteEverySeconds * 1000) {
    await runStatement(db, 'update sessions set last_seen_utc = $2 where id = $1', [
      row.sessionId,
      now.toISOString(),
    ]);
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    role: row.role,
    partyId: row.partyId,
    partyStatus: row.partyStatus,
  };
}

export type RefreshOutcome = { kind: 'rotated'; tokens: IssuedTokens } | { kind: 'refused'; reuse: boolean };

/**
 * Rotates a refresh id: the old pair stops working and a new pair is issued. Presenting a
 * refresh id that was already rotated means it was copied: the whole session is revoked.
 */
export async function rotateRefreshToken(db: Db, clock: Clock, token: string): Promise<RefreshOutcome> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await lookupToken(tx, token, { forUpdate: true });
    if (row?.tokenKind !== 'refresh') return { kind: 'refused', reuse: false };
    if (row.superseded) {
      await revokeSession(tx, clock, row.sessionId, 'refresh token reuse');
      return { kind: 'refused', reuse: true };
    }
    if (!isSessionAlive(row, now) || !maySignIn(row.partyStatus)) return { kind: 'refused', reuse: false };
    await tx
      .update(sessionTokens)
      .set({ supersededUtc: now })
      .where(and(eq(sessionTokens.sessionId, row.sessionId), isNull(sessionTokens.supersededUtc)));
    await tx.update(sessions).set({ lastSeenUtc: now }).where(eq(sessions.id, row.sessionId));
    return { kind: 'rotated', tokens: await issueTokens(tx, clock, row.sessionId, row.expiresUtc) };
  });
}

export async function revokeSession(db: Db, clock: Clock, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedUtc: clock.now(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedUtc)));
}

/**
 * Ends the sessions the given access or refresh ids belong to, whoever's they are: a browser that
 * logs in again (as the same user or another) leaves no earlier session behind (ASVS V7.2.4).
 */
export async function revokeSessionsOfTokens(
  db: Db,
  clock: Clock,
  tokens: string[],
  reason: string,
): Promise<void> {
  if (tokens.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedUtc: clock.now(), revokeReason: reason })
    .where(
      and(
        isNull(sessions.revokedUtc),
        inArray(
          sessions.id,
          db
            .select({ id: sessionTokens.sessionId })
            .from(sessionTokens)
            .where(inArray(sessionTokens.tokenHash, tokens.map(hashToken))),
        ),
      ),
    );
}

/** Ends every session of a user (password change, rejection, suspension), optionally but one. */
export async function revokeUserSessions(
  db: Db,
  clock: Clock,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedUtc)));
  for (const session of open) {
    if (session.id !== exceptSessionId) await revokeSession(db, clock, session.id, reason);
  }
}
