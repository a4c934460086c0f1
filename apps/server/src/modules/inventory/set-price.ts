import { formatMoney, inventoryLabel, type Price, type PriceRequest } from '@gas/shared';
import { and, desc, eq } from 'drizzle-orm';
import { prices } from '../../db/schema.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { assertLicenceCurrent } from '../verification/licence.ts';
import type { InventoryDeps } from './deps.ts';
import { describePrice, getInventory } from './queries.ts';

/**
 * An Active supplier sets a new price of its own inventory in one currency: the newest is the
 * current one. Refused (409) while its NMDPRA licence has expired.
 */
export async function setPrice(deps: InventoryDeps, actor: Actor, input: PriceRequest): Promise<Price> {
  const supplierId = activeSupplierId(actor);
  return inTransaction(deps.db, async (tx) => {
    // No new prices on an expired NMDPRA licence (409 naming its expiry) until it is renewed.
    await assertLicenceCurrent(tx, supplierId, deps.clock.now());
    const inventory = await getInventory(tx, actor, input.inventoryId);
    const [previous] = await tx
      .select({ amount: prices.amount })
      .from(prices)
      .where(and(eq(prices.inventoryId, inventory.id), eq(prices.currency, input.currency)))
      .orderBy(desc(prices.createdUtc), desc(prices.id))
      .limit(1);
    const [created] = await tx
      .insert(prices)
      .values({
        inventoryId: inventory.id,
        amount: input.amount,
        currency: input.currency,
        createdUtc: deps.clock.now(),
      })
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'price_set',
      entityType: 'price',
      entityId: created!.id,
      entityLabel: inventoryLabel(inventory),
      before: previous ? formatMoney(previous.amount, input.currency) : null,
      after: formatMoney(input.amount, input.currency),
      details: { inventoryId: inventory.id, currency: input.currency },
    });
    await notifyMarketChanged(tx, { kind: 'offers', hub: inventory.hub.id, product: inventory.product.id });
    return describePrice(created!);
  });
}
