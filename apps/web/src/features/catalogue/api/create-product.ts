import { type Product, type ProductRequest, productSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST products {name, unit}. */
export function createProduct(values: ProductRequest): Promise<Product> {
  return api.post('products', values, { schema: productSchema });
}

export const useCreateProduct = () => useRefreshingMutation(createProduct, 'product');
