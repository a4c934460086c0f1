import { latestSupplyCount, type Price, priceSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET inventories/prices/{inventoryId}/5: the newest prices of one inventory. */
export function getLatestPrices(inventoryId: string, signal?: AbortSignal): Promise<Price[]> {
  return api
    .get(`inventories/prices/${encodeURIComponent(inventoryId)}/${latestSupplyCount}`, {
      signal,
      schema: z.array(priceSchema).nullable(),
    })
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
