import type { Payout } from '@gas/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { type Actor, type Caller, owns } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { PayoutsDeps } from './deps.ts';
import { describePayout } from './queries.ts';
import { lockPayout, releasePayout } from './steps.ts';

/** The requester cancels its own payout while it is Requested; the amount goes back to the wallet. */
export async function cancelPayout(deps: PayoutsDeps, actor: Actor, input: { id: string }): Promise<Payout> {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockPayout(
      tx,
      input.id,
      (payout) =>
        actor.role !== 'admin' && owns(actor, { offtakerId: payout.partyId, supplierId: payout.partyId }),
      ['Requested'],
    );
    const updated = await releasePayout(tx, deps.clock, actor, row, { status: 'Cancelled', reason: null });
    return describePayout(tx, actor, updated);
  });
}

export const accountChangedReason = 'The bank account was changed or removed';

export const approvedPayoutToAccountMessage =
  'A payout to this account has been approved and may already be on its way: change the account once it is paid, or ask the operators to reject it';

/**
 * For banking (issue 18, point 2): call in the transaction that archives a payout account
 * (replaced or removed). Every Requested payout to that account is cancelled and its amount
 * released to the wallet, audited and emailed; returns how many. An Approved one refuses the
 * change (409): operators send the bank transfer before they record it Paid, so releasing an
 * Approved payout could give back money that has already left, and pay it twice. Its bank details
 * are on the payout, so paying it as approved stays right; an operator who knows nothing was sent
 * can reject it.
 */
export async function cancelOpenPayoutsForAccount(
  tx: Db,
  clock: Clock,
  caller: Caller,
  payoutAccountId: string,
): Promise<number> {
  const open = await tx
    .select()
    .from(payouts)
    .where(
      and(eq(payouts.payoutAccountId, payoutAccountId), inArray(payouts.status, ['Requested', 'Approved'])),
    )
    .orderBy(payouts.id)
    .for('update');
  if (open.some((row) => row.status === 'Approved')) throw conflict(approvedPayoutToAccountMessage);
  for (const row of open) {
    await releasePayout(tx, clock, caller, row, { status: 'Cancelled', reason: accountChangedReason });
  }
  return open.length;
}
