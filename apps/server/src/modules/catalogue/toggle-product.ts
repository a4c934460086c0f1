import type { Product } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { assertMayEditCatalogue, type Caller } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { CatalogueDeps } from './deps.ts';
import { describeProduct } from './queries.ts';

/** Flips Active/Inactive. An inactive product takes no new inventories and shows no listings. */
export async function toggleProduct(
  deps: CatalogueDeps,
  caller: Caller,
  input: { productId: string },
): Promise<Product> {
  assertMayEditCatalogue(caller);
  return inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(products)
      .set({ isActive: sql`not ${products.isActive}` })
      .where(eq(products.id, input.productId))
      .returning();
    if (!updated) throw notFound('The product');
    const product = describeProduct(updated);
    await recordAudit(tx, deps.clock, caller, {
      action: 'product_status_changed',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.name,
      before: product.isActive ? 'Inactive' : 'Active',
      after: product.status,
    });
    // Its offers leave the market (or come back).
    await notifyMarketChanged(tx, { kind: 'offers', product: product.id });
    return product;
  });
}
