import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { StockLine, StockStatus } from '../types.ts';
import { toQueryString } from './query-string.ts';

export type StockFilter = { inventoryId?: string; status?: StockStatus };

/** GET stocks?inventoryId=&status=: every stock line of the supplier's inventories, newest first. */
export function getStocks(filter: StockFilter, signal?: AbortSignal): Promise<StockLine[]> {
  return api.get<StockLine[] | null>(`stocks${toQueryString(filter)}`, { signal }).then((rows) => rows ?? []);
}

export const stocksQueryOptions = (filter: StockFilter) =>
  queryOptions({
    queryKey: ['stocks', 'list', filter],
    queryFn: ({ signal }) => getStocks(filter, signal),
  });

export function useStocks(filter: StockFilter) {
  return useQuery(stocksQueryOptions(filter));
}
