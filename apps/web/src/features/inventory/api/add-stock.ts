import { type StockLine, type StockRequest, stockLineSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST stocks {inventoryId, quantity}: a Pending Supply line, counted once approved. */
export function addStock(values: StockRequest): Promise<StockLine> {
  return api.post('stocks', values, { schema: stockLineSchema });
}

export function useAddStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stocks'] }),
  });
}
