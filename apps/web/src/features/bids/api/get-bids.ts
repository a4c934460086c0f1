import { bidSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET bids: the offtaker's own bids (operators: all), newest first. */
export const getBids = (signal?: AbortSignal) => getList('bids', bidSchema, signal);

export const bidsQueryOptions = () => readQuery(['bids', 'mine'], getBids, { staleTime: 0 });

export const useBids = () => useQuery(bidsQueryOptions());
