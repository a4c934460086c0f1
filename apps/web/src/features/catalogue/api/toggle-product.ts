import { type Product, productSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productsQueryOptions } from './get-products.ts';

/** PATCH products/{id} with no body: Active becomes Inactive and back. */
export function toggleProduct(productId: string): Promise<Product> {
  return api.patch(`products/${encodeURIComponent(productId)}`, undefined, { schema: productSchema });
}

export function useToggleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
