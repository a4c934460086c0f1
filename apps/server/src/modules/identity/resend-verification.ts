import { type ResendVerificationRequest, verificationLinkHours } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens, parties, users } from '../../db/schema.ts';
import type { Visitor } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { IdentityDeps } from './deps.ts';
import { issueVerificationLink, linksExpiringAfter, takeLinkTurn } from './verification-link.ts';

/**
 * At most this many verification links (the sign-up's included) go to one account within
 * `verificationResendMinutes`, whoever asks and from wherever: further asks get the same answer
 * and send nothing, so the form cannot be used to flood anyone's mailbox.
 */
export const maxVerificationLinks = 3;
export const verificationResendMinutes = 30;

/**
 * Sends a fresh link to an address whose party is still Unconfirmed (anyone may ask). Answers
 * the same whether or not the address exists, so it cannot be used to discover accounts. In the
 * login's saved language, else `options.language` (the request's, issue 23).
 */
export async function resendVerification(
  deps: IdentityDeps,
  _visitor: Visitor,
  input: ResendVerificationRequest,
  options: { language?: ServerLanguage } = {},
): Promise<null> {
  await inTransaction(deps.db, async (tx) => {
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
      .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
    if (row?.status !== 'Unconfirmed') return;
    await takeLinkTurn(tx, row.id);
    // Those sent in the last half hour expire later than this.
    const sentLately = addMinutes(deps.clock.now(), verificationLinkHours * 60 - verificationResendMinutes);
    if ((await linksExpiringAfter(tx, row.id, 'verify', sentLately)) >= maxVerificationLinks) return;
    // Older verification links stop working once a new one is sent.
    await tx
      .update(emailTokens)
      .set({ usedUtc: deps.clock.now() })
      .where(
        and(eq(emailTokens.userId, row.id), eq(emailTokens.purpose, 'verify'), isNull(emailTokens.usedUtc)),
      );
    await issueVerificationLink(tx, deps, row, row.first ?? row.company ?? row.email, options.language);
  });
  return null;
}
