import { type Inventory, inventorySchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET inventories: the signed-in supplier's own inventories. */
export function getInventories(signal?: AbortSignal): Promise<Inventory[]> {
  return api
    .get('inventories', { signal, schema: z.array(inventorySchema).nullable() })
    .then((rows) => rows ?? []);
}

export const inventoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['inventories', 'list'],
    queryFn: ({ signal }) => getInventories(signal),
  });

export function useInventories() {
  return useQuery(inventoriesQueryOptions());
}
