import { marketRowSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET markets: the public Market Data rows. */
export const getMarkets = (signal?: AbortSignal) => getList('markets', marketRowSchema, signal);

export const marketsQueryOptions = () => readQuery(['markets'], getMarkets);

export const useMarkets = () => useQuery(marketsQueryOptions());

/**
 * Starts loading the market when the route is entered, alongside the page's code rather than
 * after the page has drawn; the page's query picks up the same request.
 */
export function prefetchMarkets() {
  void queryClient.prefetchQuery(marketsQueryOptions());
}
