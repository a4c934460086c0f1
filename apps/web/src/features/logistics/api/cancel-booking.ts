import { type Delivery, deliverySchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE deliveries/{saleId}/booking: a collection's slot booking is cancelled and its place freed. */
export function cancelBooking(saleId: string): Promise<Delivery> {
  return api.delete(`deliveries/${encodeURIComponent(saleId)}/booking`, undefined, {
    schema: deliverySchema,
  });
}

export const useCancelBooking = () => useRefreshingMutation(cancelBooking, 'logisticsStep');
