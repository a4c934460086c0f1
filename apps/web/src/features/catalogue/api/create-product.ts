import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { NewProduct } from '../schemas.ts';
import type { Product } from '../types.ts';
import { productsQueryOptions } from './get-products.ts';

/** POST products {name, unit}. */
export function createProduct(values: NewProduct): Promise<Product> {
  return api.post<Product>('products', values);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
  });
}
