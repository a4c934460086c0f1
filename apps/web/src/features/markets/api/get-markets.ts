import { type MarketRow, marketRowSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET markets: the public Market Data rows. */
export function getMarkets(signal?: AbortSignal): Promise<MarketRow[]> {
  return api
    .get('markets', { signal, schema: z.array(marketRowSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const marketsQueryOptions = () =>
  queryOptions({
    queryKey: ['markets'],
    queryFn: ({ signal }) => getMarkets(signal),
  });

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}

/**
 * Starts loading the market when the route is entered, alongside the page's code rather than
 * after the page has drawn; the page's query picks up the same request.
 */
export function prefetchMarkets() {
  void queryClient.prefetchQuery(marketsQueryOptions());
}
