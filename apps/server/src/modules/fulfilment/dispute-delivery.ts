import { type DisputeDeliveryRequest, type Fulfilment, formatDateTime, platformTimeZone } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';

/**
 * The buyer disputes what was delivered, with a reason, before the acceptance window ends (after
 * it, silence has accepted: 409 even if the auto-accept job has not run yet). The hold stays
 * until an operator resolves the dispute (resolve-dispute.ts).
 */
export async function disputeDelivery(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & DisputeDeliveryRequest,
): Promise<Fulfilment> {
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ windowEnd: fulfilments.disputeWindowEndUtc })
      .from(fulfilments)
      .where(eq(fulfilments.saleId, input.saleId))
      .for('update');
    const now = deps.clock.now();
    const step = await advanceFulfilment(tx, deps, {
      saleId: input.saleId,
      action: 'dispute',
      caller: actor,
      fields: { disputeReason: input.reason },
      note: input.reason,
    });
    const windowEnd = row?.windowEnd ?? step.fulfilment.disputeWindowEndUtc;
    if (windowEnd && now >= windowEnd) {
      throw new AppError(
        'conflict',
        `The time to dispute this ${step.fulfilment.method} ended at ${formatDateTime(windowEnd, platformTimeZone)} (Lagos time): it is accepted`,
      );
    }
    return getFulfilment(tx, actor, input.saleId);
  });
}
