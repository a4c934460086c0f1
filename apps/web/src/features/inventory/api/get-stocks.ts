import { type StocksQuery, stockLineSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/** GET stocks?inventoryId=&status=: every stock line of the supplier's inventories, newest first. */
export const getStocks = (filter: StocksQuery, signal?: AbortSignal) =>
  getList(withSearch('stocks', filter), stockLineSchema, signal);

export const stocksQueryOptions = (filter: StocksQuery) =>
  readQuery(['stocks', 'list', filter], (signal) => getStocks(filter, signal));

export const useStocks = (filter: StocksQuery) => useQuery(stocksQueryOptions(filter));
