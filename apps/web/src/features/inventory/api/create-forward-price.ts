import { type ForwardPrice, type ForwardPriceRequest, forwardPriceSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST inventories/forward-prices {inventoryId, deliveryMonth, amount (minor units), currency}. */
export function createForwardPrice(values: ForwardPriceRequest): Promise<ForwardPrice> {
  return api.post('inventories/forward-prices', values, { schema: forwardPriceSchema });
}

// A month's price changes what is offered like a Spot price does.
export const useCreateForwardPrice = () => useRefreshingMutation(createForwardPrice, 'price');
