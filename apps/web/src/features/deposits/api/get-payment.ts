import { type Payment, paymentSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { paymentKeys } from './get-payments.ts';

/** GET payments/{id or reference}: one line, if it is yours (offtaker) or any (admin); otherwise 404. */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api.get(`payments/${encodeURIComponent(id)}`, { signal, schema: paymentSchema });
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'detail', id],
    queryFn: ({ signal }) => getPayment(id, signal),
    staleTime: 0,
  });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
