import type { LogisticsFee, LogisticsFeeRequest } from '@gas/shared';
import { logisticsFees } from '../../db/schema-fulfilment.ts';
import { assertMayEditLogisticsFees, type Caller } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { LogisticsFeeDeps } from './deps.ts';
import { asDuplicateRoute, hubNamed, recordFeeChange } from './fees.ts';
import { describeLogisticsFee } from './queries.ts';

/**
 * An operator sets the fee per unit for deliveries from a hub to a state in a currency. One fee
 * per route: a second is refused (409). Purchases already placed keep the fee they hold.
 */
export async function addLogisticsFee(
  deps: LogisticsFeeDeps,
  caller: Caller,
  input: LogisticsFeeRequest,
): Promise<LogisticsFee> {
  assertMayEditLogisticsFees(caller);
  let hubName = '';
  try {
    return await inTransaction(deps.db, async (tx) => {
      const hub = await hubNamed(tx, input);
      hubName = hub.name;
      const now = deps.clock.now();
      const [created] = await tx
        .insert(logisticsFees)
        .values({
          hubId: hub.id,
          state: input.state,
          currency: input.currency,
          feePerUnit: input.feePerUnit,
          createdUtc: now,
          updatedUtc: now,
        })
        .returning();
      const fee = describeLogisticsFee({ ...created!, hubName: hub.name });
      await recordFeeChange(tx, deps.clock, caller, 'logistics_fee_added', fee, {
        after: fee.feePerUnitString,
      });
      return fee;
    });
  } catch (error) {
    throw asDuplicateRoute(error, hubName, input);
  }
}
