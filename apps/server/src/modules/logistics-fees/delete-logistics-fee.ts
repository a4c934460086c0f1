import { eq } from 'drizzle-orm';
import { logisticsFees } from '../../db/schema-fulfilment.ts';
import { assertMayEditLogisticsFees, type Caller } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { LogisticsFeeDeps } from './deps.ts';
import { recordFeeChange } from './fees.ts';
import { describeLogisticsFee, findLogisticsFee } from './queries.ts';

/**
 * An operator deletes a fee: delivery on that route is no longer offered to new purchases.
 * Purchases already placed keep the fee they hold (it was copied onto them).
 */
export async function deleteLogisticsFee(
  deps: LogisticsFeeDeps,
  caller: Caller,
  input: { feeId: string },
): Promise<null> {
  assertMayEditLogisticsFees(caller);
  return inTransaction(deps.db, async (tx) => {
    // Held until this delete commits: a second delete at the same moment waits, then finds the
    // fee gone and answers 404, writing no second audit row.
    await tx
      .select({ id: logisticsFees.id })
      .from(logisticsFees)
      .where(eq(logisticsFees.id, input.feeId))
      .for('update');
    const current = await findLogisticsFee(tx, input.feeId);
    if (!current) throw notFound('The logistics fee');
    await tx.delete(logisticsFees).where(eq(logisticsFees.id, current.id));
    const fee = describeLogisticsFee(current);
    await recordFeeChange(tx, deps.clock, caller, 'logistics_fee_deleted', fee, {
      before: fee.feePerUnitString,
      after: 'Deleted',
    });
    return null;
  });
}
