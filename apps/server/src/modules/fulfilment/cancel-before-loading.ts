import type { CancelBeforeLoadingRequest, Fulfilment } from '@gas/shared';
import { type Actor, requireRole } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockForOperatorStep } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';

/**
 * An operator cancels an approved sale before anything was loaded (Awaiting dispatch, Scheduled,
 * Ready for collection), at any time, with a reason: a full release in one ledger transaction
 * (the amount and the logistics fee back to the buyer's wallet, the reserved stock back to the
 * inventory), the slot's place and the truck's booking freed, the sale and its Debit line
 * Cancelled, both parties emailed with the reason, audited and on the timeline (settle.ts and
 * advance.ts do all of it, as for the buyer's late cancel).
 *
 * The fulfilment row is locked first, like every step: racing a loading or the buyer's late
 * cancel, exactly one of them happens and the others answer 409. A dispute is not cancelled here:
 * its "refund all" is a resolution (POST sales/{id}/resolve), decided on what was delivered.
 */
export async function cancelBeforeLoading(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & CancelBeforeLoadingRequest,
): Promise<Fulfilment> {
  requireRole(actor, ['admin'], 'Only the platform operators cancel a sale in fulfilment');
  return inTransaction(deps.db, async (tx) => {
    // Loaded or later: the table's own refusal ("... is Loaded: it cannot be cancelled now").
    const row = await lockForOperatorStep(tx, input.saleId, 'cancel');
    // The table lets an operator cancel a dispute (its "refund all"), but that is a resolution.
    if (row?.status === 'Disputed') {
      const what = row.method === 'delivery' ? 'This delivery' : 'This collection';
      throw new AppError(
        'conflict',
        `${what} is Disputed: it cannot be cancelled now. Resolve the dispute instead (refund all releases everything)`,
      );
    }
    await endFulfilment(tx, deps, actor, input.saleId, {
      kind: 'cancelled',
      outcome: null,
      note: input.reason,
    });
    return getFulfilment(tx, actor, input.saleId);
  });
}
