import { type EmailChangeRequest, emailChangeHours, type PendingEmailChange } from '@gas/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema.ts';
import { emailChanges } from '../../db/schema-email-changes.ts';
import type { Actor } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { endOpenEmailChanges } from '../auth/credentials-changed.ts';
import { checkPasswordAgain } from '../auth/password-again.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { languageOfAddress, languageOfUser } from '../preferences/queries.ts';
import type { AccountDeps } from './deps.ts';
import { addressInUseMail, confirmNewAddressMail, confirmOldAddressMail } from './emails.ts';

/**
 * At most this many changes may be asked for by one account in `emailChangeHours`: each sends a
 * mail to an address of the asker's choosing, so the form cannot be used to flood a mailbox.
 */
export const maxEmailChangesPerDay = 5;

/** 429 past `maxEmailChangesPerDay`; the HTTP layer says when to try again (Retry-After). */
export class TooManyEmailChanges extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'rate_limited',
      `You have asked to change your email address ${maxEmailChangesPerDay} times in ${emailChangeHours} hours. Please try again later.`,
    );
  }
}

/**
 * POST auth/email-change: the signed-in user asks to change the login's address, with the
 * current password (400 on its field when wrong). Two single-use links, stored hashed and valid
 * for `emailChangeHours`, are emailed: one to the new address (confirm), one to the current
 * address (confirm or cancel); the change applies once both have confirmed. A newer request
 * cancels an open one. When the new address already has an account, the answer is the same,
 * the new address's owner is told instead, and no link goes there, so the change never
 * completes (docs/domain-rules.md, Accounts).
 */
export async function requestEmailChange(
  deps: AccountDeps,
  actor: Actor,
  input: EmailChangeRequest,
): Promise<NonNullable<PendingEmailChange>> {
  const checked = await checkPasswordAgain(deps, actor, input.currentPassword);
  if (!checked.right) {
    throw new AppError('validation', 'The current password is not correct', 'currentPassword');
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('unauthenticated', 'Your session has ended. Please log in again');
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) {
    throw new AppError('validation', 'This is already your email address', 'newEmail');
  }
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const expiresUtc = addMinutes(now, emailChangeHours * 60);
    // The user's row is locked: two requests at once count one after the other. A password reset
    // or change committed since the password was checked ends this session and every open change:
    // this request, checked with the old password, must not open one after it.
    const [locked] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (locked?.hash !== checked.hash) {
      throw new AppError('unauthenticated', 'Your session has ended. Please log in again');
    }
    const recent = await tx
      .select({ createdUtc: emailChanges.createdUtc })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.userId, user.id),
          gt(emailChanges.createdUtc, addMinutes(now, -emailChangeHours * 60)),
        ),
      )
      .orderBy(emailChanges.createdUtc);
    if (recent.length >= maxEmailChangesPerDay) {
      const freeAt = addMinutes(
        recent[recent.length - maxEmailChangesPerDay]!.createdUtc,
        emailChangeHours * 60,
      );
      throw new TooManyEmailChanges(Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000)));
    }
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail), ne(users.id, user.id)));
    await endOpenEmailChanges(tx, user.id, now);
    const newToken_ = newToken();
    const oldToken = newToken();
    const [newLink, oldLink] = await tx
      .insert(emailTokens)
      .values([
        { userId: user.id, tokenHash: hashToken(newToken_), purpose: 'email_change_new', expiresUtc },
        { userId: user.id, tokenHash: hashToken(oldToken), purpose: 'email_change_old', expiresUtc },
      ])
      .returning({ id: emailTokens.id });
    await tx.insert(emailChanges).values({
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      newTokenId: newLink!.id,
      oldTokenId: oldLink!.id,
      expiresUtc,
      createdUtc: now,
    });
    const link = (token: string) => `${deps.publicUrl}/email-change?token=${token}`;
    // In the user's saved language; the other account's owner in theirs (issue 23).
    const language = await languageOfUser(tx, user.id);
    await enqueueJobs(tx, now, [
      { kind: 'mail', payload: confirmOldAddressMail(user.email, newEmail, link(oldToken), language) },
      {
        kind: 'mail',
        payload: owner
          ? addressInUseMail(newEmail, await languageOfAddress(tx, newEmail))
          : confirmNewAddressMail(newEmail, user.email, link(newToken_), language),
      },
    ]);
    await recordAudit(tx, deps.clock, actor, {
      action: 'email_change_requested',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      after: newEmail,
      details: { addressInUse: Boolean(owner) },
    });
    return { newEmail, expiresUtc: expiresUtc.toISOString(), confirmedByOld: false, confirmedByNew: false };
  });
}
