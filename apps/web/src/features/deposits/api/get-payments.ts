import { type PaymentsQuery, paymentSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/**
 * Every cached answer of the payments endpoints lives under ['payments'] — lists, details and
 * the wallet balances (features/wallet keys them ['payments', 'balance', currency]) — so one
 * invalidation after a deposit or a decision refreshes all of them.
 */
export const paymentKeys = { all: ['payments'], lists: ['payments', 'list'] } as const;

/** GET payments?status=&currency=&flow=: an offtaker's own statement, or every line for an admin; newest first. */
export const getPayments = (filter: PaymentsQuery, signal?: AbortSignal) =>
  getList(withSearch('payments', filter), paymentSchema, signal);

// A statement changes when someone else acts (an operator approves): re-read on every visit,
// showing the last answer meanwhile.
export const paymentsQueryOptions = (filter: PaymentsQuery) =>
  readQuery([...paymentKeys.lists, filter], (signal) => getPayments(filter, signal), { staleTime: 0 });

export const usePayments = (filter: PaymentsQuery) => useQuery(paymentsQueryOptions(filter));
