import type { Inventory, InventoryRequest } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { hubs, inventories, products } from '../../db/schema.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { InventoryDeps } from './deps.ts';
import { getInventory } from './queries.ts';

/** An Active supplier opens its inventory of an active product at a hub: one per product and hub. */
export async function createInventory(
  deps: InventoryDeps,
  actor: Actor,
  input: InventoryRequest,
): Promise<Inventory> {
  const supplierId = activeSupplierId(actor);
  return inTransaction(deps.db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
    if (!product?.isActive) throw new AppError('validation', 'Please choose an active product', 'productId');
    const [hub] = await tx.select().from(hubs).where(eq(hubs.id, input.hubId));
    if (!hub) throw new AppError('validation', 'Please choose a logistics hub', 'hubId');
    const [created] = await tx
      .insert(inventories)
      .values({ supplierId, productId: input.productId, hubId: input.hubId, createdUtc: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: inventories.id });
    if (!created) {
      throw new AppError('conflict', `You already hold ${product.name} at ${hub.name}`, 'productId');
    }
    await recordAudit(tx, deps.clock, actor, {
      action: 'inventory_created',
      entityType: 'inventory',
      entityId: created.id,
      entityLabel: `${product.name} at ${hub.name}`,
    });
    return getInventory(tx, actor, created.id);
  });
}
