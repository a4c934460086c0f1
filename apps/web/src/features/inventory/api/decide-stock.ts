import { type StockDecisionRequest, type StockLine, stockLineSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

export type StockDecision = { inventoryId: string; stockId: string; approve: boolean };

/** PATCH stocks {inventoryId, stockId, approve: "true" | "false"}: only Pending Supply lines. */
export function decideStock({ inventoryId, stockId, approve }: StockDecision): Promise<StockLine> {
  const request: StockDecisionRequest = { inventoryId, stockId, approve: approve ? 'true' : 'false' };
  return api.patch('stocks', request, { schema: stockLineSchema });
}

// An approval changes the inventory's quantity (and what is offered) as well as the line.
export const useDecideStock = () => useRefreshingMutation(decideStock, 'stockDecision');
