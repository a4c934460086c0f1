import type { Delivery } from '@gas/shared';
import { assertMaySeeDelivery, type Caller, deliveryReader } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment } from '../fulfilment/advance.ts';
import { liveBooking } from './bookings.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { driverUserIdOf } from './driver-of.ts';
import { lockFulfilment } from './load-delivery.ts';

/**
 * The loaded truck leaves the hub (Loaded -> In transit): an operator, or the delivery's own driver
 * (another's, or one off the driver's list, is 404, as its GET).
 */
export async function recordDeparture(
  deps: LogisticsDeps,
  caller: Caller,
  saleId: string,
): Promise<Delivery> {
  deliveryReader(caller); // 403 for anyone but operators and drivers, before any 404
  return inTransaction(deps.db, async (tx) => {
    const { fulfilment } = await lockFulfilment(tx, saleId);
    const driverUserId = await driverUserIdOf(tx, await liveBooking(tx, saleId));
    assertMaySeeDelivery(caller, { driverUserId, status: fulfilment.status });
    await advanceFulfilment(tx, deps, { saleId, action: 'depart', caller });
    return getDelivery(tx, caller, saleId);
  });
}
