import { type DeliveriesQuery, type Delivery, driverListStatuses } from '@gas/shared';
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hubs, parties, products, sales } from '../../db/schema.ts';
import { saleContracts } from '../../db/schema-forwards.ts';
import { deliverySites, fulfilments } from '../../db/schema-fulfilment.ts';
import { drivers, loadingSlots, slotBookings, trucks } from '../../db/schema-logistics.ts';
import { assertMaySeeDelivery, type Caller, deliveryReader } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { saleMonthSql } from '../bids/sale-month.ts';
import { partyName } from '../parties/queries.ts';
import { lagosToday } from './queries.ts';

// Deliveries as logistics sees them: the operators' day board per hub and the drivers' own list.

const buyers = alias(parties, 'buyers');

/** The joined columns of one delivery (a sale in fulfilment with its live booking, if any). */
function deliveryRows(db: Db) {
  return db
    .select({
      fulfilment: fulfilments,
      sale: { id: sales.id, reference: sales.reference },
      hub: { id: hubs.id, name: hubs.name, sortOrder: hubs.sortOrder },
      product: { name: products.name, unit: products.unit },
      buyer: buyers,
      site: deliverySites,
      booking: slotBookings,
      slot: loadingSlots,
      truck: { id: trucks.id, registration: trucks.registration, type: trucks.type },
      driver: { id: drivers.id, name: drivers.name, phone: drivers.phone, userId: drivers.userId },
      // A forward purchase's month, or a month bid's (the filled bid's contract): bids/sale-month.ts.
      deliveryMonth: saleMonthSql(saleContracts.deliveryMonth, sales.id),
    })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .leftJoin(saleContracts, eq(saleContracts.saleId, sales.id))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(buyers, eq(buyers.id, sales.customerId))
    .leftJoin(deliverySites, eq(deliverySites.id, fulfilments.siteId))
    .leftJoin(slotBookings, and(eq(slotBookings.saleId, sales.id), isNull(slotBookings.cancelledUtc)))
    .leftJoin(loadingSlots, eq(loadingSlots.id, slotBookings.slotId))
    .leftJoin(trucks, eq(trucks.id, slotBookings.truckId))
    .leftJoin(drivers, eq(drivers.id, slotBookings.driverId))
    .$dynamic();
}

type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveryRows>['execute']>>[number];

/** The contract's Delivery for one joined row. */
function describeDelivery(row: DeliveryRow): Delivery {
  const { fulfilment, site, booking, slot } = row;
  return {
    saleId: row.sale.id,
    reference: row.sale.reference,
    method: fulfilment.method,
    status: fulfilment.status!,
    hub: { id: row.hub.id, name: row.hub.name },
    product: row.product.name,
    unit: row.product.unit,
    deliveryMonth: row.deliveryMonth ?? null,
    buyer: partyName(row.buyer),
    site: site
      ? {
          id: site.id,
          name: site.name,
          address: site.address,
          lga: site.lga,
          state: site.state,
          contactName: site.contactName,
          contactPhone: site.contactPhone,
        }
      : null,
    quantities: {
      ordered: fulfilment.quantityOrdered,
      loaded: fulfilment.quantityLoaded,
      delivered: fulfilment.quantityDelivered,
    },
    booking:
      booking && slot
        ? {
            id: booking.id,
            slot: { id: slot.id, day: slot.day, startTime: slot.startTime, endTime: slot.endTime },
            truck: row.truck?.id ? row.truck : null,
            driver: row.driver?.id
              ? { id: row.driver.id, name: row.driver.name, phone: row.driver.phone }
              : null,
            createdUtc: booking.createdUtc.toISOString(),
          }
        : null,
    hasTicket: Boolean(fulfilment.ticketPath),
    codeAttempts: fulfilment.codeAttempts,
    codeLocked: fulfilment.codeLocked,
  };
}

const waiting = ['Awaiting dispatch', 'Ready for collection'] as const;
const underway = ['Scheduled', 'Loaded', 'In transit'] as const;

/**
 * GET deliveries. Operators: the day board of `day` (default today in Lagos), one hub or all:
 * what waits for a slot, what is booked that day (whatever its status), and what was booked
 * earlier and is not delivered yet. A driver: its own live bookings, to load, on the road or
 * delivered and not yet accepted, whatever the day. In slot order, then by reference.
 */
export async function listDeliveries(
  db: Db,
  clock: Clock,
  caller: Caller,
  query: DeliveriesQuery,
): Promise<Delivery[]> {
  const reader = deliveryReader(caller);
  const conditions: (SQL | undefined)[] = [];
  if (reader.of === 'driver') {
    conditions.push(eq(drivers.userId, reader.userId), inArray(fulfilments.status, [...driverListStatuses]));
  } else {
    const day = query.day ?? lagosToday(clock);
    conditions.push(
      query.hubId ? eq(sales.hubId, query.hubId) : undefined,
      or(
        eq(loadingSlots.day, day),
        and(isNull(slotBookings.id), inArray(fulfilments.status, [...waiting])),
        and(lt(loadingSlots.day, day), inArray(fulfilments.status, [...underway])),
      ),
    );
  }
  const rows = await deliveryRows(db)
    .where(and(sql`${fulfilments.status} is not null`, ...conditions))
    .orderBy(
      asc(hubs.sortOrder),
      sql`${loadingSlots.day} nulls first`,
      sql`${loadingSlots.startTime} nulls first`,
      asc(sales.reference),
    );
  return rows.map(describeDelivery);
}

/**
 * One delivery: an operator's; a driver's only when assigned to it and while it is on the driver's
 * list, scheduled to delivered (else 404, as if it did not exist): once the buyer has accepted,
 * disputed or it ended, the driver has no more need of the buyer's site and contact.
 */
export async function getDelivery(db: Db, caller: Caller, saleId: string): Promise<Delivery> {
  deliveryReader(caller); // 403 for anyone but operators and drivers, before any 404
  const [row] = await deliveryRows(db).where(
    and(eq(fulfilments.saleId, saleId), sql`${fulfilments.status} is not null`),
  );
  if (!row) throw notFound('The delivery');
  assertMaySeeDelivery(caller, { driverUserId: row.driver?.userId ?? null, status: row.fulfilment.status });
  return describeDelivery(row);
}

/** Where the meter ticket's photo of a delivery is kept (operators only read it), or 404. */
export async function ticketPathOf(db: Db, caller: Caller, saleId: string): Promise<string> {
  await getDelivery(db, caller, saleId);
  const [row] = await db
    .select({ path: fulfilments.ticketPath })
    .from(fulfilments)
    .where(eq(fulfilments.saleId, saleId));
  if (!row?.path) throw notFound('The meter ticket');
  return row.path;
}
