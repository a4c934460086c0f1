import { type Delivery, deliverySchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

export type LoadingValues = { quantityLoaded: number; code?: string | undefined; ticket?: File | undefined };

/** POST deliveries/{saleId}/loading (multipart): the meter ticket's quantity, the gate code, the photo. */
export function recordLoading(saleId: string, values: LoadingValues): Promise<Delivery> {
  const form = new FormData();
  form.set('quantityLoaded', String(values.quantityLoaded));
  if (values.code) form.set('code', values.code);
  if (values.ticket) form.set('ticket', values.ticket);
  return api.upload(`deliveries/${encodeURIComponent(saleId)}/loading`, form, { schema: deliverySchema });
}

export const useRecordLoading = (saleId: string) =>
  useRefreshingMutation((values: LoadingValues) => recordLoading(saleId, values), 'logisticsStep');
