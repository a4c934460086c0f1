import { type PayoutsQuery, payoutSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/** GET payouts: the caller's payouts or withdrawals (operators: all), open ones first. */
export const getPayouts = (filter: PayoutsQuery, signal?: AbortSignal) =>
  getList(withSearch('payouts', filter), payoutSchema, signal);

export const payoutsQueryOptions = (filter: PayoutsQuery = {}) =>
  readQuery(['payouts', filter], (signal) => getPayouts(filter, signal), { staleTime: 0 });

export const usePayouts = (filter: PayoutsQuery = {}) => useQuery(payoutsQueryOptions(filter));
