import { latestSupplyCount, type StockLine, stockLineSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET stocks/inventory/{inventoryId}/5: the newest stock lines of one inventory. */
export function getLatestStocks(inventoryId: string, signal?: AbortSignal): Promise<StockLine[]> {
  return api
    .get(`stocks/inventory/${encodeURIComponent(inventoryId)}/${latestSupplyCount}`, {
      signal,
      schema: z.array(stockLineSchema).nullable(),
    })
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
