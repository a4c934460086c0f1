import type { Payout } from '@gas/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { type Actor, type Caller, owns } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
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
    return describePayout(tx, updated);
  });
}

export const accountChangedReason = 'The bank account was changed or removed';

/**
 * For banking (issue 18, point 2): call in the transaction that archives a payout account
 * (replaced or removed). Every open payout (Requested or Approved) to that account is cancelled
 * and its amount released to the wallet, audited and emailed. Returns how many were cancelled.
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
  for (const row of open) {
    await releasePayout(tx, clock, caller, row, { status: 'Cancelled', reason: accountChangedReason });
  }
  return open.length;
}
