import { verificationLinkHours } from '@gas/shared';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { languageOfUser } from '../preferences/queries.ts';
import type { IdentityDeps } from './deps.ts';
import { verificationMail } from './emails.ts';

/**
 * Asks for a login's links (verification, password reset) take turns until their transaction
 * ends, so that simultaneous asks count each other's links against the limit. An advisory lock,
 * not the login's row: following a link locks its token and then updates the login, and a lock
 * on the login taken first here would make a cycle with it.
 */
export async function takeLinkTurn(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-links:${userId}`}, 0))`);
}

/**
 * How many of a login's links of `purpose` expire after `after`: those sent recently, a link's
 * expiry being its sending time (the app's clock) plus its fixed lifetime. The asks' limits count
 * them, after takeLinkTurn.
 */
export async function linksExpiringAfter(
  tx: Db,
  userId: string,
  purpose: 'verify' | 'password_reset',
  after: Date,
): Promise<number> {
  const [recent] = await tx
    .select({ links: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.expiresUtc, after),
      ),
    );
  return recent?.links ?? 0;
}

/**
 * A new single-use verification link for `user`, in the caller's transaction: its token's hash
 * is stored, and the email carrying it is queued (sent after commit by the job queue), in the
 * user's saved language, else `language` (the request's, issue 23).
 */
export async function issueVerificationLink(
  tx: Db,
  deps: IdentityDeps,
  user: { id: string; email: string },
  name: string,
  language: ServerLanguage = 'en',
): Promise<void> {
  const token = newToken();
  await tx.insert(emailTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'verify',
    expiresUtc: addMinutes(deps.clock.now(), verificationLinkHours * 60),
  });
  const link = `${deps.publicUrl}/verify?token=${token}`;
  const inLanguage = await languageOfUser(tx, user.id, language);
  await enqueueJob(tx, deps.clock.now(), {
    kind: 'mail',
    payload: verificationMail(user.email, name, link, inLanguage),
  });
}

/**
 * The unused link of `purpose` whose token this is, locked for the caller's transaction to use
 * up; 404 on the token field when there is none or it was used (a link of the other purpose
 * never counts). The caller judges its expiry, each with its own message.
 */
export async function lockUnusedLink(tx: Db, token: string, purpose: 'verify' | 'password_reset') {
  const [found] = await tx
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      expiresUtc: emailTokens.expiresUtc,
      usedUtc: emailTokens.usedUtc,
    })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .for('update');
  if (!found || found.usedUtc) {
    throw new AppError('not_found', 'This link is not valid or has already been used', 'token');
  }
  return found;
}
