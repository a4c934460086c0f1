import { type Price, type PriceRequest, priceSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST inventories/prices {inventoryId, amount (minor units per unit), currency}. */
export function createPrice(values: PriceRequest): Promise<Price> {
  return api.post('inventories/prices', values, { schema: priceSchema });
}

export const useCreatePrice = () => useRefreshingMutation(createPrice, 'price');
