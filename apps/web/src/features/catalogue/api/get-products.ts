import { type Product, productSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET products: the whole catalogue for an admin. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return api
    .get('products', { signal, schema: z.array(productSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
