import { type Product, productSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/**
 * GET products as a supplier sees it (active products only), for the New Inventory dialog.
 * Under the catalogue's ['products'] key, so a catalogue change refreshes it too.
 */
export function getProductChoices(signal?: AbortSignal): Promise<Product[]> {
  return api
    .get('products', { signal, schema: z.array(productSchema).nullable() })
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
