import { finalFulfilmentStatuses, isLoaded } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { sales } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import type { FulfilmentDeps } from './deps.ts';
import { dispatchReminderMails } from './emails.ts';

/** The job a day before the dispatch time limit: the supplier of a sale still not loaded is reminded. */
export async function remindDispatch(deps: FulfilmentDeps, saleId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fulfilment: fulfilments, sale: sales })
      .from(fulfilments)
      .innerJoin(sales, eq(sales.id, fulfilments.saleId))
      .where(eq(fulfilments.saleId, saleId));
    const status = row?.fulfilment.status;
    // Loaded (the limit no longer applies) or at an end (cancelled by an operator, refunded):
    // nothing to remind of.
    if (!row || !status || isLoaded(status) || finalFulfilmentStatuses.includes(status)) return;
    if (!row.fulfilment.dispatchDeadlineUtc) return;
    await queuePartyMails(
      tx,
      deps.clock.now(),
      dispatchReminderMails(row.sale, row.fulfilment.dispatchDeadlineUtc),
    );
  });
}
