import { type StockLine, type StockRequest, stockLineSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST stocks {inventoryId, quantity}: a Pending Supply line, counted once approved. */
export function addStock(values: StockRequest): Promise<StockLine> {
  return api.post('stocks', values, { schema: stockLineSchema });
}

export const useAddStock = () => useRefreshingMutation(addStock, 'stock');
