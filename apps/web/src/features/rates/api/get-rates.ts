import { dailyRatesSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET rates: the published daily rates of the last 90 days (the server's default range). */
export const getRates = (signal?: AbortSignal) => getOne('rates', dailyRatesSchema, signal);

/** Rates change once a day at 18:00 Lagos time; a visit after that reads them again. */
export const ratesQueryOptions = () => readQuery(['rates'], getRates, { staleTime: 0 });

export const useRates = () => useQuery(ratesQueryOptions());

/** Starts loading the rates when the route is entered, alongside the page's code. */
export function prefetchRates() {
  void queryClient.prefetchQuery(ratesQueryOptions());
}
