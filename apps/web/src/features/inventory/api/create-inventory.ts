import { type Inventory, type InventoryRequest, inventorySchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST inventories {productId, hubId}: one inventory per supplier, product and hub. */
export function createInventory(values: InventoryRequest): Promise<Inventory> {
  return api.post('inventories', values, { schema: inventorySchema });
}

export const useCreateInventory = () => useRefreshingMutation(createInventory, 'inventory');
