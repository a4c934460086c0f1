import type { Fulfilment, RefundUndeliveredRequest } from '@gas/shared';
import { type Actor, requireRole } from '../../lib/access.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { lockForOperatorStep } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';
import { saleStepOnce } from './step-once.ts';

/**
 * An operator refunds a delivery that was loaded on the platform's truck and will not arrive: the
 * truck was lost, or the buyer refused the gas at the gate and will not give the code. Without
 * this a loaded delivery could end only with the buyer's code, so its hold and reserved stock
 * stayed for good. One ledger transaction (settle.ts): the whole hold back to the buyer's wallet,
 * the loaded gas out of the inventory and recorded as a transit loss for the operators, the sale
 * Cancelled, both parties emailed with the reason, audited and on the timeline.
 *
 * The fulfilment row is locked first, like every step: racing the driver's delivery, exactly one
 * of them happens and the other answers 409.
 */
export async function refundUndelivered(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & RefundUndeliveredRequest,
  options: UseCaseOptions = {},
): Promise<Fulfilment> {
  requireRole(actor, ['admin'], 'Only the platform operators refund an undelivered sale');
  return inTransaction(
    deps.db,
    async (tx) => {
      // The table's refusal first ("This delivery is Delivered: it cannot be refunded as
      // undelivered now"); a sale not approved yet or not the operator's to see: endFulfilment.
      await lockForOperatorStep(tx, input.saleId, 'refund-undelivered');
      await endFulfilment(tx, deps, actor, input.saleId, {
        kind: 'cancelled',
        outcome: null,
        note: input.reason,
        undelivered: true,
      });
      return getFulfilment(tx, actor, input.saleId);
    },
    saleStepOnce(actor, 'refund-undelivered', input, options),
  );
}
