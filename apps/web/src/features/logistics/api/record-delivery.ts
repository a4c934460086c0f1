import { type DeliverRequest, type Delivery, deliverySchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST deliveries/{saleId}/delivery: the buyer's code and the quantity delivered. */
export function recordDelivery(saleId: string, values: DeliverRequest): Promise<Delivery> {
  return api.post(`deliveries/${encodeURIComponent(saleId)}/delivery`, values, { schema: deliverySchema });
}

export const useRecordDelivery = (saleId: string) =>
  useRefreshingMutation((values: DeliverRequest) => recordDelivery(saleId, values), 'logisticsStep');
