import { latestSupplyCount, priceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET inventories/prices/{inventoryId}/5: the newest prices of one inventory. */
export const getLatestPrices = (inventoryId: string, signal?: AbortSignal) =>
  getList(`inventories/prices/${encodeURIComponent(inventoryId)}/${latestSupplyCount}`, priceSchema, signal);

export const latestPricesQueryOptions = (inventoryId: string) =>
  readQuery(['prices', 'latest', inventoryId], (signal) => getLatestPrices(inventoryId, signal));

export const useLatestPrices = (inventoryId: string) => useQuery(latestPricesQueryOptions(inventoryId));
