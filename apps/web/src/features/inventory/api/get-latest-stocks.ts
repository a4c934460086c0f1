import { latestSupplyCount, stockLineSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET stocks/inventory/{inventoryId}/5: the newest stock lines of one inventory. */
export const getLatestStocks = (inventoryId: string, signal?: AbortSignal) =>
  getList(
    `stocks/inventory/${encodeURIComponent(inventoryId)}/${latestSupplyCount}`,
    stockLineSchema,
    signal,
  );

export const latestStocksQueryOptions = (inventoryId: string) =>
  readQuery(['stocks', 'latest', inventoryId], (signal) => getLatestStocks(inventoryId, signal));

export const useLatestStocks = (inventoryId: string) => useQuery(latestStocksQueryOptions(inventoryId));
