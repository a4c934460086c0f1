import type { EmailChangeLink, EmailChangeOutcome } from '@gas/shared';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { emailTokens, users } from '../../db/schema.ts';
import { emailChanges } from '../../db/schema-email-changes.ts';
import type { Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { endOutstandingProofs } from '../auth/credentials-changed.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { languageOfUser } from '../preferences/queries.ts';
import type { AccountDeps } from './deps.ts';
import { addressChangedMail } from './emails.ts';

const unusable = () => new AppError('not_found', 'This link is not valid or has already been used', 'token');

/**
 * The open email change an emailed link belongs to, locked, with the link's side (`new`: sent to
 * the new address, `old`: to the current one). 404 on the token field for an unknown or used
 * link, or one of a change already applied or cancelled; 409 once it has expired.
 */
async function lockChangeOfLink(tx: Db, now: Date, token: string) {
  const [link] = await tx
    .select({ id: emailTokens.id, purpose: emailTokens.purpose, usedUtc: emailTokens.usedUtc })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        inArray(emailTokens.purpose, ['email_change_new', 'email_change_old']),
      ),
    )
    .for('update');
  if (!link || link.usedUtc) throw unusable();
  const [change] = await tx
    .select()
    .from(emailChanges)
    .where(or(eq(emailChanges.newTokenId, link.id), eq(emailChanges.oldTokenId, link.id)))
    .for('update');
  if (!change || change.appliedUtc || change.cancelledUtc) throw unusable();
  if (change.expiresUtc <= now) {
    throw new AppError(
      'conflict',
      'This link has expired. Ask for a new change from your profile page',
      'token',
    );
  }
  const [user] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, change.userId));
  return { link, change, user: user!, side: link.purpose === 'email_change_new' ? 'new' : ('old' as const) };
}

/**
 * POST auth/email-change/confirm (anyone holding the link may): confirms the change for the
 * link's address; the link is used up. Once both addresses have confirmed, the login's address
 * becomes the new one: audited, both addresses emailed, every session of the user ended (but
 * the one following the link, when it is the user's own), its unused reset and verification
 * links used up and its open log-in challenges deleted (credentials-changed.ts).
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  caller: Visitor,
  input: EmailChangeLink,
): Promise<EmailChangeOutcome> {
  try {
    return await confirmInTransaction(deps, caller, input);
  } catch (error) {
    // A sign-up taking the address between the check below and the update: the unique index decides.
    if (isUniqueViolation(error, 'users_email_lower_key')) throw addressGone();
    throw error;
  }
}

const addressGone = () =>
  new AppError('conflict', 'This email address is no longer available. Ask for another change', 'token');

async function confirmInTransaction(
  deps: AccountDeps,
  caller: Visitor,
  input: EmailChangeLink,
): Promise<EmailChangeOutcome> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const { link, change, user, side } = await lockChangeOfLink(tx, now, input.token);
    await tx.update(emailTokens).set({ usedUtc: now }).where(eq(emailTokens.id, link.id));
    const [confirmed] = await tx
      .update(emailChanges)
      .set(side === 'new' ? { newConfirmedUtc: now } : { oldConfirmedUtc: now })
      .where(eq(emailChanges.id, change.id))
      .returning();
    const actor = { userId: user.id, email: user.email, role: user.role };
    const entity = { entityType: 'user', entityId: user.id, entityLabel: user.email } as const;
    await recordAudit(tx, deps.clock, actor, {
      action: 'email_change_confirmed',
      ...entity,
      after: change.newEmail,
      details: { address: side === 'new' ? 'new' : 'current' },
    });
    if (!confirmed!.newConfirmedUtc || !confirmed!.oldConfirmedUtc) {
      return { outcome: 'waiting', newEmail: change.newEmail };
    }
    // Both confirmed. The address may have been taken since the request (a sign-up meanwhile).
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, change.newEmail), ne(users.id, user.id)));
    if (owner) throw addressGone();
    // Links mailed to the old address, and log-in challenges already earned, end with it.
    await endOutstandingProofs(tx, now, user.id);
    await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, user.id));
    await tx.update(emailChanges).set({ appliedUtc: now }).where(eq(emailChanges.id, change.id));
    const keep = caller?.userId === user.id ? caller.sessionId : undefined;
    await revokeUserSessions(tx, deps.clock, user.id, 'email address changed', keep);
    await recordAudit(tx, deps.clock, actor, {
      action: 'email_changed',
      ...entity,
      before: change.oldEmail,
      after: change.newEmail,
      details: { otherSessionsEnded: true },
    });
    const addresses = { oldEmail: change.oldEmail, newEmail: change.newEmail };
    const language = await languageOfUser(tx, user.id);
    await enqueueJobs(tx, now, [
      { kind: 'mail', payload: addressChangedMail(change.oldEmail, addresses, language) },
      { kind: 'mail', payload: addressChangedMail(change.newEmail, addresses, language) },
    ]);
    return { outcome: 'changed', newEmail: change.newEmail };
  });
}

/**
 * POST auth/email-change/cancel (anyone holding either link may): the change is cancelled and
 * both its links stop working; the address stays as it is.
 */
export async function cancelEmailChangeByLink(
  deps: AccountDeps,
  _caller: Visitor,
  input: EmailChangeLink,
): Promise<EmailChangeOutcome> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const { change, user, side } = await lockChangeOfLink(tx, now, input.token);
    await tx.update(emailChanges).set({ cancelledUtc: now }).where(eq(emailChanges.id, change.id));
    await tx
      .update(emailTokens)
      .set({ usedUtc: now })
      .where(
        and(inArray(emailTokens.id, [change.newTokenId, change.oldTokenId]), isNull(emailTokens.usedUtc)),
      );
    await recordAudit(
      tx,
      deps.clock,
      { userId: user.id, email: user.email, role: user.role },
      {
        action: 'email_change_cancelled',
        entityType: 'user',
        entityId: user.id,
        entityLabel: user.email,
        after: change.newEmail,
        details: { by: side === 'new' ? 'new address' : 'current address' },
      },
    );
    return { outcome: 'cancelled', newEmail: change.newEmail };
  });
}
