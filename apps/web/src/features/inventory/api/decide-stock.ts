import { type StockDecisionRequest, type StockLine, stockLineSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type StockDecision = { inventoryId: string; stockId: string; approve: boolean };

/** PATCH stocks {inventoryId, stockId, approve: "true" | "false"}: only Pending Supply lines. */
export function decideStock({ inventoryId, stockId, approve }: StockDecision): Promise<StockLine> {
  const request: StockDecisionRequest = { inventoryId, stockId, approve: approve ? 'true' : 'false' };
  return api.patch('stocks', request, { schema: stockLineSchema });
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
