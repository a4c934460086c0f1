import { type ProductUnitFactors, productUnitFactorsSchema, type UnitFactorsRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT products/{id}/units {scmPerLitre, kgPerLitre, mmbtuPerLitre}: decimals as text, exact. */
export function setUnitFactors({
  productId,
  ...factors
}: UnitFactorsRequest & { productId: string }): Promise<ProductUnitFactors> {
  return api.put(`products/${encodeURIComponent(productId)}/units`, factors, {
    schema: productUnitFactorsSchema,
  });
}

// A product change: the factors live under the catalogue's key, and Market Data converts with them.
export const useSetUnitFactors = () => useRefreshingMutation(setUnitFactors, 'product');
