import { financeSummarySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET finance (operators): per currency, deposits approved, payouts paid, expected bank balance. */
export const getFinance = (signal?: AbortSignal) => getOne('finance', financeSummarySchema, signal);

export const useFinance = () => useQuery(readQuery(['finance'], getFinance, { staleTime: 0 }));
