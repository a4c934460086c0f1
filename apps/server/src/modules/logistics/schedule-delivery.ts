import type { Delivery, ScheduleRequest } from '@gas/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { hubs } from '../../db/schema.ts';
import { drivers, loadingSlots, trucks } from '../../db/schema-logistics.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { assertSlotInDeliveryMonth } from '../forwards/sale-month.ts';
import { advanceFulfilment } from '../fulfilment/advance.ts';
import { assertCrewFree, bookingRefusal, bookSlot, liveBooking, releaseBooking } from './bookings.ts';
import { getDelivery } from './delivery-queries.ts';
import type { LogisticsDeps } from './deps.ts';
import { lockFulfilment } from './load-delivery.ts';
import { lagosToday } from './queries.ts';

const invalid = (message: string, field: string) => new AppError('validation', message, field);

/**
 * An operator books a loading slot for a sale in fulfilment: at the sale's hub, today or later,
 * with an Available truck of that hub's depot and an Active driver for a delivery (Awaiting
 * dispatch -> Scheduled), without either for a collection (the buyer's truck; it stays Ready for
 * collection). The same call on a booked sale moves it: the old place is freed in the same
 * transaction. The database refuses a full slot and a truck or driver booked twice in one slot,
 * and a truck or driver booked in another slot at overlapping hours is refused too (409s,
 * race-safe: bookings.ts).
 */
export async function scheduleDelivery(
  deps: LogisticsDeps,
  caller: Caller,
  saleId: string,
  input: ScheduleRequest,
): Promise<Delivery> {
  assertMayManageLogistics(caller);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const { fulfilment, sale } = await lockFulfilment(tx, saleId);
      const [slot] = await tx
        .select({ slot: loadingSlots, hub: hubs.name })
        .from(loadingSlots)
        .innerJoin(hubs, eq(hubs.id, loadingSlots.hubId))
        .where(eq(loadingSlots.id, input.slotId));
      if (!slot) throw invalid('Please choose a slot', 'slotId');
      if (slot.slot.hubId !== sale.hubId) {
        const [hub] = await tx.select({ name: hubs.name }).from(hubs).where(eq(hubs.id, sale.hubId));
        throw invalid(`Choose a slot at ${hub!.name}, where the gas is`, 'slotId');
      }
      if (slot.slot.day < lagosToday(deps.clock)) throw invalid('This slot is in the past', 'slotId');
      // A forward sale loads within the month it bought (issue 19).
      await assertSlotInDeliveryMonth(tx, saleId, slot.slot.day);

      let crew: { truckId: string | null; driverId: string | null } = { truckId: null, driverId: null };
      if (fulfilment.method === 'delivery') {
        if (!input.truckId) throw invalid('Please choose a truck', 'truckId');
        if (!input.driverId) throw invalid('Please choose a driver', 'driverId');
        // The truck's and then the driver's row, locked: schedulings of one of them take turns
        // (assertCrewFree), and a status changed meanwhile (save-truck.ts) is seen.
        const [truck] = await tx
          .select()
          .from(trucks)
          .where(eq(trucks.id, input.truckId))
          .for('no key update');
        if (!truck) throw invalid('Please choose a truck', 'truckId');
        if (truck.status !== 'Available') throw invalid(`This truck is ${truck.status}`, 'truckId');
        if (truck.hubId !== sale.hubId) throw invalid(`Choose a truck of the ${slot.hub} depot`, 'truckId');
        const [driver] = await tx
          .select()
          .from(drivers)
          .where(eq(drivers.id, input.driverId))
          .for('no key update');
        if (!driver) throw invalid('Please choose a driver', 'driverId');
        if (driver.status !== 'Active') throw invalid('This driver is inactive', 'driverId');
        await assertCrewFree(tx, saleId, slot.slot, { truckId: truck.id, driverId: driver.id });
        crew = { truckId: truck.id, driverId: driver.id };
      } else if (input.truckId || input.driverId) {
        throw invalid('A collection comes with the buyer’s own truck: give no truck or driver', 'truckId');
      }

      // Both slots' rows (the one it leaves and the one it takes) in id order: two moves swapping
      // slots would otherwise each lock one and wait for the other, and PostgreSQL would end one
      // of them with a deadlock (a 500 for that operator).
      const current = await liveBooking(tx, saleId);
      const slotIds = [...new Set([current?.slotId, slot.slot.id])].filter((id): id is string => !!id);
      await tx
        .select({ id: loadingSlots.id })
        .from(loadingSlots)
        .where(inArray(loadingSlots.id, slotIds))
        .orderBy(asc(loadingSlots.id))
        .for('update');

      await advanceFulfilment(tx, deps, {
        saleId,
        action: 'schedule',
        caller,
        details: { slotId: slot.slot.id, day: slot.slot.day, startTime: slot.slot.startTime, ...crew },
        note: `${slot.hub} ${slot.slot.day} ${slot.slot.startTime}-${slot.slot.endTime}`,
      });
      await releaseBooking(tx, saleId, now);
      await bookSlot(tx, now, { saleId, slotId: slot.slot.id, ...crew });
      return getDelivery(tx, caller, saleId);
    });
  } catch (error) {
    throw bookingRefusal(error) ?? error;
  }
}
