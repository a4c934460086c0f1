import type { Fulfilment, ResolveDisputeRequest } from '@gas/shared';
import { type Actor, requireRole } from '../../lib/access.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { lockForOperatorStep } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';
import { saleStepOnce } from './step-once.ts';

/**
 * An operator ends a dispute: settle the delivered quantity, settle part of it (at most what was
 * delivered), or refund all (the fulfilment is Cancelled and the whole hold goes back). One
 * ledger transaction either way (settle.ts); only from Disputed, once.
 */
export async function resolveDispute(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & ResolveDisputeRequest,
  options: UseCaseOptions = {},
): Promise<Fulfilment> {
  requireRole(actor, ['admin'], 'Only the platform operators can do this');
  return inTransaction(
    deps.db,
    async (tx) => {
      // Only a dispute is resolved here (the table's resolve starts only from Disputed): "refund
      // all" is a cancel, which the table also allows an operator before loading, but not
      // through this route (the model test found it did).
      await lockForOperatorStep(tx, input.saleId, 'resolve');
      await endFulfilment(
        tx,
        deps,
        actor,
        input.saleId,
        input.outcome === 'refund-all'
          ? { kind: 'cancelled', outcome: 'refund-all', note: input.note }
          : input.outcome === 'settle-part'
            ? { kind: 'resolved', outcome: 'settle-part', quantity: input.quantity, note: input.note }
            : { kind: 'resolved', outcome: 'settle-delivered', note: input.note },
      );
      return getFulfilment(tx, actor, input.saleId);
    },
    saleStepOnce(actor, 'resolve', input, options),
  );
}
