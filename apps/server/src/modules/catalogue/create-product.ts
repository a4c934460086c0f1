import type { Product, ProductRequest } from '@gas/shared';
import { isUniqueViolation } from '../../db/errors.ts';
import { products } from '../../db/schema.ts';
import { assertMayEditCatalogue, type Caller } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import type { CatalogueDeps } from './deps.ts';
import { describeProduct } from './queries.ts';

const duplicateName = () => new AppError('conflict', 'A product with this name already exists', 'name');

/** An operator adds a product to the catalogue, Active. Names are unique whatever their case. */
export async function createProduct(
  deps: CatalogueDeps,
  caller: Caller,
  input: ProductRequest,
): Promise<Product> {
  assertMayEditCatalogue(caller);
  try {
    return await inTransaction(deps.db, async (tx) => {
      const [created] = await tx
        .insert(products)
        .values({ name: input.name, unit: input.unit, createdUtc: deps.clock.now() })
        .returning();
      const product = describeProduct(created!);
      await recordAudit(tx, deps.clock, caller, {
        action: 'product_created',
        entityType: 'product',
        entityId: product.id,
        entityLabel: product.name,
        after: product.status,
      });
      return product;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_name_lower_key')) throw duplicateName();
    throw error;
  }
}
