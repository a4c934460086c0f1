import { formatFactor, type ProductUnitFactors } from '@gas/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { productUnitFactors } from '../../db/schema-units.ts';
import { seesInactiveProducts, type Visitor } from '../../lib/access.ts';

type FactorRow = typeof productUnitFactors.$inferSelect;

/** The contract's ProductUnitFactors for a row: factors as exact decimal strings. */
export function describeUnitFactors(row: FactorRow, productName: string): ProductUnitFactors {
  return {
    productId: row.productId,
    productName,
    scmPerLitre: formatFactor(row.scmPerLitreNano),
    kgPerLitre: formatFactor(row.kgPerLitreNano),
    mmbtuPerLitre: formatFactor(row.mmbtuPerLitreNano),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

/**
 * Every product's factors, by product name: public, as the Market Data page converts with them.
 * A product without factors is absent (shown in litres only). A product off sale only to the
 * operators (the catalogue page), as GET products shows it: the public read named products the
 * operators had switched off or not launched yet (review).
 */
export async function listUnitFactors(db: Db, visitor: Visitor): Promise<ProductUnitFactors[]> {
  const rows = await db
    .select({ factors: productUnitFactors, productName: products.name })
    .from(productUnitFactors)
    .innerJoin(products, eq(products.id, productUnitFactors.productId))
    .where(visitor && seesInactiveProducts(visitor) ? undefined : eq(products.isActive, true))
    .orderBy(asc(products.name));
  return rows.map((row) => describeUnitFactors(row.factors, row.productName));
}
