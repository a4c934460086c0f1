import type { ProductTaxRate, ProductTaxRateRequest } from '@gas/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { productTaxRates } from '../../db/schema-tax.ts';
import { type Actor, assertMayEditCatalogue } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';

// Each product's VAT rate (issue 18, point 5), set by the operators: included in its prices and
// printed per line on the sale invoice. Gas is zero-rated unless an operator says otherwise.

/** Every product with its rate (0 without a row), for the operators. */
export async function listProductTaxRates(db: Db, actor: Actor): Promise<ProductTaxRate[]> {
  assertMayEditCatalogue(actor);
  const rows = await db
    .select({ product: products, rate: productTaxRates })
    .from(products)
    .leftJoin(productTaxRates, eq(productTaxRates.productId, products.id))
    .orderBy(asc(products.name));
  return rows.map(({ product, rate }) => ({
    productId: product.id,
    productName: product.name,
    ratePercent: (rate?.rateBasisPoints ?? 0) / 100,
    updatedUtc: rate?.updatedUtc.toISOString() ?? null,
  }));
}

/** An operator sets a product's rate; sales settled afterwards print it (earlier invoices stand). */
export async function setProductTaxRate(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  productId: string,
  input: ProductTaxRateRequest,
): Promise<ProductTaxRate> {
  assertMayEditCatalogue(actor);
  const rateBasisPoints = Math.round(input.ratePercent * 100);
  return inTransaction(deps.db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw notFound('The product');
    const [before] = await tx.select().from(productTaxRates).where(eq(productTaxRates.productId, productId));
    const now = deps.clock.now();
    await tx
      .insert(productTaxRates)
      .values({ productId, rateBasisPoints, updatedUtc: now, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: productTaxRates.productId,
        set: { rateBasisPoints, updatedUtc: now, updatedBy: actor.userId },
      });
    await recordAudit(tx, deps.clock, actor, {
      action: 'product_tax_rate_set',
      entityType: 'product',
      entityId: productId,
      entityLabel: product.name,
      before: `${(before?.rateBasisPoints ?? 0) / 100}%`,
      after: `${rateBasisPoints / 100}%`,
    });
    return {
      productId,
      productName: product.name,
      ratePercent: rateBasisPoints / 100,
      updatedUtc: now.toISOString(),
    };
  });
}
