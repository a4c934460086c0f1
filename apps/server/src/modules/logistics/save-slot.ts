import {
  maxSlotDaysAhead,
  type Slot,
  type SlotRequest,
  type SlotUpdate,
  slotRequestSchema,
  slotUpdateSchema,
} from '@gas/shared';
import { eq } from 'drizzle-orm';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.ts';
import { hubs } from '../../db/schema.ts';
import { loadingSlots } from '../../db/schema-logistics.ts';
import { assertMayManageLogistics, type Caller } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { LogisticsDeps } from './deps.ts';
import { addDays, getSlot, lagosToday } from './queries.ts';

const slotLabel = (hub: string, slot: { day: string; startTime: string; endTime: string }) =>
  `${hub} ${slot.day} ${slot.startTime}-${slot.endTime}`;

/** An operator opens a loading slot at a hub, today or up to 90 days ahead; one per hub, day and start. */
export async function openSlot(deps: LogisticsDeps, caller: Caller, input: SlotRequest): Promise<Slot> {
  assertMayManageLogistics(caller);
  const slot = slotRequestSchema.parse(input);
  const today = lagosToday(deps.clock);
  if (slot.day < today) throw new AppError('validation', 'A slot cannot be opened in the past', 'day');
  if (slot.day > addDays(today, maxSlotDaysAhead))
    throw new AppError('validation', `A slot can be opened at most ${maxSlotDaysAhead} days ahead`, 'day');
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [hub] = await tx.select().from(hubs).where(eq(hubs.id, slot.hubId));
      if (!hub) throw new AppError('validation', 'Please choose a logistics hub', 'hubId');
      const [row] = await tx
        .insert(loadingSlots)
        .values({ ...slot, createdUtc: deps.clock.now() })
        .returning();
      await recordAudit(tx, deps.clock, caller, {
        action: 'slot_opened',
        entityType: 'slot',
        entityId: row!.id,
        entityLabel: slotLabel(hub.name, row!),
        details: { capacity: row!.capacity },
      });
      return getSlot(tx, caller, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'loading_slots_hub_day_start_key'))
      throw conflict('This hub already has a slot starting then on that day', 'startTime');
    throw error;
  }
}

/** An operator changes a slot's capacity: never below the loadings already booked (the database's check). */
export async function changeSlot(
  deps: LogisticsDeps,
  caller: Caller,
  id: string,
  input: SlotUpdate,
): Promise<Slot> {
  assertMayManageLogistics(caller);
  const { capacity } = slotUpdateSchema.parse(input);
  try {
    return await inTransaction(deps.db, async (tx) => {
      // Held until this change commits: a change at the same moment waits, then reads the
      // capacity this one wrote (the audit row's before is the capacity it replaced).
      const [before] = await tx
        .select({ slot: loadingSlots, hub: hubs.name })
        .from(loadingSlots)
        .innerJoin(hubs, eq(hubs.id, loadingSlots.hubId))
        .where(eq(loadingSlots.id, id))
        .for('update', { of: loadingSlots });
      if (!before) throw notFound('The slot');
      await tx.update(loadingSlots).set({ capacity }).where(eq(loadingSlots.id, id));
      await recordAudit(tx, deps.clock, caller, {
        action: 'slot_changed',
        entityType: 'slot',
        entityId: id,
        entityLabel: slotLabel(before.hub, before.slot),
        before: String(before.slot.capacity),
        after: String(capacity),
      });
      return getSlot(tx, caller, id);
    });
  } catch (error) {
    if (isCheckViolation(error, 'loading_slots_booked_check'))
      throw conflict(
        'More loadings are booked in this slot than that: cancel or move some first',
        'capacity',
      );
    throw error;
  }
}
