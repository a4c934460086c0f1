import { bidSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET bids/open: the bids the supplier may sell into (its products at its hubs), best price first. */
export const getOpenBids = (signal?: AbortSignal) => getList('bids/open', bidSchema, signal);

export const openBidsQueryOptions = () => readQuery(['bids', 'open'], getOpenBids, { staleTime: 0 });

export const useOpenBids = () => useQuery(openBidsQueryOptions());
