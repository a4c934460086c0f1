import {
  type FulfilmentAction,
  type FulfilmentActor,
  type FulfilmentStatus,
  nextFulfilmentStatus,
} from '@gas/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/errors.ts';
import { sales } from '../../db/schema.ts';
import { fulfilmentEvents, fulfilments } from '../../db/schema-fulfilment.ts';
import { drivers, slotBookings } from '../../db/schema-logistics.ts';
import type { Caller } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { releaseBooking, releaseBookingAfterEarlyLoading } from '../logistics/bookings.ts';
import { type PartyMail, queuePartyMails } from '../mail/to-parties.ts';
import type { FulfilmentStepDeps } from './deps.ts';
import { fulfilmentStepMails } from './emails.ts';

export type FulfilmentRow = typeof fulfilments.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;

/** The columns a step may set besides its status and time (quantities, the code, the dispute). */
export type FulfilmentFields = Partial<
  Pick<
    FulfilmentRow,
    | 'quantityLoaded'
    | 'quantityDelivered'
    | 'quantityAccepted'
    | 'codeSealed'
    | 'codeAttempts'
    | 'codeLocked'
    | 'disputeReason'
    | 'resolution'
    | 'resolutionNote'
    | 'supplierPaid'
    | 'platformFee'
    | 'logisticsFeeCharged'
    | 'refunded'
  >
>;

export type AdvanceInput = {
  saleId: string;
  action: FulfilmentAction;
  /** Who asks: a signed-in user or the platform (jobs). Audited as such. */
  caller: Caller;
  /**
   * The caller's part in this sale. Left out, it is derived: the platform is `system`, an
   * operator `operator`, the sale's buyer `buyer`, its supplier `supplier`, and the driver with
   * the sale's live booking `driver`; anyone else gets 404 (the sale is not theirs).
   */
  actor?: FulfilmentActor;
  /** The status the caller saw (a screen's button): any other answers 409. */
  expectedStatus?: FulfilmentStatus;
  fields?: FulfilmentFields;
  /** On the timeline and in the audit row. */
  note?: string | null;
  /** More for the audit row (truck, slot, the meter ticket...). */
  details?: Record<string, unknown>;
  /** Emails instead of the step's own (emails.ts fulfilmentStepMails); [] sends none. */
  mails?: PartyMail[];
  /**
   * The fulfilment and sale as the caller read them FOR UPDATE in this transaction, unchanged
   * since (settle.ts): the step takes them instead of reading and locking them again.
   */
  locked?: { fulfilment: FulfilmentRow; sale: SaleRow };
};

export type AdvancedFulfilment = { before: FulfilmentStatus; fulfilment: FulfilmentRow; sale: SaleRow };

/** The column each status stamps with the time it was reached. */
const stampOf: Partial<Record<FulfilmentStatus, keyof FulfilmentRow>> = {
  Scheduled: 'scheduledUtc',
  Loaded: 'loadedUtc',
  'In transit': 'departedUtc',
  Delivered: 'deliveredUtc',
  Accepted: 'acceptedUtc',
  Disputed: 'disputedUtc',
  Settled: 'settledUtc',
  Cancelled: 'cancelledUtc',
};

/**
 * One step of a sale's fulfilment, inside the caller's transaction `tx` (F2's schedule, load,
 * depart and deliver use cases; this module's accept, dispute, resolve, settle, cancel and
 * reissue): locks the fulfilment, asks the transition table (contracts/fulfilment.ts) whether
 * `actor` may take `action` from the current status (403 for the wrong role, 409 for the wrong
 * status; a lost race reads the status the winner left and answers 409), then updates the row
 * guarded by its status and version so a step happens once (DOMAIN.md invariant 5), stamps the
 * step's time, writes the timeline event and the audit row, and queues the emails.
 *
 * Reaching Delivered (a collection: Loaded) opens the buyer's acceptance window and queues the
 * auto-accept job for its end. Money and stock move only at settlement (settle.ts), never here.
 */
