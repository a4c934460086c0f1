import { productSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET products: the whole catalogue for an admin. */
export const getProducts = (signal?: AbortSignal) => getList('products', productSchema, signal);

export const productsQueryOptions = () => readQuery(['products'], getProducts);

export const useProducts = () => useQuery(productsQueryOptions());
