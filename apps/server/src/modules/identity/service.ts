import type { RegisterClient, RegisterCustomer } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { contacts, emailTokens, parties, users } from '../../db/schema.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueJob } from '../jobs/queue.ts';

export const verificationTtlMinutes = 24 * 60;

export type IdentityDeps = { db: Db; clock: Clock; publicUrl: string };

/**
 * Creates an operator account unless one with that email already exists (any role).
 * Returns whether it was created. Used by ADMIN_EMAIL/ADMIN_PASSWORD and `npm run admin:create`.
 */
export async function ensureAdmin(options: { db: Db; email: string; password: string }): Promise<boolean> {
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(options.password);
  const inserted = await options.db
    .insert(users)
    .values({ email, passwordHash, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

function assertAcceptablePassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AppError('validation', problem, 'password');
}

const emailTaken = () => new AppError('conflict', 'This email address is already registered', 'email');

async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

/** Creates a verification link for a user inside `tx` and queues the email carrying it. */
async function issueVerification(
  tx: Db,
  deps: IdentityDeps,
  user: { id: string; email: string },
  name: string,
) {
  const token = newToken();
  await tx.insert(emailTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresUtc: addMinutes(deps.clock.now(), verificationTtlMinutes),
  });
  const link = `${deps.publicUrl}/verify?token=${token}`;
  await enqueueJob(tx, deps.clock.now(), {
    kind: 'mail',
    payload: {
      to: user.email,
      subject: 'Confirm your email address',
      text: `Hello ${name},\n\nPlease confirm your email address to finish signing up:\n\n${link}\n\nThe link works once and expires in 24 hours.\n`,
      link,
    },
  });
}

type NewParty = { kind: 'supplier'; form: RegisterClient } | { kind: 'offtaker'; form: RegisterCustomer };

/**
 * Public sign-up: the party (Unconfirmed), its login and first contact, and the verification
 * email, all in one transaction. The email goes out after commit, from the job queue.
 */
export async function registerParty(deps: IdentityDeps, party: NewParty): Promise<{ partyId: string }> {
  const { form } = party;
  assertAcceptablePassword(form.password);
  const email = form.email.trim().toLowerCase();
  if (await isEmailTaken(deps.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(form.password);
  const names =
    party.kind === 'supplier'
      ? { companyName: party.form.name, firstName: null, lastName: null }
      : {
          companyName: party.form.name || null,
          firstName: party.form.firstname,
          lastName: party.form.lastname,
        };
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(parties)
        .values({ kind: party.kind, status: 'Unconfirmed', ...names })
        .returning({ id: parties.id });
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          role: party.kind === 'supplier' ? 'client' : 'customer',
          partyId: created!.id,
        })
        .returning({ id: users.id, email: users.email });
      await tx.insert(contacts).values({
        partyId: created!.id,
        firstName: names.firstName,
        lastName: names.lastName,
        email,
        mobile: form.mobile,
        isPrimary: true,
      });
      await issueVerification(tx, deps, user!, names.firstName ?? names.companyName ?? email);
      const role = party.kind === 'supplier' ? 'client' : 'customer';
      await recordAudit(
        tx,
        deps.clock,
        { userId: user!.id, email, role },
        {
          action: 'sign_up',
          entityType: 'party',
          entityId: created!.id,
          entityLabel: names.companyName ?? `${names.firstName} ${names.lastName}`,
          after: 'Unconfirmed',
          details: { kind: party.kind },
        },
      );
      return { partyId: created!.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_key')) {
      throw emailTaken();
    }
    throw error;
  }
}

/**
 * Follows an emailed link: single use, within 24 hours. Moves the party from Unconfirmed to
 * Pending (awaiting an operator's approval).
 */
export async function verifyEmail(deps: IdentityDeps, token: string): Promise<{ email: string }> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: emailTokens.id,
        userId: emailTokens.userId,
        expiresUtc: emailTokens.expiresUtc,
        usedUtc: emailTokens.usedUtc,
      })
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!found || found.usedUtc) {
      throw new AppError('not_found', 'This link is not valid or has already been used', 'token');
    }
    if (found.expiresUtc <= deps.clock.now()) {
      throw new AppError('conflict', 'This link has expired. Ask for a new one below', 'token');
    }
    await tx.update(emailTokens).set({ usedUtc: deps.clock.now() }).where(eq(emailTokens.id, found.id));
    const [user] = await tx.select().from(users).where(eq(users.id, found.userId));
    if (user?.partyId) {
      const [confirmed] = await tx
        .update(parties)
        .set({ status: 'Pending' })
        .where(and(eq(parties.id, user.partyId), eq(parties.status, 'Unconfirmed')))
        .returning({ id: parties.id });
      await recordAudit(
        tx,
        deps.clock,
        { userId: user.id, email: user.email, role: user.role },
        {
          action: 'email_verified',
          entityType: 'party',
          entityId: user.partyId,
          entityLabel: user.email,
          before: confirmed ? 'Unconfirmed' : null,
          after: confirmed ? 'Pending' : null,
        },
      );
    }
    return { email: user!.email };
  });
}

/**
 * Sends a fresh link to an address whose party is still Unconfirmed. Answers the same whether
 * or not the address exists, so it cannot be used to discover accounts.
 */
export async function resendVerification(deps: IdentityDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        status: parties.status,
        company: parties.companyName,
        first: parties.firstName,
      })
      .from(users)
      .innerJoin(parties, eq(parties.id, users.partyId))
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (row?.status !== 'Unconfirmed') return;
    // Older links stop working once a new one is sent.
    await tx
      .update(emailTokens)
      .set({ usedUtc: deps.clock.now() })
      .where(and(eq(emailTokens.userId, row.id), isNull(emailTokens.usedUtc)));
    await issueVerification(tx, deps, row, row.first ?? row.company ?? row.email);
  });
}
