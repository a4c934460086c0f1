import { type PasswordResetRequest, passwordResetMinutes } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema.ts';
import type { Visitor } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { languageOfUser } from '../preferences/queries.ts';
import type { IdentityDeps } from './deps.ts';
import { passwordResetMail } from './emails.ts';
import { linksExpiringAfter, takeLinkTurn } from './verification-link.ts';

/**
 * At most this many reset links go to one account within `passwordResetMinutes`; further asks
 * get the same answer and send nothing, so the form cannot be used to flood anyone's mailbox.
 */
export const maxPasswordResetLinks = 3;

/**
 * Asks for a password-reset link (anyone may). The answer is the same, in about the same time,
 * whether or not the address has an account: both paths look the address up and write one
 * audit row in one transaction; an account's owner also gets the link by email (queued, sent
 * after commit). The link works once, for `passwordResetMinutes`; only its token's hash is
 * stored, and a new link ends the older ones (docs/domain-rules.md, Accounts).
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  _visitor: Visitor,
  input: PasswordResetRequest,
  options: { language?: ServerLanguage } = {},
): Promise<null> {
  const email = input.email.trim().toLowerCase();
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    let linkSent = false;
    if (user) {
      await takeLinkTurn(tx, user.id);
      // A reset link lives passwordResetMinutes: the unexpired ones were sent in that time.
      if ((await linksExpiringAfter(tx, user.id, 'password_reset', now)) < maxPasswordResetLinks) {
        // Older reset links stop working once a new one is sent.
        await tx
          .update(emailTokens)
          .set({ usedUtc: now })
          .where(
            and(
              eq(emailTokens.userId, user.id),
              eq(emailTokens.purpose, 'password_reset'),
              isNull(emailTokens.usedUtc),
            ),
          );
        const token = newToken();
        await tx.insert(emailTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          purpose: 'password_reset',
          expiresUtc: addMinutes(now, passwordResetMinutes),
        });
        const link = `${deps.publicUrl}/reset-password?token=${token}`;
        // In the account's saved language, else the request's (issue 23).
        const language = await languageOfUser(tx, user.id, options.language);
        await enqueueJob(tx, now, { kind: 'mail', payload: passwordResetMail(user.email, link, language) });
        linkSent = true;
      }
    }
    await recordAudit(
      tx,
      deps.clock,
      { anonymousEmail: email.slice(0, 254) },
      {
        action: 'password_reset_requested',
        entityType: 'user',
        entityId: user?.id ?? null,
        entityLabel: email.slice(0, 254),
        details: { accountExists: Boolean(user), linkSent },
      },
    );
  });
  return null;
}
