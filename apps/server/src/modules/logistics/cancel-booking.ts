import type { Delivery } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { releaseBooking } from './bookings.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { lockFulfilment } from './load-delivery.ts';

/**
 * An operator cancels a collection's slot booking before loading: the place is freed and the
 * collection stays Ready for collection. A scheduled delivery is moved to another slot instead
 * (POST deliveries/{saleId}/schedule again), or freed by cancelling the sale (fulfilment's cancel).
 */
export async function cancelBooking(deps: LogisticsDeps, caller: Caller, saleId: string): Promise<Delivery> {
  assertMayManageLogistics(caller);
  return inTransaction(deps.db, async (tx) => {
    const { fulfilment, sale } = await lockFulfilment(tx, saleId);
    if (fulfilment.method !== 'collection') {
      throw conflict('A scheduled delivery is moved to another slot, not unbooked: schedule it again');
    }
    if (fulfilment.status !== 'Ready for collection') {
      throw conflict(
        `This collection is ${fulfilment.status ?? sale.status}: its booking cannot be cancelled now`,
      );
    }
    const booking = await cancelLiveBooking(tx, deps, caller, sale);
    if (!booking) throw conflict('This collection has no slot booked');
    return getDelivery(tx, caller, saleId);
  });
}

/**
 * The cancel step: frees the sale's live booking, if it has one (the row cancelled, its place in
 * the slot given back: releaseBooking), and audits it `booking_cancelled` with the slot and
 * `details`. Also taken by a loading recorded before the booked slot's day (record-loading.ts).
 */
export async function cancelLiveBooking(
  tx: Db,
  deps: Pick<LogisticsDeps, 'clock'>,
  caller: Caller,
  sale: { id: string; reference: string },
  details: Record<string, unknown> = {},
) {
  const booking = await releaseBooking(tx, sale.id, deps.clock.now());
  if (!booking) return undefined;
  await recordAudit(tx, deps.clock, caller, {
    action: 'booking_cancelled',
    entityType: 'sale',
    entityId: sale.id,
    entityLabel: sale.reference,
    details: { slotId: booking.slotId, ...details },
  });
  return booking;
}
