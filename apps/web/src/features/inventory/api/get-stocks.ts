import { type StockLine, type StocksQuery, stockLineSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { toQueryString } from './query-string.ts';

export type StockFilter = StocksQuery;

/** GET stocks?inventoryId=&status=: every stock line of the supplier's inventories, newest first. */
export function getStocks(filter: StockFilter, signal?: AbortSignal): Promise<StockLine[]> {
  return api
    .get(`stocks${toQueryString(filter)}`, { signal, schema: z.array(stockLineSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const stocksQueryOptions = (filter: StockFilter) =>
  queryOptions({
    queryKey: ['stocks', 'list', filter],
    queryFn: ({ signal }) => getStocks(filter, signal),
  });

export function useStocks(filter: StockFilter) {
  return useQuery(stocksQueryOptions(filter));
}
