import type { Payout } from '@gas/shared';
import { assertMayHandlePayouts, type Caller } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { PayoutsDeps } from './deps.ts';
import { describePayout } from './queries.ts';
import { assertPayeeNotSuspended, lockPayout, movePayout } from './steps.ts';

/** An operator approves a Requested payout (it stays held until an operator marks it paid). */
export async function approvePayout(
  deps: PayoutsDeps,
  caller: Caller,
  input: { id: string },
): Promise<Payout> {
  assertMayHandlePayouts(caller);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockPayout(tx, input.id, () => true, ['Requested']);
    await assertPayeeNotSuspended(tx, row);
    const updated = await movePayout(tx, deps.clock, caller, row, {
      status: 'Approved',
      approvedUtc: deps.clock.now(),
      approvedBy: caller === 'system' ? null : caller.userId,
    });
    return describePayout(tx, caller, updated);
  });
}
