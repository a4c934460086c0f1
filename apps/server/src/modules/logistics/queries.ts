import type { Driver, Slot, SlotsQuery, Truck } from '@gas/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, users } from '../../db/schema.ts';
import { drivers, loadingSlots, trucks } from '../../db/schema-logistics.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';

// The operators' lists of trucks, drivers and loading slots, and each as the API shows it.

type Named = { id: string; name: string };
const hubColumns = { id: hubs.id, name: hubs.name };

/** The contract's Truck for one row and its hub. */
export function describeTruck(row: typeof trucks.$inferSelect, hub: Named): Truck {
  return {
    id: row.id,
    registration: row.registration,
    type: row.type,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    hub,
    status: row.status,
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** Every truck, by hub then registration (operators only). */
export async function listTrucks(db: Db, caller: Caller): Promise<Truck[]> {
  assertMayManageLogistics(caller);
  const rows = await db
    .select({ truck: trucks, hub: hubColumns })
    .from(trucks)
    .innerJoin(hubs, eq(hubs.id, trucks.hubId))
    .orderBy(asc(hubs.sortOrder), asc(trucks.registration));
  return rows.map((row) => describeTruck(row.truck, row.hub));
}

/** One truck, or 404. */
export async function getTruck(db: Db, caller: Caller, id: string): Promise<Truck> {
  assertMayManageLogistics(caller);
  const [row] = await db
    .select({ truck: trucks, hub: hubColumns })
    .from(trucks)
    .innerJoin(hubs, eq(hubs.id, trucks.hubId))
    .where(eq(trucks.id, id));
  if (!row) throw notFound('The truck');
  return describeTruck(row.truck, row.hub);
}

/** The contract's Driver for one row and its login's address. */
export function describeDriver(row: typeof drivers.$inferSelect, email: string | null): Driver {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email,
    status: row.status,
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** Every driver, by name (operators only). */
export async function listDrivers(db: Db, caller: Caller): Promise<Driver[]> {
  assertMayManageLogistics(caller);
  const rows = await db
    .select({ driver: drivers, email: users.email })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.userId))
    .orderBy(asc(drivers.name));
  return rows.map((row) => describeDriver(row.driver, row.email));
}

/** One driver, or 404. */
export async function getDriver(db: Db, caller: Caller, id: string): Promise<Driver> {
  assertMayManageLogistics(caller);
  const [row] = await db
    .select({ driver: drivers, email: users.email })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, id));
  if (!row) throw notFound('The driver');
  return describeDriver(row.driver, row.email);
}

/** The contract's Slot for one row and its hub. */
export function describeSlot(row: typeof loadingSlots.$inferSelect, hub: Named): Slot {
  return {
    id: row.id,
    hub,
    day: row.day,
    startTime: row.startTime,
    endTime: row.endTime,
    capacity: row.capacity,
    booked: row.booked,
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** The day (YYYY-MM-DD) `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in Lagos (UTC+1 all year), where the hubs are. */
export function lagosToday(clock: Clock): string {
  return new Date(clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
}

/** Slots of one hub or all, from `from` (default today) for `days` days (default 7), in time order. */
export async function listSlots(db: Db, clock: Clock, caller: Caller, query: SlotsQuery): Promise<Slot[]> {
  assertMayManageLogistics(caller);
  const from = query.from ?? lagosToday(clock);
  const days = Number(query.days ?? 7);
  const rows = await db
    .select({ slot: loadingSlots, hub: hubColumns })
    .from(loadingSlots)
    .innerJoin(hubs, eq(hubs.id, loadingSlots.hubId))
    .where(
      and(
        gte(loadingSlots.day, from),
        lt(loadingSlots.day, addDays(from, days)),
        query.hubId ? eq(loadingSlots.hubId, query.hubId) : undefined,
      ),
    )
    .orderBy(asc(loadingSlots.day), asc(hubs.sortOrder), asc(loadingSlots.startTime));
  return rows.map((row) => describeSlot(row.slot, row.hub));
}

/** One slot, or 404. */
export async function getSlot(db: Db, caller: Caller, id: string): Promise<Slot> {
  assertMayManageLogistics(caller);
  const [row] = await db
    .select({ slot: loadingSlots, hub: hubColumns })
    .from(loadingSlots)
    .innerJoin(hubs, eq(hubs.id, loadingSlots.hubId))
    .where(eq(loadingSlots.id, id));
  if (!row) throw notFound('The slot');
  return describeSlot(row.slot, row.hub);
}
