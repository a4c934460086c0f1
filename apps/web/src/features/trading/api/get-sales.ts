import { type Sale, type SalesQuery, saleSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SaleFilter = SalesQuery;

/** Every cached answer of the sales endpoints lives under ['sales']: one invalidation refreshes lists and details. */
export const saleKeys = {
  all: ['sales'] as const,
  lists: ['sales', 'list'] as const,
};

/** "?status=Pending&currency=NGN", leaving out empty values; "" when none. */
function toQueryString(filter: SaleFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * GET sales?status=&currency=&supplierId=&customerId=&inventoryId=&limit=, newest first: an offtaker's
 * own purchases, a supplier's sales against its inventories, or every sale for an operator.
 */
export function getSales(filter: SaleFilter, signal?: AbortSignal): Promise<Sale[]> {
  return api
    .get(`sales${toQueryString(filter)}`, { signal, schema: z.array(saleSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const salesQueryOptions = (filter: SaleFilter) =>
  queryOptions({
    queryKey: [...saleKeys.lists, filter],
    queryFn: ({ signal }) => getSales(filter, signal),
  });

export function useSales(filter: SaleFilter) {
  return useQuery(salesQueryOptions(filter));
}
