import { type Fulfilment, nextFulfilmentStatus, type ResolveDisputeRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';

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
  const once = {
    userId: actor.userId,
    operation: `POST /sales/${input.saleId}/resolve`,
    key: options.idempotencyKey,
    request: input,
  };
  return inTransaction(
    deps.db,
    async (tx) => {
      // Only a dispute is resolved here: "refund all" is a cancel, which the table also allows an
      // operator before loading, but not through this route (the model test found it did).
      const [row] = await tx
        .select({ method: fulfilments.method, status: fulfilments.status })
        .from(fulfilments)
        .where(eq(fulfilments.saleId, input.saleId))
        .for('update');
      if (row?.status && row.status !== 'Disputed') {
        const refusal = nextFulfilmentStatus(row.method, row.status, 'resolve', 'operator');
        if (!refusal.allowed) throw new AppError('conflict', refusal.message);
      }
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
    once,
  );
}
