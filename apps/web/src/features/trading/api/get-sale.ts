import { type Sale, saleSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { saleKeys } from './get-sales.ts';

/** GET sales/{id}: one sale, if it is yours (buyer or supplier) or any (operator); otherwise 404. */
export function getSale(id: string, signal?: AbortSignal): Promise<Sale> {
  return api.get(`sales/${encodeURIComponent(id)}`, { signal, schema: saleSchema });
}

export const saleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...saleKeys.all, 'detail', id],
    queryFn: ({ signal }) => getSale(id, signal),
  });

export function useSale(id: string) {
  return useQuery(saleQueryOptions(id));
}
