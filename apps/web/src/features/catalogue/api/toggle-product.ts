import { type Product, productSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PATCH products/{id} with no body: Active becomes Inactive and back. */
export function toggleProduct(productId: string): Promise<Product> {
  return api.patch(`products/${encodeURIComponent(productId)}`, undefined, { schema: productSchema });
}

export const useToggleProduct = () => useRefreshingMutation(toggleProduct, 'product');
