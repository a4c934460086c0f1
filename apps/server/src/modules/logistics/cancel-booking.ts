import type { Delivery } from '@gas/shared';
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
    const booking = await releaseBooking(tx, saleId, deps.clock.now());
    if (!booking) throw conflict('This collection has no slot booked');
    await recordAudit(tx, deps.clock, caller, {
      action: 'booking_cancelled',
      entityType: 'sale',
      entityId: saleId,
      entityLabel: sale.reference,
      details: { slotId: booking.slotId },
    });
    return getDelivery(tx, caller, saleId);
  });
}
