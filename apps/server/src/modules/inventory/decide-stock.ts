import { type StockDecisionRequest, type StockLine, stockLineLabel } from '@gas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { hubs, inventories, products, stockLines } from '../../db/schema.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { InventoryDeps } from './deps.ts';
import { describeStock, inventoriesVisibleTo } from './queries.ts';

/**
 * The supplier approves ("true") or rejects ("false") a Pending Supply line of its own
 * inventory. The status change is conditional, so a line leaves Pending at most once; approval
 * adds to the quantity in the same transaction. Sale lines are settled by their purchase.
 */
export async function decideStock(
  deps: InventoryDeps,
  actor: Actor,
  input: StockDecisionRequest,
): Promise<StockLine> {
  activeSupplierId(actor);
  const approve = input.approve === 'true';
  return inTransaction(deps.db, async (tx) => {
    // The supplier's own inventory, locked for the decision; another's answers as not found.
    const [inventory] = await tx
      .select({ id: inventories.id, hubId: inventories.hubId, productId: inventories.productId })
      .from(inventories)
      .where(and(eq(inventories.id, input.inventoryId), inventoriesVisibleTo(actor)))
      .for('update');
    if (!inventory) throw notFound('The inventory');
    const [line] = await tx
      .select()
      .from(stockLines)
      .where(and(eq(stockLines.id, input.stockId), eq(stockLines.inventoryId, inventory.id)));
    if (!line) throw notFound('The stock line');
    if (line.category === 'Sale') {
      throw new AppError(
        'conflict',
        'Sale stock lines are settled by their purchase and cannot be approved or rejected by hand',
      );
    }
    const [decided] = await tx
      .update(stockLines)
      .set({ status: approve ? 'Approved' : 'Rejected', processedUtc: deps.clock.now() })
      .where(and(eq(stockLines.id, line.id), eq(stockLines.status, 'Pending')))
      .returning();
    if (!decided) throw new AppError('conflict', `This stock line is already ${line.status}`);
    // What the line is, by name: the audit trail shows it instead of its id.
    const [named] = await tx
      .select({ unit: products.unit, productName: products.name, hubName: hubs.name })
      .from(inventories)
      .innerJoin(products, eq(products.id, inventories.productId))
      .innerJoin(hubs, eq(hubs.id, inventories.hubId))
      .where(eq(inventories.id, line.inventoryId));
    await recordAudit(tx, deps.clock, actor, {
      action: 'stock_decided',
      entityType: 'stock',
      entityId: line.id,
      entityLabel: stockLineLabel(
        { product: { name: named!.productName }, hub: { name: named!.hubName } },
        line.quantity,
      ),
      before: 'Pending',
      after: decided.status,
      details: { inventoryId: line.inventoryId, quantity: line.quantity },
    });
    if (approve) {
      await tx
        .update(inventories)
        .set({ quantity: sql`${inventories.quantity} + ${line.quantity}` })
        .where(eq(inventories.id, line.inventoryId));
      await notifyMarketChanged(tx, { kind: 'offers', hub: inventory.hubId, product: inventory.productId });
    }
    return describeStock({ ...decided, unit: named!.unit });
  });
}
