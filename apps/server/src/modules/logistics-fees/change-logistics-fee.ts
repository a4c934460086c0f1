import type { LogisticsFee, LogisticsFeeRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { logisticsFees } from '../../db/schema-fulfilment.ts';
import { assertMayEditLogisticsFees, type Caller } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { LogisticsFeeDeps } from './deps.ts';
import { asDuplicateRoute, hubNamed, recordFeeChange } from './fees.ts';
import { describeLogisticsFee, findLogisticsFee } from './queries.ts';

/**
 * An operator changes a fee: its amount or its route (onto a route with a fee of its own: 409).
 * Purchases already placed keep the fee they hold; new quotes and purchases use this one.
 */
export async function changeLogisticsFee(
  deps: LogisticsFeeDeps,
  caller: Caller,
  input: { feeId: string; fee: LogisticsFeeRequest },
): Promise<LogisticsFee> {
  assertMayEditLogisticsFees(caller);
  let hubName = '';
  try {
    return await inTransaction(deps.db, async (tx) => {
      // Held until this change commits: a change or delete at the same moment waits, then reads
      // what this one wrote (the audit row's before is the fee it replaced) or finds it gone (404).
      await tx
        .select({ id: logisticsFees.id })
        .from(logisticsFees)
        .where(eq(logisticsFees.id, input.feeId))
        .for('update');
      const current = await findLogisticsFee(tx, input.feeId);
      if (!current) throw notFound('The logistics fee');
      const hub = await hubNamed(tx, input.fee);
      hubName = hub.name;
      const [updated] = await tx
        .update(logisticsFees)
        .set({
          hubId: hub.id,
          state: input.fee.state,
          currency: input.fee.currency,
          feePerUnit: input.fee.feePerUnit,
          updatedUtc: deps.clock.now(),
        })
        .where(eq(logisticsFees.id, current.id))
        .returning();
      if (!updated) throw notFound('The logistics fee');
      const before = describeLogisticsFee(current);
      const fee = describeLogisticsFee({ ...updated, hubName: hub.name });
      await recordFeeChange(tx, deps.clock, caller, 'logistics_fee_changed', fee, {
        before: `${before.feePerUnitString} (${before.hub.name} to ${before.state}, ${before.currency})`,
        after: fee.feePerUnitString,
      });
      return fee;
    });
  } catch (error) {
    throw asDuplicateRoute(error, hubName, input.fee);
  }
}
