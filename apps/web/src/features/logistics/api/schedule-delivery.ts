import { type Delivery, deliverySchema, type ScheduleRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST deliveries/{saleId}/schedule: a slot (and for a delivery a truck and a driver); again to move it. */
export function scheduleDelivery(saleId: string, values: ScheduleRequest): Promise<Delivery> {
  return api.post(`deliveries/${encodeURIComponent(saleId)}/schedule`, values, { schema: deliverySchema });
}

export const useScheduleDelivery = (saleId: string) =>
  useRefreshingMutation((values: ScheduleRequest) => scheduleDelivery(saleId, values), 'logisticsStep');
