import { type DeliverRequest, type Delivery, deliverRequestSchema, nextFulfilmentStatus } from '@gas/shared';
import { assertMaySeeDelivery, type Caller, deliveryReader } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { advanceFulfilment, startedStatusOf } from '../fulfilment/advance.ts';
import { liveBooking } from './bookings.ts';
import { checkDeliveryCode, wrongCodeRefusal } from './delivery-code-check.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { driverUserIdOf } from './driver-of.ts';
import { lockFulfilment } from './load-delivery.ts';

/**
 * Proof of delivery (In transit -> Delivered): the delivery's own driver (another's, or one off the
 * driver's list, is 404, as its GET) or an operator types the buyer's one-time code and the
 * quantity delivered (at most the quantity loaded). A wrong code is counted and refused on its
 * field (400); after five the delivery is locked (409) until the operators issue a new code, and
 * even the right code waits for it.
 * Reaching Delivered opens the buyer's acceptance window (advanceFulfilment).
 */
export async function recordDelivery(
  deps: LogisticsDeps,
  caller: Caller,
  saleId: string,
  input: DeliverRequest,
): Promise<Delivery> {
  const reader = deliveryReader(caller);
  const { code, quantityDelivered } = deliverRequestSchema.parse(input);
  const outcome = await inTransaction(deps.db, async (tx) => {
    const { fulfilment, sale } = await lockFulfilment(tx, saleId);
    const driverUserId = await driverUserIdOf(tx, await liveBooking(tx, saleId));
    assertMaySeeDelivery(caller, { driverUserId, status: fulfilment.status });
    if (fulfilment.method === 'collection') {
      throw new AppError('conflict', 'A collection’s code is given at the hub gate, when it is loaded');
    }
    // The step must be possible before a code is spent on it.
    const actor = reader.of === 'driver' ? 'driver' : 'operator';
    const step = nextFulfilmentStatus(fulfilment.method, startedStatusOf(fulfilment, sale), 'deliver', actor);
    if (!step.allowed) throw new AppError(step.reason === 'role' ? 'forbidden' : 'conflict', step.message);
    const loaded = fulfilment.quantityLoaded ?? 0;
    if (quantityDelivered > loaded) {
      throw new AppError(
        'validation',
        `Quantity Delivered cannot be more than the quantity loaded (${loaded.toLocaleString('en-US')})`,
        'quantityDelivered',
      );
    }
    const check = await checkDeliveryCode(
      tx,
      deps,
      caller,
      { ...fulfilment, reference: sale.reference },
      code,
    );
    if (!check.right) return { wrong: check };
    await advanceFulfilment(tx, deps, {
      saleId,
      action: 'deliver',
      caller,
      actor,
      fields: { quantityDelivered },
      details: { quantityDelivered },
    });
    return { delivery: await getDelivery(tx, caller, saleId) };
  });
  if (outcome.wrong) throw wrongCodeRefusal(outcome.wrong);
  return outcome.delivery!;
}
