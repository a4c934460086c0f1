import type { Currency } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Sale, SaleStatus } from '../types.ts';

export type SaleFilter = {
  status?: SaleStatus;
  currency?: Currency;
  supplierId?: string;
  customerId?: string;
  inventoryId?: string;
  /** Only the newest N sales. */
  limit?: number;
};

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
  return api.get<Sale[] | null>(`sales${toQueryString(filter)}`, { signal }).then((rows) => rows ?? []);
}

export const salesQueryOptions = (filter: SaleFilter) =>
  queryOptions({
    queryKey: [...saleKeys.lists, filter],
    queryFn: ({ signal }) => getSales(filter, signal),
  });

export function useSales(filter: SaleFilter) {
  return useQuery(salesQueryOptions(filter));
}
