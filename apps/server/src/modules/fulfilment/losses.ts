import type { FulfilmentLoss, ResolveLossRequest } from '@gas/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, products, sales } from '../../db/schema.ts';
import { fulfilmentLosses } from '../../db/schema-fulfilment.ts';
import { type Actor, requireRole } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { FulfilmentDeps } from './deps.ts';

// The losses settlement records (settle.ts): gas loaded and not delivered (transit) or delivered
// and not accepted (refused). It left the inventory and nobody paid for it; the operators find
// out what happened (an insurer's claim, a recovery, a write-off) and close each with a note.

const onlyOperators = 'Only the platform operators handle losses';

function lossQuery(db: Db) {
  return db
    .select({
      loss: fulfilmentLosses,
      reference: sales.reference,
      hub: { id: hubs.id, name: hubs.name },
      product: { id: products.id, name: products.name },
      unit: products.unit,
    })
    .from(fulfilmentLosses)
    .innerJoin(sales, eq(sales.id, fulfilmentLosses.saleId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(products, eq(products.id, sales.productId));
}

function describeLoss(
  row: Awaited<ReturnType<ReturnType<typeof lossQuery>['execute']>>[number],
): FulfilmentLoss {
  return {
    id: row.loss.id,
    saleId: row.loss.saleId,
    reference: row.reference,
    hub: row.hub,
    product: row.product,
    kind: row.loss.kind,
    quantity: row.loss.quantity,
    unit: row.unit,
    occurredUtc: row.loss.occurredUtc.toISOString(),
    resolvedUtc: row.loss.resolvedUtc?.toISOString() ?? null,
    resolutionNote: row.loss.resolutionNote,
  };
}

/** Every loss, the open ones first, newest first (operators). */
export async function listLosses(db: Db, actor: Actor): Promise<FulfilmentLoss[]> {
  requireRole(actor, ['admin'], onlyOperators);
  const rows = await lossQuery(db)
    .orderBy(
      asc(sql`${fulfilmentLosses.resolvedUtc} is not null`),
      desc(fulfilmentLosses.occurredUtc),
      asc(fulfilmentLosses.id),
    )
    .limit(1000);
  return rows.map(describeLoss);
}

/** An operator closes an open loss with a note, once (409 for a closed one). Audited. */
export async function resolveLoss(
  deps: Pick<FulfilmentDeps, 'db' | 'clock'>,
  actor: Actor,
  input: { id: string } & ResolveLossRequest,
): Promise<FulfilmentLoss> {
  requireRole(actor, ['admin'], onlyOperators);
  return inTransaction(deps.db, async (tx) => {
    const [closed] = await tx
      .update(fulfilmentLosses)
      .set({ resolvedUtc: deps.clock.now(), resolutionNote: input.note })
      .where(and(eq(fulfilmentLosses.id, input.id), isNull(fulfilmentLosses.resolvedUtc)))
      .returning();
    const [row] = await lossQuery(tx).where(eq(fulfilmentLosses.id, input.id));
    if (!row) throw notFound('The loss');
    if (!closed) throw new AppError('conflict', 'This loss was already resolved');
    await recordAudit(tx, deps.clock, actor, {
      action: 'loss_resolved',
      entityType: 'sale',
      entityId: row.loss.saleId,
      entityLabel: row.reference,
      before: 'Open',
      after: 'Resolved',
      details: { lossId: row.loss.id, kind: row.loss.kind, quantity: row.loss.quantity, note: input.note },
    });
    return describeLoss(row);
  });
}
