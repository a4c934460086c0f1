import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { StockLine } from '../types.ts';

/** POST stocks {inventoryId, quantity}: a Pending Supply line, counted once approved. */
export function addStock(values: { inventoryId: string; quantity: number }): Promise<StockLine> {
  return api.post<StockLine>('stocks', values);
}

export function useAddStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stocks'] }),
  });
}
