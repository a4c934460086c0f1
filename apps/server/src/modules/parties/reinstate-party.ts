import type { Party, PartyKind } from '@gas/shared';
import { assertMayChangePartyStanding, type Caller } from '../../lib/access.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import type { PartyDeps } from './deps.ts';
import { partyReinstatedMail } from './emails.ts';
import { describeParty, loadParty, partyName } from './queries.ts';
import { changeStanding } from './standing.ts';

/**
 * An operator reinstates a Suspended party, with a reason: it becomes Active again (it may log
 * in and trade). Purchases the suspension cancelled stay cancelled. Audited and emailed.
 */
export async function reinstateParty(
  deps: PartyDeps,
  caller: Caller,
  input: { kind: PartyKind; partyId: string; reason: string },
): Promise<Party> {
  assertMayChangePartyStanding(caller);
  const { clock } = deps;
  return inTransaction(deps.db, async (tx) => {
    const current = await loadParty(tx, input.kind, input.partyId);
    const updated = await changeStanding(tx, current.party.id, 'Reinstated');
    await recordAudit(tx, clock, caller, {
      action: 'party_reinstated',
      entityType: 'party',
      entityId: updated.id,
      entityLabel: partyName(updated),
      before: 'Suspended',
      after: 'Active',
      details: { kind: input.kind, reason: input.reason },
    });
    await queuePartyMails(tx, clock.now(), [partyReinstatedMail(updated.id, input.reason)]);
    // Its offers (or bids) are on the market again.
    await notifyMarketChanged(tx, { kind: input.kind === 'supplier' ? 'offers' : 'bids' });
    return describeParty(updated, current.email);
  });
}
