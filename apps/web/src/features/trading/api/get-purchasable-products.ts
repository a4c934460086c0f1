import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ProductChoice } from '../types.ts';

/** GET products as an offtaker sees it: the active products, the ones that can be bought. */
export function getPurchasableProducts(signal?: AbortSignal): Promise<ProductChoice[]> {
  return api
    .get<ProductChoice[] | null>('products', { signal })
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
