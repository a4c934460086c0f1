import type { Currency } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Price } from '../types.ts';
import { toQueryString } from './query-string.ts';

export type PriceFilter = { inventoryId?: string; currency?: Currency };

/** GET inventories/prices?inventoryId=&currency=: every price of the supplier's inventories, newest first. */
export function getPrices(filter: PriceFilter, signal?: AbortSignal): Promise<Price[]> {
  return api
    .get<Price[] | null>(`inventories/prices${toQueryString(filter)}`, { signal })
    .then((rows) => rows ?? []);
}

export const pricesQueryOptions = (filter: PriceFilter) =>
  queryOptions({
    queryKey: ['prices', 'list', filter],
    queryFn: ({ signal }) => getPrices(filter, signal),
  });

export function usePrices(filter: PriceFilter) {
  return useQuery(pricesQueryOptions(filter));
}
