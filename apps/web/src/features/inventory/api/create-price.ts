import type { Currency } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Price } from '../types.ts';

/** POST inventories/prices {inventoryId, amount (minor units per unit), currency}. */
export function createPrice(values: {
  inventoryId: string;
  amount: number;
  currency: Currency;
}): Promise<Price> {
  return api.post<Price>('inventories/prices', values);
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prices'] }),
  });
}
