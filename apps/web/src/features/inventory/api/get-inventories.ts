import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Inventory } from '../types.ts';

/** GET inventories: the signed-in supplier's own inventories. */
export function getInventories(signal?: AbortSignal): Promise<Inventory[]> {
  return api.get<Inventory[] | null>('inventories', { signal }).then((rows) => rows ?? []);
}

export const inventoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['inventories', 'list'],
    queryFn: ({ signal }) => getInventories(signal),
  });

export function useInventories() {
  return useQuery(inventoriesQueryOptions());
}
