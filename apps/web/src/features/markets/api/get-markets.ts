import type { MarketRow } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET markets: the public Market Data rows. */
export function getMarkets(signal?: AbortSignal): Promise<MarketRow[]> {
  return api.get<MarketRow[] | null>('markets', { signal }).then((rows) => rows ?? []);
}

export const marketsQueryOptions = () =>
  queryOptions({
    queryKey: ['markets'],
    queryFn: ({ signal }) => getMarkets(signal),
  });

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
