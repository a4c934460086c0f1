import { capacityUnits, driverStatuses, truckStatuses, truckTypes } from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hubs, sales, users } from './schema.ts';

// The platform's logistics (issue 17): trucks, drivers, the hubs' loading slots and the bookings
// of those slots by sales in fulfilment. The two rules the issue puts in the database are here:
// a truck is never booked twice in one slot (a unique index over the live bookings), and a slot
// never beyond its capacity (a booked counter with a CHECK, moved in the booking's transaction).

const createdUtc = () => timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull();
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registration: text('registration').notNull().unique(),
    type: text('type', { enum: truckTypes }).notNull(),
    capacity: integer('capacity').notNull(),
    capacityUnit: text('capacity_unit', { enum: capacityUnits }).notNull(),
    /** The depot (hub) the truck works from. */
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    status: text('status', { enum: truckStatuses }).notNull().default('Available'),
    createdUtc: createdUtc(),
  },
  (table) => [
    check('trucks_type_check', sql`${table.type} in (${inList(truckTypes)})`),
    check('trucks_status_check', sql`${table.status} in (${inList(truckStatuses)})`),
    check('trucks_capacity_unit_check', sql`${table.capacityUnit} in (${inList(capacityUnits)})`),
    check('trucks_capacity_check', sql`${table.capacity} > 0`),
    index('trucks_hub_idx').on(table.hubId),
  ],
);

/** A driver of the platform's trucks; with a login (role driver, no party) when `user_id` is set. */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id),
    status: text('status', { enum: driverStatuses }).notNull().default('Active'),
    createdUtc: createdUtc(),
  },
  (table) => [check('drivers_status_check', sql`${table.status} in (${inList(driverStatuses)})`)],
);

/** A hub's loading bay on one day, from `start_time` to `end_time` (HH:MM, Lagos time). */
export const loadingSlots = pgTable(
  'loading_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** How many loadings the slot takes, and how many live bookings it has. */
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('loading_slots_hub_day_start_key').on(table.hubId, table.day, table.startTime),
    check('loading_slots_capacity_check', sql`${table.capacity} > 0`),
    check('loading_slots_booked_check', sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`),
    check('loading_slots_times_check', sql`${table.startTime} < ${table.endTime}`),
    index('loading_slots_day_idx').on(table.day, table.hubId),
  ],
);

/**
 * A sale's booking of a slot: with the platform's truck and driver for a delivery, without them
 * for a collection (the buyer's truck). A rescheduled or cancelled booking keeps its row with
 * `cancelled_utc` set and frees its place; the unique indexes count live bookings only.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => loadingSlots.id),
    truckId: uuid('truck_id').references(() => trucks.id),
    driverId: uuid('driver_id').references(() => drivers.id),
    createdUtc: createdUtc(),
    cancelledUtc: timestamp('cancelled_utc', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('slot_bookings_live_sale_key').on(table.saleId).where(sql`${table.cancelledUtc} is null`),
    uniqueIndex('slot_bookings_live_truck_key')
      .on(table.slotId, table.truckId)
      .where(sql`${table.cancelledUtc} is null`),
    uniqueIndex('slot_bookings_live_driver_key')
      .on(table.slotId, table.driverId)
      .where(sql`${table.cancelledUtc} is null`),
    check('slot_bookings_crew_check', sql`(${table.truckId} is null) = (${table.driverId} is null)`),
    index('slot_bookings_slot_idx').on(table.slotId),
    index('slot_bookings_driver_idx').on(table.driverId),
  ],
);
