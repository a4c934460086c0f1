import { nextFulfilmentStatus } from '@gas/shared';
import { and, asc, eq, lte, or } from 'drizzle-orm';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from './advance.ts';
import type { FulfilmentDeps } from './deps.ts';
import { endFulfilment } from './settle.ts';

/**
 * Thrown when the job runs before the window's end by this server's clock (rare: the queue
 * claims a job by the same clock, so only a clock stepped back gets here): the queue runs it
 * again a few seconds later (2, 4, 8 ... s). Before, the job ended there as done, and the sale
 * waited for good (the acceptance sweep below now catches that too).
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

/** How many overdue acceptances one sweep settles (the next sweep takes the rest). */
const sweptPerRun = 100;
/** The sweep leaves each acceptance to its own job for this long after the window's end. */
const sweepGraceMs = 10 * 60_000;

/**
 * The acceptance sweep (jobs.ts, 'acceptance-sweep', every 15 minutes): settles what silence has
 * accepted but whose job did not (its retries ran out in a long database outage or a bad
 * rollout, and its dedupe key keeps a new one from being queued). Without it such a sale waited
 * for good, its money held and its stock reserved. Returns how many it took.
 */
export async function acceptOverdueDeliveries(deps: FulfilmentDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - sweepGraceMs);
  const overdue = await deps.db
    .select({ saleId: fulfilments.saleId })
    .from(fulfilments)
    .where(
      and(
        or(
          eq(fulfilments.status, 'Delivered'),
          and(eq(fulfilments.method, 'collection'), eq(fulfilments.status, 'Loaded')),
        ),
        lte(fulfilments.disputeWindowEndUtc, cutoff),
      ),
    )
    .orderBy(asc(fulfilments.disputeWindowEndUtc))
    .limit(sweptPerRun);
  for (const { saleId } of overdue) await autoAcceptDelivery(deps, saleId);
  return overdue.length;
}
