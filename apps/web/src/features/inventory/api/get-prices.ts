import { type PricesQuery, priceSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/** GET inventories/prices?inventoryId=&currency=: every price of the supplier's inventories, newest first. */
export const getPrices = (filter: PricesQuery, signal?: AbortSignal) =>
  getList(withSearch('inventories/prices', filter), priceSchema, signal);

export const pricesQueryOptions = (filter: PricesQuery) =>
  readQuery(['prices', 'list', filter], (signal) => getPrices(filter, signal));

export const usePrices = (filter: PricesQuery) => useQuery(pricesQueryOptions(filter));
