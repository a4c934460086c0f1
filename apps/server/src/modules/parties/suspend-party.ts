import type { Party, PartyKind } from '@gas/shared';
import { and, eq, or } from 'drizzle-orm';
import { sales, users } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { assertMayChangePartyStanding, type Caller } from '../../lib/access.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { openBidIdsOf } from '../bids/close-bid.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { resolveSale } from '../trading/resolve-sale.ts';
import type { PartyDeps } from './deps.ts';
import { partySuspendedMail } from './emails.ts';
import { describeParty, loadParty, partyName } from './queries.ts';
import { changeStanding } from './standing.ts';

/**
 * An operator suspends an Active party, with a reason, in ONE transaction: the party becomes
 * Suspended (it cannot log in, and its sessions end at once), every Pending sale it takes part in
 * is cancelled through the trading module's resolveSale (as a buyer: its held funds and the stock
 * are released; as a supplier: the buyers' funds and its stock), sales already approved stand;
 * a buyer's open bids are cancelled and released just after, by a job. The audit row and the
 * email carry the reason. docs/domain-rules.md, "Suspension".
 */
export async function suspendParty(
  deps: PartyDeps,
  caller: Caller,
  input: { kind: PartyKind; partyId: string; reason: string },
): Promise<Party> {
  assertMayChangePartyStanding(caller);
  const { clock } = deps;
  return inTransaction(deps.db, async (tx) => {
    const current = await loadParty(tx, input.kind, input.partyId);
    // The party's Pending sales first, in id order, as a decision on one of them locks it (the
    // sale, then its inventory): taken after the inventories, a supplier cancelling a sale at the
    // same moment deadlocked with this suspension.
    await runStatement(
      tx,
      `select id from sales where status = 'Pending' and (customer_id = $1 or supplier_id = $1)
       order by id for update`,
      [input.partyId],
    );
    // Then, in a purchase's lock order (inventory, then the parties' rows, then ledger accounts),
    // the inventories whose Pending sales may be cancelled below, so that a purchase racing
    // with this suspension either commits before the party's row changes (and is cancelled
    // below) or waits for it and is refused (place-purchase reads both parties FOR SHARE).
    await runStatement(
      tx,
      `select id from inventories
       where supplier_id = $1 or id in (select inventory_id from sales where customer_id = $1 and status = 'Pending')
       order by id for update`,
      [input.partyId],
    );
    const updated = await changeStanding(tx, current.party.id, 'Suspended');
    const [login] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.partyId, updated.id));
    if (login) await revokeUserSessions(tx, clock, login.id, 'account suspended');
    // The party is Suspended (and its row locked) from here on: no new purchase by it or from its
    // stock can be placed (place-purchase wants an Active buyer and seller). Its Pending sales
    // are those locked above and any a purchase committed while this waited for an inventory.
    // SKIP LOCKED: such a new sale locked by its party's decision at this moment is left to that
    // decision (waiting for it here, holding the inventory it wants, would deadlock); every row
    // this answers is locked by this transaction and still Pending, so each cancellation holds.
    const pending = await tx
      .select({ id: sales.id, reference: sales.reference })
      .from(sales)
      .where(
        and(
          eq(sales.status, 'Pending'),
          or(eq(sales.customerId, updated.id), eq(sales.supplierId, updated.id)),
        ),
      )
      .orderBy(sales.createdUtc)
      .for('update', { skipLocked: true });
    for (const sale of pending) {
      await resolveSale({ db: tx, clock }, caller, { saleId: sale.id, resolution: 'Suspended' });
    }
    await recordAudit(tx, clock, caller, {
      action: 'party_suspended',
      entityType: 'party',
      entityId: updated.id,
      entityLabel: partyName(updated),
      before: 'Active',
      after: 'Suspended',
      details: {
        kind: input.kind,
        reason: input.reason,
        cancelledSales: pending.map((sale) => sale.reference),
      },
    });
    await queuePartyMails(tx, clock.now(), [partySuspendedMail(updated.id, input.reason)]);
    // A buyer's open bids are cancelled and released by a job once this commits (their locks come
    // bid first, as a fill's: taken here, after the inventories and the party, they could deadlock
    // with a fill). From the commit on, no bid of the party can be posted or filled.
    if (input.kind === 'offtaker') {
      await enqueueJob(tx, clock.now(), {
        kind: 'bids-release',
        payload: {
          partyId: updated.id,
          suspendedUtc: clock.now().toISOString(),
          bidIds: await openBidIdsOf(tx, updated.id),
        },
      });
    }
    // A suspended supplier's offers (and a buyer's bids) leave the market.
    await notifyMarketChanged(tx, { kind: input.kind === 'supplier' ? 'offers' : 'bids' });
    return describeParty(updated, login?.email ?? null);
  });
}
