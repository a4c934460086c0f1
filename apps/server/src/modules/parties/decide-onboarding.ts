import type { OnboardingDecision, Party, PartyKind } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { parties, users } from '../../db/schema.ts';
import { assertMayManageParties, type Caller } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { assertReadyForApproval } from '../verification/licence.ts';
import type { PartyDeps } from './deps.ts';
import { onboardingDecidedMail } from './emails.ts';
import { describeParty, loadParty, partyName } from './queries.ts';

/**
 * An operator's onboarding decision: Approve makes the party Active, Reject makes it Rejected
 * (its sessions end). Approve needs a complete business profile (modules/verification). Only a Pending party can be decided, and only once even when two operators
 * click together: the status change is one conditional update. The party is told by email.
 */
export async function decideOnboarding(
  deps: PartyDeps,
  caller: Caller,
  input: { kind: PartyKind; partyId: string; decision: OnboardingDecision },
): Promise<Party> {
  assertMayManageParties(caller);
  const { clock } = deps;
  const status = input.decision === 'Approve' ? 'Active' : 'Rejected';
  return inTransaction(deps.db, async (tx) => {
    const current = await loadParty(tx, input.kind, input.partyId);
    const [updated] = await tx
      .update(parties)
      .set({ status, decidedUtc: clock.now() })
      .where(and(eq(parties.id, input.partyId), eq(parties.status, 'Pending')))
      .returning();
    if (!updated) {
      throw new AppError(
        'conflict',
        `Only a pending registration can be decided; this one is ${current.party.status}`,
      );
    }
    // Approval needs a complete business profile (a supplier's licence not expired): 409 naming
    // what is missing, and the update above rolls back with it.
    if (status === 'Active') await assertReadyForApproval(tx, updated.id, clock.now());
    // Its login, signed in while Pending, acts as Active from its next request (lib/session-cache.ts).
    await sessionsChanged(tx, { parties: [updated.id] });
    const [login] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.partyId, updated.id));
    await recordAudit(tx, clock, caller, {
      action: 'onboarding_decided',
      entityType: 'party',
      entityId: updated.id,
      entityLabel: partyName(updated),
      before: 'Pending',
      after: status,
      details: { kind: input.kind },
    });
    if (login && status === 'Rejected')
      await revokeUserSessions(tx, clock, login.id, 'registration rejected');
    await queuePartyMails(tx, clock.now(), [onboardingDecidedMail(updated.id, status)]);
    return describeParty(updated, login?.email ?? null);
  });
}
