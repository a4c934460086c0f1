import {
  type CancelUndispatchedRequest,
  type Fulfilment,
  formatDateTime,
  platformTimeZone,
} from '@gas/shared';
import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { FulfilmentDeps } from './deps.ts';
import { getFulfilment } from './queries.ts';
import { endFulfilment } from './settle.ts';

/**
 * The dispatch time limit: an approved sale not loaded within DISPATCH_DAYS of its approval may
 * be cancelled by its buyer, with a full release (the amount, the logistics fee, the stock).
 * Before the limit it answers 409 saying when; once loaded the transition table refuses it.
 */
export async function cancelUndispatched(
  deps: FulfilmentDeps,
  actor: Actor,
  input: { saleId: string } & CancelUndispatchedRequest,
): Promise<Fulfilment> {
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ deadline: fulfilments.dispatchDeadlineUtc })
      .from(fulfilments)
      .where(eq(fulfilments.saleId, input.saleId))
      .for('update');
    await endFulfilment(tx, deps, actor, input.saleId, {
      kind: 'cancelled',
      outcome: null,
      note: input.reason || null,
    });
    // Not yours: 404 before anything else (endFulfilment); then not started or loaded: 409; now
    // the time limit.
    const deadline = row?.deadline;
    if (deadline && deps.clock.now() < deadline) {
      throw new AppError(
        'conflict',
        `The supplier has until ${formatDateTime(deadline, platformTimeZone)} (Lagos time) to load this sale: you can cancel it if it is not loaded by then`,
      );
    }
    return getFulfilment(tx, actor, input.saleId);
  });
}
