import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { StockLine } from '../types.ts';

export type StockDecision = { inventoryId: string; stockId: string; approve: boolean };

/** PATCH stocks {inventoryId, stockId, approve: "true" | "false"}: only Pending Supply lines. */
export function decideStock({ inventoryId, stockId, approve }: StockDecision): Promise<StockLine> {
  return api.patch<StockLine>('stocks', { inventoryId, stockId, approve: approve ? 'true' : 'false' });
}

export function useDecideStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideStock,
    // An approval changes the inventory's quantity as well as the line.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['stocks'] }),
        queryClient.invalidateQueries({ queryKey: ['inventories'] }),
      ]),
  });
}
