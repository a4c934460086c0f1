import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Price } from '../types.ts';
import { latestCount } from './get-latest-stocks.ts';

/** GET inventories/prices/{inventoryId}/5: the newest prices of one inventory. */
export function getLatestPrices(inventoryId: string, signal?: AbortSignal): Promise<Price[]> {
  return api
    .get<Price[] | null>(`inventories/prices/${encodeURIComponent(inventoryId)}/${latestCount}`, { signal })
    .then((rows) => rows ?? []);
}

export const latestPricesQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['prices', 'latest', inventoryId],
    queryFn: ({ signal }) => getLatestPrices(inventoryId, signal),
  });

export function useLatestPrices(inventoryId: string) {
  return useQuery(latestPricesQueryOptions(inventoryId));
}
