import { productSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/**
 * GET products as a supplier sees it (active products only), for the New Inventory dialog.
 * Under the catalogue's ['products'] key, so a catalogue change refreshes it too.
 */
export const getProductChoices = async (signal?: AbortSignal) =>
  (await getList('products', productSchema, signal)).filter((product) => product.isActive);

export const productChoicesQueryOptions = () => readQuery(['products', 'choices'], getProductChoices);

export const useProductChoices = () => useQuery(productChoicesQueryOptions());
