import { firstFulfilmentStatus } from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { sales } from '../../db/schema.ts';
import { fulfilmentEvents, fulfilments } from '../../db/schema-fulfilment.ts';
import type { Caller } from '../../lib/access.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { dispatchCountsFrom } from '../forwards/sale-month.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { type PartyMail, queuePartyMails } from '../mail/to-parties.ts';
import { issueDeliveryCode } from './delivery-code.ts';
import type { FulfilmentSettings } from './deps.ts';
import { fulfilmentStartedMails } from './emails.ts';

type SaleRow = typeof sales.$inferSelect;

/**
 * The supplier's approval starts the sale's fulfilment, in the approval's transaction: Awaiting
 * dispatch (delivery) or Ready for collection, the dispatch time limit, the buyer's one-time
 * delivery code (emailed to the buyer, readable on its sale page), the timeline's first event,
 * and the job that reminds the supplier a day before the limit. Funds stay held and stock
 * reserved until settlement (settle.ts).
 *
 * With `mailsTo`, the start's emails are added to that list for the caller to queue with its own
 * (one read of the logins and one insert for all: a fill of a bid, bids/fill-bid.ts).
 */
export async function startFulfilment(
  tx: Db,
  deps: { clock: Clock; fulfilment: FulfilmentSettings },
  caller: Caller,
  sale: SaleRow,
  mailsTo?: PartyMail[],
): Promise<void> {
  const now = deps.clock.now();
  // A forward sale's limit counts from its delivery month's first day (forwards/sale-month.ts).
  const countsFrom = await dispatchCountsFrom(tx, sale.id, now);
  const deadline = addMinutes(countsFrom, deps.fulfilment.dispatchDays * 24 * 60);
  const code = issueDeliveryCode(deps.fulfilment.deliveryCodeKey, sale.id);
  const [started] = await tx
    .update(fulfilments)
    .set({
      status: sql`case when ${fulfilments.method} = 'delivery' then 'Awaiting dispatch' else 'Ready for collection' end`,
      approvedUtc: now,
      dispatchDeadlineUtc: deadline,
      codeSealed: code.nonce,
      version: sql`${fulfilments.version} + 1`,
    })
    .where(and(eq(fulfilments.saleId, sale.id), isNull(fulfilments.status)))
    .returning({ method: fulfilments.method, status: fulfilments.status });
  if (!started) throw new AppError('conflict', 'The fulfilment of this sale has already started');
  await tx.insert(fulfilmentEvents).values({
    saleId: sale.id,
    status: firstFulfilmentStatus(started.method),
    action: 'start',
    actorKind: caller === 'system' ? 'system' : 'supplier',
    actorUserId: caller === 'system' ? null : caller.userId,
    note: null,
    occurredUtc: now,
    seq: 1,
  });
  const reminder = addMinutes(deadline, -24 * 60);
  if (reminder > now) {
    await enqueueJob(tx, now, {
      kind: 'fulfilment-dispatch-reminder',
      payload: { saleId: sale.id },
      runAfter: reminder,
      dedupeKey: `fulfilment-dispatch-reminder:${sale.id}`,
    });
  }
  const mails = fulfilmentStartedMails(sale, started.method, code.code, deadline);
  if (mailsTo) mailsTo.push(...mails);
  else await queuePartyMails(tx, now, mails);
}
