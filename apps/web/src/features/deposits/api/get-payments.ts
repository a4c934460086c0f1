import { type Payment, type PaymentsQuery, paymentSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PaymentFilter = PaymentsQuery;

/**
 * Every cached answer of the payments endpoints lives under ['payments'] — lists, details and
 * the wallet balances (features/wallet keys them ['payments', 'balance', currency]) — so one
 * invalidation after a deposit or a decision refreshes all of them.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: ['payments', 'list'] as const,
};

/** "?status=Pending&currency=NGN", leaving out empty values; "" when none. */
function toQueryString(filter: PaymentFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET payments?status=&currency=&flow=: an offtaker's own statement, or every line for an admin; newest first. */
export function getPayments(filter: PaymentFilter, signal?: AbortSignal): Promise<Payment[]> {
  return api
    .get(`payments${toQueryString(filter)}`, { signal, schema: z.array(paymentSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const paymentsQueryOptions = (filter: PaymentFilter) =>
  queryOptions({
    queryKey: [...paymentKeys.lists, filter],
    queryFn: ({ signal }) => getPayments(filter, signal),
    // A statement changes when someone else acts (an operator approves): re-read on every
    // visit, showing the last answer meanwhile.
    staleTime: 0,
  });

export function usePayments(filter: PaymentFilter) {
  return useQuery(paymentsQueryOptions(filter));
}
