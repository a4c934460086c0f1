import { inventorySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET inventories: the signed-in supplier's own inventories. */
export const getInventories = (signal?: AbortSignal) => getList('inventories', inventorySchema, signal);

export const inventoriesQueryOptions = () => readQuery(['inventories', 'list'], getInventories);

export const useInventories = () => useQuery(inventoriesQueryOptions());
