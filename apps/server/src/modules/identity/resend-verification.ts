import type { ResendVerificationRequest } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailTokens, parties, users } from '../../db/schema.ts';
import type { Visitor } from '../../lib/access.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { IdentityDeps } from './deps.ts';
import { issueVerificationLink } from './verification-link.ts';

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
