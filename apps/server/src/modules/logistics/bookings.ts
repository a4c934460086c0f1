import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.ts';
import { loadingSlots, slotBookings } from '../../db/schema-logistics.ts';
import type { Caller } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { lagosToday } from './queries.ts';

// Booking a loading slot, and freeing it: the slot's booked counter moves in the same transaction
// as the booking row, so the database's CHECK (booked <= capacity) refuses the one booking too
// many, and its unique indexes a truck or driver booked twice in one slot. A truck or driver in
// two slots whose hours overlap (at one bay or two hubs) is refused by assertCrewFree.

/** The live booking of a sale, locked, or undefined. */
export async function liveBooking(tx: Db, saleId: string) {
  const [booking] = await tx
    .select()
    .from(slotBookings)
    .where(and(eq(slotBookings.saleId, saleId), isNull(slotBookings.cancelledUtc)))
    .for('update');
  return booking;
}

/** The Lagos day ('YYYY-MM-DD') of the slot of a sale's live booking, or undefined without one. */
export async function liveBookingDay(tx: Db, saleId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ day: loadingSlots.day })
    .from(slotBookings)
    .innerJoin(loadingSlots, eq(loadingSlots.id, slotBookings.slotId))
    .where(and(eq(slotBookings.saleId, saleId), isNull(slotBookings.cancelledUtc)));
  return row?.day;
}

type SlotHours = { id: string; day: string; startTime: string; endTime: string };

/**
 * Refuses a truck or driver that another sale has booked in a slot of the same day whose hours
 * overlap `slot`'s, `slot` itself included: one truck or person cannot be at two loadings at once.
 * The caller holds the truck's and the driver's rows locked (schedule-delivery.ts), so two
 * schedulings of one truck or driver take turns and the second sees the first's booking.
 * Times are HH:MM of one Lagos day, so comparing the text compares the times.
 */
export async function assertCrewFree(
  tx: Db,
  saleId: string,
  slot: SlotHours,
  crew: { truckId: string; driverId: string },
) {
  const clashes = await tx
    .select({ slotId: slotBookings.slotId, truckId: slotBookings.truckId })
    .from(slotBookings)
    .innerJoin(loadingSlots, eq(loadingSlots.id, slotBookings.slotId))
    .where(
      and(
        isNull(slotBookings.cancelledUtc),
        ne(slotBookings.saleId, saleId),
        or(eq(slotBookings.truckId, crew.truckId), eq(slotBookings.driverId, crew.driverId)),
        eq(loadingSlots.day, slot.day),
        lt(loadingSlots.startTime, slot.endTime),
        gt(loadingSlots.endTime, slot.startTime),
      ),
    );
  const truckClash = clashes.find((clash) => clash.truckId === crew.truckId);
  if (truckClash)
    throw truckClash.slotId === slot.id
      ? conflict('This truck is already booked in this slot', 'truckId')
      : conflict('This truck is booked in another slot at that time', 'truckId');
  const driverClash = clashes[0];
  if (driverClash)
    throw driverClash.slotId === slot.id
      ? conflict('This driver is already booked in this slot', 'driverId')
      : conflict('This driver is booked in another slot at that time', 'driverId');
}

/**
 * Books a place in `slotId` for a sale (with the platform's truck and driver for a delivery).
 * Two bookings racing for the last place: the second waits on the slot's row, then its increment
 * breaks the CHECK; two racing for one truck: the second waits on the unique index, then breaks
 * it. Either error aborts the transaction; `bookingRefusal` says which it was.
 */
export async function bookSlot(
  tx: Db,
  now: Date,
  booking: { saleId: string; slotId: string; truckId: string | null; driverId: string | null },
) {
  await tx
    .update(loadingSlots)
    .set({ booked: sql`${loadingSlots.booked} + 1` })
    .where(eq(loadingSlots.id, booking.slotId));
  const [row] = await tx
    .insert(slotBookings)
    .values({ ...booking, createdUtc: now })
    .returning();
  return row!;
}

/**
 * Frees a sale's live booking, if it has one: the row stays (cancelled at `now`) and its place in
 * the slot is given back. Called when a sale is moved to another slot, its collection booking is
 * cancelled (also by a loading before the slot's day: record-loading.ts), or the sale itself is
 * cancelled before loading (fulfilment's cancel).
 */
export async function releaseBooking(tx: Db, saleId: string, now: Date) {
  const booking = await liveBooking(tx, saleId);
  if (!booking) return undefined;
  await tx.update(slotBookings).set({ cancelledUtc: now }).where(eq(slotBookings.id, booking.id));
  await tx
    .update(loadingSlots)
    .set({ booked: sql`${loadingSlots.booked} - 1` })
    .where(eq(loadingSlots.id, booking.slotId));
  return booking;
}

/**
 * A sale loaded before its booked slot's day that has now ended (settled, or refunded after the
 * loading) gives that day's place back, and with it its truck and driver: they were kept for a
 * loading that has already happened, and the slot stayed full for good. Audited as a cancelled
 * booking. A booking of today or of a day gone by stays, the record of where the sale loaded.
 */
export async function releaseBookingAfterEarlyLoading(
  tx: Db,
  clock: Clock,
  caller: Caller,
  sale: { id: string; reference: string },
) {
  const day = await liveBookingDay(tx, sale.id);
  const today = lagosToday(clock);
  if (!day || day <= today) return;
  const booking = await releaseBooking(tx, sale.id, clock.now());
  if (!booking) return;
  await recordAudit(tx, clock, caller, {
    action: 'booking_cancelled',
    entityType: 'sale',
    entityId: sale.id,
    entityLabel: sale.reference,
    details: {
      slotId: booking.slotId,
      slotDay: day,
      truckId: booking.truckId,
      driverId: booking.driverId,
      endedOn: today,
      loadedEarly: true,
    },
  });
}

/** The 409 for a booking the database refused, or undefined for any other error. */
export function bookingRefusal(error: unknown) {
  if (isCheckViolation(error, 'loading_slots_booked_check'))
    return conflict('This slot is full: choose another slot', 'slotId');
  if (isUniqueViolation(error, 'slot_bookings_live_truck_key'))
    return conflict('This truck is already booked in this slot', 'truckId');
  if (isUniqueViolation(error, 'slot_bookings_live_driver_key'))
    return conflict('This driver is already booked in this slot', 'driverId');
  if (isUniqueViolation(error, 'slot_bookings_live_sale_key'))
    return conflict('This sale was booked meanwhile. Please reload the board');
  return undefined;
}
