import { productSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET products as an offtaker sees it: the active products, the ones that can be bought. */
export const getPurchasableProducts = async (signal?: AbortSignal) =>
  (await getList('products', productSchema, signal)).filter((product) => product.isActive);

// Under the catalogue's ['products'] key, so a catalogue change refreshes it too.
export const purchasableProductsQueryOptions = () =>
  readQuery(['products', 'purchasable'], getPurchasableProducts);

export const usePurchasableProducts = () => useQuery(purchasableProductsQueryOptions());
