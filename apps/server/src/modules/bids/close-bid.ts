import type { Bid } from '@gas/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bids } from '../../db/schema-bids.ts';
import { type Actor, type Caller, offtakerId } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { hold, postTransaction, wallet } from '../wallet/ledger.ts';
import type { BidsDeps } from './deps.ts';
import { bidClosedMail } from './emails.ts';
import { announceMarketChange } from './market-change.ts';
import { describeBids, heldFor } from './queries.ts';

type Closing = 'Cancelled' | 'Expired';
/** Closing a bid starts no fulfilment: the database and the clock are enough. */
type CloseDeps = Pick<BidsDeps, 'db' | 'clock'>;

/**
 * Closes an Open bid, at most once: its buyer cancels what is left, or the expiry job lets it
 * expire. The remaining quantity's hold (goods and logistics fee) goes back to the wallet in one
 * ledger transaction (`bid_release`). The bid row is locked first, as a fill locks it: a fill and
 * a cancel (or the expiry) racing for it take turns, and the second sees the first's outcome.
 */
async function closeBid(
  deps: CloseDeps,
  caller: Caller,
  bidId: string,
  closing: Closing,
  because?: string,
): Promise<Bid> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const owner = caller === 'system' ? undefined : eq(bids.customerId, offtakerId(caller));
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.id, bidId), owner))
      .for('update');
    if (!bid) throw notFound('The bid');
    if (bid.status !== 'Open') throw new AppError('conflict', `This bid is already ${bid.status}`);
    if (closing === 'Expired' && bid.validUntilUtc > now)
      throw new AppError('conflict', 'This bid is still valid');
    const released = heldFor(bid, bid.remaining);
    await postTransaction(tx, {
      kind: 'bid_release',
      reference: bid.reference,
      currency: bid.currency,
      at: now,
      postings: [
        { account: hold(bid.customerId, bid.currency), amount: -released },
        { account: wallet(bid.customerId, bid.currency), amount: released },
      ],
    });
    const [closed] = await tx
      .update(bids)
      .set({ status: closing, closedUtc: now })
      .where(eq(bids.id, bid.id))
      .returning();
    await recordAudit(tx, deps.clock, caller, {
      action: closing === 'Cancelled' ? 'bid_cancelled' : 'bid_expired',
      entityType: 'bid',
      entityId: bid.id,
      entityLabel: bid.reference,
      before: 'Open',
      after: closing,
      details: {
        remaining: bid.remaining,
        released,
        currency: bid.currency,
        ...(because ? { because } : {}),
      },
    });
    await queuePartyMails(tx, now, [bidClosedMail(closed!, released)]);
    await announceMarketChange(tx, { hub: bid.hubId, product: bid.productId });
    return (await describeBids(tx, [closed!], 'owner'))[0]!;
  });
}

/** POST bids/{id}/cancel: the buyer cancels what is left of its open bid (released to its wallet). */
export async function cancelBid(deps: CloseDeps, actor: Actor, input: { id: string }): Promise<Bid> {
  return closeBid(deps, actor, input.id, 'Cancelled');
}

/** Bids closed by one run of the expiry job at most: the rest wait for the next run. */
const expiredPerRun = 500;

/**
 * The expiry job (every minute, modules/jobs scheduler): releases every Open bid whose validity
 * has passed, each in its own transaction. A bid filled or cancelled meanwhile keeps that outcome.
 * Returns how many it expired.
 */
export async function expireBids(deps: CloseDeps): Promise<number> {
  const due = await deps.db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.status, 'Open'), lte(bids.validUntilUtc, deps.clock.now())))
    .orderBy(asc(bids.validUntilUtc))
    .limit(expiredPerRun);
  let expired = 0;
  for (const { id } of due) {
    try {
      await closeBid(deps, 'system', id, 'Expired');
      expired++;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  return expired;
}

/**
 * The Open bids of a buyer being suspended, read in the suspension's transaction once it holds the
 * party's lock (so every bid posted before it has committed): the `bids-release` job's list.
 */
export async function openBidIdsOf(tx: Db, partyId: string): Promise<string[]> {
  const open = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.customerId, partyId), eq(bids.status, 'Open')))
    .orderBy(asc(bids.createdUtc));
  return open.map((bid) => bid.id);
}

/**
 * The `bids-release` job, queued by a buyer's suspension (modules/parties/suspend-party.ts):
 * cancels every bid the party had open when it was suspended (`bidIds`, listed by the suspension),
 * each in its own transaction, and releases what it holds to the wallet (docs/domain-rules.md,
 * "Suspension"). It runs once the suspension has committed, so no bid of the party can be posted
 * or filled meanwhile (both want an Active buyer), and it locks as a buyer's cancel does (the bid,
 * then the ledger), never against the suspension's own lock order. A bid filled or closed
 * meanwhile keeps that outcome; a bid posted after a reinstatement is not the suspension's.
 * Returns how many it cancelled. Jobs queued before the list was kept (no `bidIds`) take the
 * party's Open bids created by the suspension's time, as they did; a list is not at the mercy of
 * two servers' clocks.
 */
export async function cancelSuspendedBuyersBids(
  deps: CloseDeps,
  input: { partyId: string; suspendedUtc: Date; bidIds?: string[] },
): Promise<number> {
  const open = input.bidIds
    ? input.bidIds.map((id) => ({ id }))
    : await deps.db
        .select({ id: bids.id })
        .from(bids)
        .where(
          and(
            eq(bids.customerId, input.partyId),
            eq(bids.status, 'Open'),
            lte(bids.createdUtc, input.suspendedUtc),
          ),
        )
        .orderBy(asc(bids.createdUtc));
  let cancelled = 0;
  for (const { id } of open) {
    try {
      await closeBid(deps, 'system', id, 'Cancelled', 'buyer suspended');
      cancelled++;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  return cancelled;
}
