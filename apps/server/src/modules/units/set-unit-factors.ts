import { type ProductUnitFactors, parseFactor } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { productUnitFactors } from '../../db/schema-units.ts';
import { assertMayEditCatalogue, type Caller } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { UnitsDeps } from './deps.ts';
import { describeUnitFactors } from './queries.ts';

/** The request after validation: the three factors as exact decimal strings. */
export type SetUnitFactorsInput = {
  productId: string;
  scmPerLitre: string;
  kgPerLitre: string;
  mmbtuPerLitre: string;
};

function nano(text: string): bigint {
  const factor = parseFactor(text);
  if (factor === null) throw new RangeError(`Not a conversion factor: ${text}`); // the route validated it
  return factor;
}

const inWords = (factors: ProductUnitFactors) =>
  `${factors.scmPerLitre} scm, ${factors.kgPerLitre} kg, ${factors.mmbtuPerLitre} MMBtu per litre`;

/** An operator sets (or replaces) a product's factors; the trail keeps what they were before. */
export async function setUnitFactors(
  deps: UnitsDeps,
  caller: Caller,
  input: SetUnitFactorsInput,
): Promise<ProductUnitFactors> {
  assertMayEditCatalogue(caller);
  return inTransaction(deps.db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update');
    if (!product) throw notFound('The product');
    const [previous] = await tx
      .select()
      .from(productUnitFactors)
      .where(eq(productUnitFactors.productId, product.id));
    const values = {
      scmPerLitreNano: nano(input.scmPerLitre),
      kgPerLitreNano: nano(input.kgPerLitre),
      mmbtuPerLitreNano: nano(input.mmbtuPerLitre),
      updatedUtc: deps.clock.now(),
      updatedBy: caller === 'system' ? null : caller.userId,
    };
    const [saved] = await tx
      .insert(productUnitFactors)
      .values({ productId: product.id, ...values })
      .onConflictDoUpdate({ target: productUnitFactors.productId, set: values })
      .returning();
    const factors = describeUnitFactors(saved!, product.name);
    await recordAudit(tx, deps.clock, caller, {
      action: 'product_units_set',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.name,
      before: previous ? inWords(describeUnitFactors(previous, product.name)) : null,
      after: inWords(factors),
    });
    return factors;
  });
}
