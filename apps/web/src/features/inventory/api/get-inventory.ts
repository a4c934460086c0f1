import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Inventory } from '../types.ts';

/** GET inventories/{id}: one of the supplier's inventories (another's answers 404). */
export function getInventory(inventoryId: string, signal?: AbortSignal): Promise<Inventory> {
  return api.get<Inventory>(`inventories/${encodeURIComponent(inventoryId)}`, { signal });
}

export const inventoryQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['inventories', 'detail', inventoryId],
    queryFn: ({ signal }) => getInventory(inventoryId, signal),
  });

export function useInventory(inventoryId: string) {
  return useQuery(inventoryQueryOptions(inventoryId));
}
