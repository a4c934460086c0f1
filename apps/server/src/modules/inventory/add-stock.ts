import { type StockLine, type StockRequest, stockLineLabel } from '@gas/shared';
import { stockLines } from '../../db/schema.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { InventoryDeps } from './deps.ts';
import { describeStock, getInventory } from './queries.ts';

/**
 * Stock ingress: an Active supplier adds a Pending Supply In line to its own inventory; the
 * quantity moves only when the supplier approves it (decide-stock.ts).
 */
export async function addStock(deps: InventoryDeps, actor: Actor, input: StockRequest): Promise<StockLine> {
  activeSupplierId(actor);
  return inTransaction(deps.db, async (tx) => {
    const inventory = await getInventory(tx, actor, input.inventoryId);
    const [line] = await tx
      .insert(stockLines)
      .values({
        inventoryId: inventory.id,
        flow: 'In',
        category: 'Supply',
        status: 'Pending',
        quantity: input.quantity,
        createdUtc: deps.clock.now(),
      })
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'stock_added',
      entityType: 'stock',
      entityId: line!.id,
      entityLabel: stockLineLabel(inventory, input.quantity),
      after: 'Pending',
      details: { inventoryId: inventory.id, quantity: input.quantity },
    });
    return describeStock({ ...line!, unit: inventory.product.unit });
  });
}
