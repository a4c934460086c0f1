import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PartyStatus, parties, type Role, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/service.ts';
import { createSession, type IssuedTokens, revokeSession, revokeUserSessions } from './sessions.ts';

export type AuthDeps = { db: Db; clock: Clock };

export type SignedInUser = {
  id: string;
  email: string;
  role: Role;
  name: string;
  status: PartyStatus | 'Active';
};

// Verifying against a real hash when the address is unknown keeps the response time the same,
// so timing does not reveal which addresses have accounts.
const unknownUserHash = hashPassword('no account has this password');

const refusalByStatus: Partial<Record<PartyStatus, string>> = {
  Unconfirmed:
    'Your email address is not verified yet. Follow the link we emailed you, or ask for a new one.',
  Rejected: 'Your registration was not approved. Please contact the platform operators.',
  Suspended: 'Your account is suspended. Please contact the platform operators.',
};

function displayName(row: {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}) {
  if (row.firstName) return `${row.firstName} ${row.lastName ?? ''}`.trim();
  return row.companyName ?? row.email;
}

async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      partyStatus: parties.status,
      companyName: parties.companyName,
      firstName: parties.firstName,
      lastName: parties.lastName,
    })
    .from(users)
    .leftJoin(parties, eq(parties.id, users.partyId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

/** Checks the credentials and the account's status, then opens a session with fresh ids. */
export async function logIn(
  deps: AuthDeps,
  credentials: { email: string; password: string },
): Promise<{ user: SignedInUser; tokens: IssuedTokens }> {
  const row = await findUserByEmail(deps.db, credentials.email);
  const isValid = await verifyPassword(row?.passwordHash ?? (await unknownUserHash), credentials.password);
  if (!row || !isValid) {
    await recordFailedLogin(deps, credentials.email, row?.id ?? null, 'wrong email or password');
    throw new AppError('unauthenticated', 'Incorrect email address or password');
  }
  const refusal = row.partyStatus ? refusalByStatus[row.partyStatus] : undefined;
  if (refusal) {
    await recordFailedLogin(deps, credentials.email, row.id, `account ${row.partyStatus}`);
    throw new AppError('forbidden', refusal, row.partyStatus === 'Unconfirmed' ? 'email' : '');
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const issued = await createSession(tx, deps.clock, row.id);
    await recordAudit(
      tx,
      deps.clock,
      { userId: row.id, email: row.email, role: row.role },
      { action: 'login', entityType: 'user', entityId: row.id, entityLabel: row.email },
    );
    return issued;
  });
  return {
    user: {
      id: row.id,
      email: row.email,
      role: row.role,
      name: displayName(row),
      status: row.partyStatus ?? 'Active',
    },
    tokens,
  };
}

async function recordFailedLogin(deps: AuthDeps, typedEmail: string, userId: string | null, reason: string) {
  const email = typedEmail.trim().toLowerCase().slice(0, 254);
  await recordAudit(
    deps.db,
    deps.clock,
    { anonymousEmail: email },
    { action: 'login_failed', entityType: 'user', entityId: userId, entityLabel: email, details: { reason } },
  );
}

/** Ends the session; the audit row commits with the revocation. */
export async function logOut(deps: AuthDeps, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, deps.clock, actor.sessionId, 'logout');
    await recordAudit(tx, deps.clock, actor, {
      action: 'logout',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
    });
  });
}

export async function describeUser(db: Db, actor: Actor): Promise<SignedInUser> {
  const row = await findUserByEmail(db, actor.email);
  if (!row) throw new AppError('unauthenticated', 'Please log in to continue');
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: displayName(row),
    status: row.partyStatus ?? 'Active',
  };
}

/** Changes the password after checking the current one; every other session ends. */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, actor.userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('validation', 'The current password is not correct', 'currentPassword');
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new AppError('validation', problem.replace(/^Password/, 'New Password'), 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedUtc: deps.clock.now() })
      .where(eq(users.id, actor.userId));
    await revokeUserSessions(tx, deps.clock, actor.userId, 'password changed', actor.sessionId);
    await recordAudit(tx, deps.clock, actor, {
      action: 'password_changed',
      entityType: 'user',
      entityId: actor.userId,
      entityLabel: actor.email,
      details: { otherSessionsEnded: true },
    });
  });
}
