import { nextFulfilmentStatus } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { endFulfilment } from './settle.ts';

/**
 * Thrown when the job comes before the window's end by this server's clock (the job was due by
 * another's, a little ahead): the queue runs it again a few seconds later (2, 4, 8 ... s). Before,
 * the job ended there as done, and the sale waited for good.
 */
export class AcceptanceWindowStillOpen extends Error {}

/**
 * The auto-accept job (queued when the acceptance window opened, due at its end): silence
 * accepts, and the sale settles. Nothing to do when the buyer already accepted or disputed, or
 * an operator acted (the transition table refuses: that outcome stands). Idempotent, as every
 * job must be.
 */
export async function autoAcceptDelivery(deps: FulfilmentDeps, saleId: string): Promise<void> {
  try {
    await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .select({
          method: fulfilments.method,
          status: fulfilments.status,
          windowEnd: fulfilments.disputeWindowEndUtc,
        })
        .from(fulfilments)
        .where(eq(fulfilments.saleId, saleId))
        .for('update');
      if (!row?.windowEnd || !row.status) return;
      const awaitsTheBuyer = nextFulfilmentStatus(row.method, row.status, 'auto-accept', 'system').allowed;
      if (awaitsTheBuyer && deps.clock.now() < row.windowEnd) {
        throw new AcceptanceWindowStillOpen(
          `The acceptance window of sale ${saleId} ends at ${row.windowEnd.toISOString()}: not over yet by this server's clock`,
        );
      }
      await advanceFulfilment(tx, deps, { saleId, action: 'auto-accept', caller: 'system' });
      await endFulfilment(tx, deps, 'system', saleId, { kind: 'accepted', how: 'auto-accepted' });
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  }
}
