import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { StockLine } from '../types.ts';

/** The spec's section 9: latest lists fetch 5 items. */
export const latestCount = 5;

/** GET stocks/inventory/{inventoryId}/5: the newest stock lines of one inventory. */
export function getLatestStocks(inventoryId: string, signal?: AbortSignal): Promise<StockLine[]> {
  return api
    .get<StockLine[] | null>(`stocks/inventory/${encodeURIComponent(inventoryId)}/${latestCount}`, { signal })
    .then((rows) => rows ?? []);
}

export const latestStocksQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['stocks', 'latest', inventoryId],
    queryFn: ({ signal }) => getLatestStocks(inventoryId, signal),
  });

export function useLatestStocks(inventoryId: string) {
  return useQuery(latestStocksQueryOptions(inventoryId));
}
