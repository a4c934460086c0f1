import type { VerifiedEmail, VerifyEmailRequest } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { emailTokens, parties, users } from '../../db/schema.ts';
import type { Visitor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { signUpAwaitingMail } from '../notifications/emails.ts';
import { queueOperatorMail } from '../notifications/to-operators.ts';
import { partyName } from '../parties/queries.ts';
import type { IdentityDeps } from './deps.ts';
import { lockUnusedLink } from './verification-link.ts';

/**
 * Follows an emailed link (anyone holding it may): single use, within its 24 hours; a
 * password-reset link is no verification link. Moves the party from Unconfirmed to Pending
 * (awaiting an operator's approval).
 */
export async function verifyEmail(
  deps: IdentityDeps,
  _visitor: Visitor,
  input: VerifyEmailRequest,
): Promise<VerifiedEmail> {
  return inTransaction(deps.db, async (tx) => {
    const found = await lockUnusedLink(tx, input.token, 'verify');
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
        .returning();
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
      // A sign-up now awaits onboarding: the operators who want to know are emailed.
      if (confirmed) {
        const party = { id: confirmed.id, kind: confirmed.kind, name: partyName(confirmed) };
        await queueOperatorMail(tx, deps.clock.now(), signUpAwaitingMail(party, deps.publicUrl));
      }
    }
    return { email: user!.email };
  });
}
