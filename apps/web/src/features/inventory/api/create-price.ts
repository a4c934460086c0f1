import { type Price, type PriceRequest, priceSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST inventories/prices {inventoryId, amount (minor units per unit), currency}. */
export function createPrice(values: PriceRequest): Promise<Price> {
  return api.post('inventories/prices', values, { schema: priceSchema });
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices'] }),
  });
}