export async function advanceFulfilment(
  tx: Db,
  deps: FulfilmentStepDeps,
  input: AdvanceInput,
): Promise<AdvancedFulfilment> {
  const now = deps.clock.now();
  const row = input.locked ?? (await lockFulfilment(tx, input.saleId));
  if (!row) throw notFound('The sale');
  const { fulfilment, sale } = row;
  const actor = input.actor ?? (await actorOf(tx, input.caller, sale));
  const before = startedStatusOf(fulfilment, sale);
  if (input.expectedStatus && input.expectedStatus !== before) {
    throw new AppError('conflict', `This ${fulfilment.method} is now ${before}. Please reload the sale`);
  }
  const step = nextFulfilmentStatus(fulfilment.method, before, input.action, actor);
  if (!step.allowed) throw new AppError(step.reason === 'role' ? 'forbidden' : 'conflict', step.message);
  const next = step.next;

  const fields: Partial<FulfilmentRow> = { ...input.fields };
  const stamp = stampOf[next];
  if (stamp && next !== before) Object.assign(fields, { [stamp]: now });
  // A collection is proven at the hub gate: what was loaded is what the buyer took.
  if (fulfilment.method === 'collection' && next === 'Loaded' && fields.quantityLoaded !== undefined) {
    fields.quantityDelivered = fields.quantityLoaded;
  }
  const opensWindow = next === 'Delivered' || (fulfilment.method === 'collection' && next === 'Loaded');
  const windowEnd = opensWindow ? addMinutes(now, deps.deliveryDisputeHours * 60) : null;
  if (windowEnd) fields.disputeWindowEndUtc = windowEnd;

  let updated: FulfilmentRow | undefined;
  try {
    [updated] = await tx
      .update(fulfilments)
      .set({ ...fields, status: next, version: sql`${fulfilments.version} + 1` })
      .where(
        and(
          eq(fulfilments.saleId, sale.id),
          eq(fulfilments.status, before),
          eq(fulfilments.version, fulfilment.version),
        ),
      )
      .returning();
  } catch (error) {
    if (isCheckViolation(error, 'fulfilments_quantities_check')) {
      throw new AppError(
        'validation',
        'The quantity cannot be more than the quantity before it (ordered, loaded, delivered)',
        'quantity',
      );
    }
    throw error;
  }
  if (!updated)
    throw new AppError('conflict', `This ${fulfilment.method} changed meanwhile. Please reload the sale`);

  await tx.insert(fulfilmentEvents).values({
    saleId: sale.id,
    status: next,
    action: input.action,
    actorKind: actor,
    actorUserId: input.caller === 'system' ? null : input.caller.userId,
    note: input.note ?? null,
    occurredUtc: now,
    seq: sql`(select coalesce(max(${fulfilmentEvents.seq}), 0) + 1 from ${fulfilmentEvents} where ${fulfilmentEvents.saleId} = ${sale.id})`,
  });
  await recordAudit(tx, deps.clock, input.caller, {
    action: 'fulfilment_step',
    entityType: 'sale',
    entityId: sale.id,
    entityLabel: sale.reference,
    before,
    after: next,
    details: {
      action: input.action,
      actor,
      ...auditedFields(input.fields),
      ...(input.note ? { note: input.note } : {}),
      ...input.details,
    },
  });
  if (windowEnd) {
    await enqueueJob(tx, now, {
      kind: 'fulfilment-auto-accept',
      payload: { saleId: sale.id },
      runAfter: windowEnd,
      dedupeKey: `fulfilment-auto-accept:${sale.id}`,
    });
  }
  // A sale cancelled before loading gives its loading slot's place back (logistics' booking); the
  // booking of a loading that happened stays (a dispute refunded in full after it).
  if (next === 'Cancelled' && updated.quantityLoaded === null) await releaseBooking(tx, sale.id, now);
  // One loaded before its booked day and ended already frees that day's place, truck and driver.
  if ((next === 'Settled' || next === 'Cancelled') && updated.quantityLoaded !== null) {
    await releaseBookingAfterEarlyLoading(tx, deps.clock, input.caller, sale);
  }
  const mails = input.mails ?? fulfilmentStepMails(sale, updated, input.action);
  if (mails.length > 0) await queuePartyMails(tx, now, mails);
  return { before, fulfilment: updated, sale };
}

/**
 * The fulfilment's status, or the 409 of a sale whose fulfilment never started (still Pending, or
 * rejected, cancelled or expired before approval): every step asks this first.
 */
export function startedStatusOf(
  fulfilment: Pick<FulfilmentRow, 'status'>,
  sale: Pick<SaleRow, 'status'>,
): FulfilmentStatus {
  if (fulfilment.status !== null) return fulfilment.status;
  throw new AppError(
    'conflict',
    sale.status === 'Pending'
      ? 'This sale has not been approved yet: its fulfilment has not started'
      : `This sale is ${sale.status}: it has no fulfilment`,
  );
}

/** The sale's fulfilment and the sale, the fulfilment locked (every step's first lock). */
export async function lockFulfilment(
  tx: Db,
  saleId: string,
): Promise<{ fulfilment: FulfilmentRow; sale: SaleRow } | undefined> {
  const [row] = await tx
    .select({ fulfilment: fulfilments, sale: sales })
    .from(fulfilments)
    .innerJoin(sales, eq(sales.id, fulfilments.saleId))
    .where(eq(fulfilments.saleId, saleId))
    .for('update', { of: fulfilments });
  return row;
}

/**
 * How an operator's ending step (cancel, resolve, refund) starts: the fulfilment row locked (the
 * same first lock as every step, so racing steps take turns and the loser reads the winner's
 * status), then the transition table's own 409 when `action` cannot be taken from that status,
 * before any money moves. No fulfilment, or one not started: nothing is refused here,
 * endFulfilment answers it (404, 409).
 */
export async function lockForOperatorStep(tx: Db, saleId: string, action: FulfilmentAction) {
  const [row] = await tx
    .select({ method: fulfilments.method, status: fulfilments.status })
    .from(fulfilments)
    .where(eq(fulfilments.saleId, saleId))
    .for('update');
  if (row?.status) {
    const step = nextFulfilmentStatus(row.method, row.status, action, 'operator');
    if (!step.allowed) throw new AppError('conflict', step.message);
  }
  return row;
}

/** What of the fields goes into the audit row: never the code's nonce. */
function auditedFields(fields: FulfilmentFields | undefined) {
  if (!fields) return {};
  const { codeSealed, ...rest } = fields;
  return { ...rest, ...(codeSealed !== undefined ? { newCode: true } : {}) };
}

/** The caller's part in the sale, or 404 when the sale is none of theirs. */
async function actorOf(tx: Db, caller: Caller, sale: SaleRow): Promise<FulfilmentActor> {
  if (caller === 'system') return 'system';
  if (caller.role === 'admin') return 'operator';
  if (caller.role === 'customer' && caller.partyId === sale.customerId) return 'buyer';
  if (caller.role === 'client' && caller.partyId === sale.supplierId) return 'supplier';
  if (caller.role === 'driver') {
    const [booking] = await tx
      .select({ id: slotBookings.id })
      .from(slotBookings)
      .innerJoin(drivers, eq(drivers.id, slotBookings.driverId))
      .where(
        and(
          eq(slotBookings.saleId, sale.id),
          isNull(slotBookings.cancelledUtc),
          eq(drivers.userId, caller.userId),
        ),
      );
    if (booking) return 'driver';
  }
  throw notFound('The sale');
}
