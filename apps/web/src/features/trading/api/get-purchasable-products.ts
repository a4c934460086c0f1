import { type Product, productSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET products as an offtaker sees it: the active products, the ones that can be bought. */
export function getPurchasableProducts(signal?: AbortSignal): Promise<Product[]> {
  return api
    .get('products', { signal, schema: z.array(productSchema).nullable() })
    .then((rows) => (rows ?? []).filter((product) => product.isActive));
}

// Under the catalogue's ['products'] key, so a catalogue change refreshes it too.
export const purchasableProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'purchasable'],
    queryFn: ({ signal }) => getPurchasableProducts(signal),
  });

export function usePurchasableProducts() {
  return useQuery(purchasableProductsQueryOptions());
}
