import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { endFulfilment } from './settle.ts';

/**
 * The auto-accept job (queued when the acceptance window opened, due at its end): silence
 * accepts, and the sale settles. Nothing to do when the buyer already accepted or disputed, or
 * an operator acted (the transition table refuses: that outcome stands), or the window has not
 * ended yet by the app's clock. Idempotent, as every job must be.
 */
export async function autoAcceptDelivery(deps: FulfilmentDeps, saleId: string): Promise<void> {
  try {
    await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .select({ windowEnd: fulfilments.disputeWindowEndUtc })
        .from(fulfilments)
        .where(eq(fulfilments.saleId, saleId))
        .for('update');
      if (!row?.windowEnd || deps.clock.now() < row.windowEnd) return;
      await advanceFulfilment(tx, deps, { saleId, action: 'auto-accept', caller: 'system' });
      await endFulfilment(tx, deps, 'system', saleId, { kind: 'accepted', how: 'auto-accepted' });
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  }
}
