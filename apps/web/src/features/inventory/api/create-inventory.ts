import { type Inventory, type InventoryRequest, inventorySchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST inventories {productId, hubId}: one inventory per supplier, product and hub. */
export function createInventory(values: InventoryRequest): Promise<Inventory> {
  return api.post('inventories', values, { schema: inventorySchema });
}

export function useCreateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inventories'] }),
  });
}
