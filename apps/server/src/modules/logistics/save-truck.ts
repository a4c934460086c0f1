import { type Truck, type TruckRequest, truckRequestSchema } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hubs } from '../../db/schema.ts';
import { trucks } from '../../db/schema-logistics.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { LogisticsDeps } from './deps.ts';
import { getTruck } from './queries.ts';

const registrationTaken = () => conflict('A truck with this registration already exists', 'registration');

async function assertHub(tx: Db, hubId: string) {
  const [hub] = await tx.select({ id: hubs.id }).from(hubs).where(eq(hubs.id, hubId));
  if (!hub) throw new AppError('validation', 'Please choose a logistics hub', 'hubId');
}

/** An operator adds a truck to the fleet: one registration, one truck. */
export async function addTruck(deps: LogisticsDeps, caller: Caller, input: TruckRequest): Promise<Truck> {
  assertMayManageLogistics(caller);
  const truck = truckRequestSchema.parse(input);
  try {
    return await inTransaction(deps.db, async (tx) => {
      await assertHub(tx, truck.hubId);
      const [row] = await tx
        .insert(trucks)
        .values({ ...truck, createdUtc: deps.clock.now() })
        .returning();
      await recordAudit(tx, deps.clock, caller, {
        action: 'truck_added',
        entityType: 'truck',
        entityId: row!.id,
        entityLabel: row!.registration,
        after: row!.status,
        details: { type: row!.type, capacity: row!.capacity, capacityUnit: row!.capacityUnit },
      });
      return getTruck(tx, caller, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'trucks_registration_unique')) throw registrationTaken();
    throw error;
  }
}

/** An operator changes a truck (its status: Available, In service, Maintenance; or its details). */
export async function changeTruck(
  deps: LogisticsDeps,
  caller: Caller,
  id: string,
  input: TruckRequest,
): Promise<Truck> {
  assertMayManageLogistics(caller);
  const truck = truckRequestSchema.parse(input);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [before] = await tx.select().from(trucks).where(eq(trucks.id, id)).for('update');
      if (!before) throw notFound('The truck');
      await assertHub(tx, truck.hubId);
      await tx.update(trucks).set(truck).where(eq(trucks.id, id));
      await recordAudit(tx, deps.clock, caller, {
        action: 'truck_changed',
        entityType: 'truck',
        entityId: id,
        entityLabel: truck.registration,
        before: before.status,
        after: truck.status,
        details: { type: truck.type, capacity: truck.capacity, capacityUnit: truck.capacityUnit },
      });
      return getTruck(tx, caller, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'trucks_registration_unique')) throw registrationTaken();
    throw error;
  }
}
