import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Product } from '../types.ts';

/** GET products: the whole catalogue for an admin. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[] | null>('products', { signal }).then((rows) => rows ?? []);
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
