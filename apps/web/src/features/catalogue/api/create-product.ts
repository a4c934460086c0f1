import { type Product, type ProductRequest, productSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productsQueryOptions } from './get-products.ts';

/** POST products {name, unit}. */
export function createProduct(values: ProductRequest): Promise<Product> {
  return api.post('products', values, { schema: productSchema });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
