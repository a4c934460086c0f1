import { type Price, type PricesQuery, priceSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { toQueryString } from './query-string.ts';

export type PriceFilter = PricesQuery;

/** GET inventories/prices?inventoryId=&currency=: every price of the supplier's inventories, newest first. */
export function getPrices(filter: PriceFilter, signal?: AbortSignal): Promise<Price[]> {
  return api
    .get(`inventories/prices${toQueryString(filter)}`, { signal, schema: z.array(priceSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const pricesQueryOptions = (filter: PriceFilter) =>
  queryOptions({
    queryKey: ['prices', 'list', filter],
    queryFn: ({ signal }) => getPrices(filter, signal),
  });

export function usePrices(filter: PriceFilter) {
  return useQuery(pricesQueryOptions(filter));
}
