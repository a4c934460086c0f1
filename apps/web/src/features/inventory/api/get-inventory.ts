import { inventorySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET inventories/{id}: one of the supplier's inventories (another's answers 404). */
export const getInventory = (inventoryId: string, signal?: AbortSignal) =>
  getOne(`inventories/${encodeURIComponent(inventoryId)}`, inventorySchema, signal);

export const inventoryQueryOptions = (inventoryId: string) =>
  readQuery(['inventories', 'detail', inventoryId], (signal) => getInventory(inventoryId, signal));

export const useInventory = (inventoryId: string) => useQuery(inventoryQueryOptions(inventoryId));
