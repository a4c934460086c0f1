import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productsQueryOptions } from './get-products.ts';

/** DELETE Product/{id} (the spec's capital P). A product some inventory holds is refused (409). */
export function deleteProduct(productId: string): Promise<null> {
  return api.delete<null>(`Product/${encodeURIComponent(productId)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
