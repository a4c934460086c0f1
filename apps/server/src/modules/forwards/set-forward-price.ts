import {
  contractLabel,
  type ForwardPrice,
  type ForwardPriceRequest,
  formatMoney,
  inventoryLabel,
} from '@gas/shared';
import { and, desc, eq } from 'drizzle-orm';
import { forwardPrices } from '../../db/schema-forwards.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { InventoryDeps } from '../inventory/deps.ts';
import { getInventory } from '../inventory/queries.ts';
import { assertLicenceCurrent } from '../verification/licence.ts';
import { assertMonthOpen } from './months.ts';
import { describeForwardPrice } from './queries.ts';

/**
 * An Active supplier prices one open delivery month of its own inventory in one currency, apart
 * from its Spot price: the newest row is the current one. Refused (409) for a closed month and,
 * as for Spot, while its NMDPRA licence has expired.
 */
export async function setForwardPrice(
  deps: InventoryDeps,
  actor: Actor,
  input: ForwardPriceRequest,
): Promise<ForwardPrice> {
  const supplierId = activeSupplierId(actor);
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    await assertLicenceCurrent(tx, supplierId, now);
    const inventory = await getInventory(tx, actor, input.inventoryId);
    assertMonthOpen(input.deliveryMonth, now);
    const [previous] = await tx
      .select({ amount: forwardPrices.amount })
      .from(forwardPrices)
      .where(
        and(
          eq(forwardPrices.inventoryId, inventory.id),
          eq(forwardPrices.deliveryMonth, input.deliveryMonth),
          eq(forwardPrices.currency, input.currency),
        ),
      )
      .orderBy(desc(forwardPrices.createdUtc), desc(forwardPrices.id))
      .limit(1);
    const [created] = await tx
      .insert(forwardPrices)
      .values({ ...input, inventoryId: inventory.id, createdUtc: now })
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'price_set',
      entityType: 'price',
      entityId: created!.id,
      entityLabel: `${inventoryLabel(inventory)}, ${contractLabel(input.deliveryMonth)}`,
      before: previous ? formatMoney(previous.amount, input.currency) : null,
      after: formatMoney(input.amount, input.currency),
      details: { inventoryId: inventory.id, currency: input.currency, deliveryMonth: input.deliveryMonth },
    });
    // A month's offer on Market Data and in the listings moves live (issue 19, point 5).
    await notifyMarketChanged(tx, { kind: 'offers', hub: inventory.hub.id, product: inventory.product.id });
    return describeForwardPrice(created!);
  });
}
