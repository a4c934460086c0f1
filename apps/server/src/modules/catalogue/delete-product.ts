import { productStatus } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { inventories, products } from '../../db/schema.ts';
import { bids } from '../../db/schema-bids.ts';
import { productTaxRates } from '../../db/schema-tax.ts';
import { assertMayEditCatalogue, type Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { CatalogueDeps } from './deps.ts';

/** Deletes a product nobody holds; one used by any inventory or bid is refused (make it Inactive instead). */
export async function deleteProduct(
  deps: CatalogueDeps,
  caller: Caller,
  input: { productId: string },
): Promise<null> {
  assertMayEditCatalogue(caller);
  return inTransaction(deps.db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
    if (!product) throw notFound('The product');
    const [used] = await tx
      .select({ id: inventories.id })
      .from(inventories)
      .where(eq(inventories.productId, product.id))
      .limit(1);
    if (used) {
      throw new AppError(
        'conflict',
        `${product.name} is held in supplier inventories and cannot be deleted. Make it Inactive instead.`,
      );
    }
    // Buyers' bids name it too (open or closed: their history stays readable).
    const [bid] = await tx.select({ id: bids.id }).from(bids).where(eq(bids.productId, product.id)).limit(1);
    if (bid) {
      throw new AppError(
        'conflict',
        `${product.name} is named in buyers' bids and cannot be deleted. Make it Inactive instead.`,
      );
    }
    // Its VAT rate goes with it (a rate of no product means nothing).
    await tx.delete(productTaxRates).where(eq(productTaxRates.productId, product.id));
    await tx.delete(products).where(eq(products.id, product.id));
    await recordAudit(tx, deps.clock, caller, {
      action: 'product_deleted',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.name,
      before: productStatus(product.isActive),
      after: 'Deleted',
    });
    return null;
  });
}
