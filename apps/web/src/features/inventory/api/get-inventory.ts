import { type Inventory, inventorySchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET inventories/{id}: one of the supplier's inventories (another's answers 404). */
export function getInventory(inventoryId: string, signal?: AbortSignal): Promise<Inventory> {
  return api.get(`inventories/${encodeURIComponent(inventoryId)}`, { signal, schema: inventorySchema });
}

export const inventoryQueryOptions = (inventoryId: string) =>
  queryOptions({
    queryKey: ['inventories', 'detail', inventoryId],
    queryFn: ({ signal }) => getInventory(inventoryId, signal),
  });

export function useInventory(inventoryId: string) {
  return useQuery(inventoryQueryOptions(inventoryId));
}
