import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ProductChoice } from '../types.ts';

/**
 * GET products as a supplier sees it (active products only), for the New Inventory dialog.
 * Under the catalogue's ['products'] key, so a catalogue change refreshes it too.
 */
export function getProductChoices(signal?: AbortSignal): Promise<ProductChoice[]> {
  return api
    .get<ProductChoice[] | null>('products', { signal })
    .then((rows) => (rows ?? []).filter((product) => product.isActive));
}

export const productChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'choices'],
    queryFn: ({ signal }) => getProductChoices(signal),
  });

export function useProductChoices() {
  return useQuery(productChoicesQueryOptions());
}
