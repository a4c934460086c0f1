import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PartyStatus, type Role, sessions, sessionTokens } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { type Actor, maySignIn } from '../../lib/access.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { type SessionCache, sessionsChanged } from '../../lib/session-cache.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { type DeviceDeps, keptUserAgent, recognizeDevice, type SignInClient } from './devices.ts';

// Session rules of DOMAIN.md: 15 minutes idle, 12 hours absolute. The access id is short-lived
// and replaced through the refresh id, which rotates on every use.
// A replaced refresh id still yields a pair for `refreshGraceSeconds` (issue 21, finding 8): two
// tabs or requests that refresh at once with one cookie both stay signed in.
export const sessionPolicy = {
  idleMinutes: 15,
  absoluteMinutes: 12 * 60,
  accessMinutes: 5,
  refreshGraceSeconds: 10,
} as const;
const lastSeenWriteEverySeconds = 30;

export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  sessionExpires: Date;
  /** A sign-in's device cookie (devices.ts); a refresh leaves the device cookie as it is. */
  deviceToken?: string;
};

// The sessions' data access: every function takes the transaction (or database) it is given;
// the use cases (log-in.ts, refresh-session.ts, log-out.ts, change-password.ts) open them.

/** A new access id and refresh id for a session; the refresh id lives as long as the session. */
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

/**
 * A new session for `user` with its first pair of ids, in the caller's transaction: the one
 * function every sign-in ends in (password alone, or password and second factor). It keeps the
 * client's User-Agent and address with the session ("your sessions") and recognises the device
 * (devices.ts: the email on sign-in from a new device).
 */
export async function createSession(
  tx: Db,
  deps: DeviceDeps,
  user: { id: string; email: string },
  client: SignInClient,
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const expires = addMinutes(now, sessionPolicy.absoluteMinutes);
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: user.id,
      createdUtc: now,
      lastSeenUtc: now,
      expiresUtc: expires,
      userAgent: keptUserAgent(client.userAgent),
      ipAddress: client.address,
    })
    .returning({ id: sessions.id });
  const deviceToken = await recognizeDevice(tx, deps, user, client);
  return { ...(await issueTokens(tx, deps.clock, session!.id, expires)), deviceToken };
}

/** Neither revoked, nor past its absolute expiry, nor idle too long. */
export function isSessionAlive(
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
export async function lookupToken(db: Db, token: string, options: { forUpdate?: boolean } = {}) {
  return lookupTokenHash(db, hashToken(token), options);
}

export type TokenLookup = NonNullable<Awaited<ReturnType<typeof lookupToken>>>;

async function lookupTokenHash(db: Db, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const text = options.forUpdate ? `${tokenLookupStatement} for update of t` : tokenLookupStatement;
  const [row] = await runStatement<TokenRow>(db, text, [tokenHash]);
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

/** A live access id: not replaced, not expired, its session alive and its party allowed in. */
function isUsableAccess(row: TokenLookup | undefined, now: Date): row is TokenLookup {
  if (row?.tokenKind !== 'access' || row.superseded || row.tokenExpires <= now) return false;
  return isSessionAlive(row, now) && maySignIn(row.partyStatus);
}

/**
 * The signed-in actor behind an access id, or null when it is unknown, expired or revoked.
 *
 * With a cache (lib/session-cache.ts), a lookup of at most a second ago answers: the expiries and
 * the idle timeout are checked again against now, and a cached lookup that fails them is looked
 * up afresh rather than refused (the database may know a later use). A revocation reaches the
 * cache at its commit in this process and through LISTEN/NOTIFY in the others.
 */
export async function resolveAccessToken(
  db: Db,
  clock: Clock,
  token: string,
  cache?: SessionCache<TokenLookup>,
): Promise<Actor | null> {
  const now = clock.now();
  const tokenHash = hashToken(token);
  let row = cache?.get(tokenHash);
  if (!isUsableAccess(row, now)) {
    const epoch = cache?.epoch ?? 0;
    row = await lookupTokenHash(db, tokenHash);
    if (!isUsableAccess(row, now)) return null;
    cache?.set(tokenHash, row, epoch);
  }
  if (now.getTime() - row.lastSeenUtc.getTime() > lastSeenWriteEverySeconds * 1000) {
    await runStatement(db, 'update sessions set last_seen_utc = $2 where id = $1', [
      row.sessionId,
      now.toISOString(),
    ]);
    // Seen now, in the cached lookup too: the next requests of this second write nothing.
    row.lastSeenUtc = now;
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

/**
 * Rotates a session's ids, in the caller's transaction: the pair in use stops working, the
 * session counts as seen now, and a new pair is issued (valid until the session's expiry).
 */
export async function rotateTokens(
  tx: Db,
  clock: Clock,
  session: { sessionId: string; expiresUtc: Date },
): Promise<IssuedTokens> {
  const now = clock.now();
  await tx
    .update(sessionTokens)
    .set({ supersededUtc: now })
    .where(and(eq(sessionTokens.sessionId, session.sessionId), isNull(sessionTokens.supersededUtc)));
  await tx.update(sessions).set({ lastSeenUtc: now }).where(eq(sessions.id, session.sessionId));
  // The access id replaced stops working in every process's cache too.
  await sessionsChanged(tx, { sessions: [session.sessionId] });
  return issueTokens(tx, clock, session.sessionId, session.expiresUtc);
}

/**
 * Another pair for a session whose refresh id was replaced moments ago (within the grace), in
 * the caller's transaction: the pairs already issued keep working, the session counts as seen.
 */
export async function issueGraceTokens(
  tx: Db,
  clock: Clock,
  session: { sessionId: string; expiresUtc: Date },
): Promise<IssuedTokens> {
  await tx.update(sessions).set({ lastSeenUtc: clock.now() }).where(eq(sessions.id, session.sessionId));
  return issueTokens(tx, clock, session.sessionId, session.expiresUtc);
}

/** A replaced refresh id within its few seconds of grace (finding 8). */
export function withinRefreshGrace(superseded: Date, now: Date): boolean {
  return now.getTime() - superseded.getTime() <= sessionPolicy.refreshGraceSeconds * 1000;
}

/**
 * Ends a session. Every revocation goes through the functions below, which tell the session
 * caches (lib/session-cache.ts): this process's at the commit, the others' by NOTIFY.
 */
export async function revokeSession(db: Db, clock: Clock, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedUtc: clock.now(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedUtc)));
  await sessionsChanged(db, { sessions: [sessionId] });
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
  const ended = await db
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
    )
    .returning({ id: sessions.id });
  if (ended.length > 0) await sessionsChanged(db, { sessions: ended.map((session) => session.id) });
}

/** Ends every session of a user (password change, rejection, suspension), optionally but one. */
export async function revokeUserSessions(
  db: Db,
  clock: Clock,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedUtc: clock.now(), revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedUtc),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
  // The whole user: the session kept may carry what changed with it (the address), looked up afresh.
  await sessionsChanged(db, { users: [userId] });
}
