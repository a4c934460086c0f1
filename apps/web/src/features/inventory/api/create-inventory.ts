import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { NewInventory } from '../schemas.ts';
import type { Inventory } from '../types.ts';

/** POST inventories {productId, hubId}: one inventory per supplier, product and hub. */
export function createInventory(values: NewInventory): Promise<Inventory> {
  return api.post<Inventory>('inventories', values);
}

export function useCreateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inventories'] }),
  });
}
