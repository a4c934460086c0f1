import type { Payout, PayoutPayment } from '@gas/shared';
import { assertMayHandlePayouts, assertSecondOperator, type Caller } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { bankClearing, payoutHold, postTransaction } from '../wallet/ledger.ts';
import type { PayoutsDeps } from './deps.ts';
import { describePayout } from './queries.ts';
import { assertPayeeNotSuspended, lockPayout, movePayout } from './steps.ts';

/**
 * An operator records the bank transfer of an Approved payout: the held amount leaves the
 * platform through the bank clearing account. Above the currency's dual-control threshold the
 * operator is not the one who approved it (409). Of two operators racing, one marks it paid.
 */
export async function markPayoutPaid(
  deps: PayoutsDeps,
  caller: Caller,
  input: { id: string } & PayoutPayment,
): Promise<Payout> {
  assertMayHandlePayouts(caller);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockPayout(tx, input.id, () => true, ['Approved']);
    await assertPayeeNotSuspended(tx, row);
    assertSecondOperator(caller, row, deps.dualControlThreshold[row.currency]);
    const now = deps.clock.now();
    await postTransaction(tx, {
      kind: 'payout_paid',
      reference: row.reference,
      currency: row.currency,
      at: now,
      postings: [
        { account: payoutHold(row.partyId, row.currency), amount: -row.amount },
        { account: bankClearing(row.currency), amount: row.amount },
      ],
    });
    const updated = await movePayout(tx, deps.clock, caller, row, {
      status: 'Paid',
      paidUtc: now,
      paidBy: caller === 'system' ? null : caller.userId,
      bankReference: input.bankReference,
    });
    return describePayout(tx, caller, updated);
  });
}
