import { type Delivery, deliverySchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST deliveries/{saleId}/departure: the loaded truck leaves the hub. */
export function recordDeparture(saleId: string): Promise<Delivery> {
  return api.post(`deliveries/${encodeURIComponent(saleId)}/departure`, {}, { schema: deliverySchema });
}

export const useRecordDeparture = () => useRefreshingMutation(recordDeparture, 'logisticsStep');
