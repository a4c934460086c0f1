import type { Delivery } from '@gas/shared';
import { assertMaySeeDelivery, type Caller, deliveryReader } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from '../fulfilment/advance.ts';
import { liveBooking } from './bookings.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { driverUserIdOf } from './driver-of.ts';
import { lockFulfilment } from './load-delivery.ts';

/** The loaded truck leaves the hub (Loaded -> In transit): an operator, or the delivery's own driver. */
export async function recordDeparture(
  deps: LogisticsDeps,
  caller: Caller,
  saleId: string,
): Promise<Delivery> {
  deliveryReader(caller);
  return inTransaction(deps.db, async (tx) => {
    await lockFulfilment(tx, saleId);
    assertMaySeeDelivery(caller, { driverUserId: await driverUserIdOf(tx, await liveBooking(tx, saleId)) });
    await advanceFulfilment(tx, deps, { saleId, action: 'depart', caller });
    return getDelivery(tx, caller, saleId);
  });
}
