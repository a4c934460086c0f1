import { type DeliverRequest, type Delivery, deliverySchema, type ScheduleRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

// The logistics steps of one sale, from the day board.

const path = (saleId: string, step: string) => `deliveries/${encodeURIComponent(saleId)}/${step}`;

/** POST deliveries/{saleId}/schedule: a slot (and for a delivery a truck and a driver). */
export function scheduleDelivery(saleId: string, values: ScheduleRequest): Promise<Delivery> {
  return api.post(path(saleId, 'schedule'), values, { schema: deliverySchema });
}
export const useScheduleDelivery = (saleId: string) =>
  useRefreshingMutation((values: ScheduleRequest) => scheduleDelivery(saleId, values), 'logisticsStep');

export type LoadingValues = { quantityLoaded: number; code?: string | undefined; ticket?: File | undefined };

/** POST deliveries/{saleId}/loading (multipart): the meter ticket's quantity, the gate code, the photo. */
export function recordLoading(saleId: string, values: LoadingValues): Promise<Delivery> {
  const form = new FormData();
  form.set('quantityLoaded', String(values.quantityLoaded));
  if (values.code) form.set('code', values.code);
  if (values.ticket) form.set('ticket', values.ticket);
  return api.upload(path(saleId, 'loading'), form, { schema: deliverySchema });
}
export const useRecordLoading = (saleId: string) =>
  useRefreshingMutation((values: LoadingValues) => recordLoading(saleId, values), 'logisticsStep');

/** POST deliveries/{saleId}/departure. */
export function recordDeparture(saleId: string): Promise<Delivery> {
  return api.post(path(saleId, 'departure'), {}, { schema: deliverySchema });
}
export const useRecordDeparture = () => useRefreshingMutation(recordDeparture, 'logisticsStep');

/** POST deliveries/{saleId}/delivery: the buyer's code and the quantity delivered. */
export function recordDelivery(saleId: string, values: DeliverRequest): Promise<Delivery> {
  return api.post(path(saleId, 'delivery'), values, { schema: deliverySchema });
}
export const useRecordDelivery = (saleId: string) =>
  useRefreshingMutation((values: DeliverRequest) => recordDelivery(saleId, values), 'logisticsStep');
