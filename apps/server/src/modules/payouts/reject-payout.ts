import type { Payout, PayoutRejection } from '@gas/shared';
import { assertMayHandlePayouts, type Caller } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { PayoutsDeps } from './deps.ts';
import { describePayout } from './queries.ts';
import { lockPayout, releasePayout } from './steps.ts';

/** An operator rejects a Requested or Approved payout with a reason; the amount goes back to the wallet. */
export async function rejectPayout(
  deps: PayoutsDeps,
  caller: Caller,
  input: { id: string } & PayoutRejection,
): Promise<Payout> {
  assertMayHandlePayouts(caller);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockPayout(tx, input.id, () => true, ['Requested', 'Approved']);
    const updated = await releasePayout(tx, deps.clock, caller, row, {
      status: 'Rejected',
      reason: input.reason,
    });
    return describePayout(tx, caller, updated);
  });
}
