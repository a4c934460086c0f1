import { type SalesQuery, saleSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/** Every cached answer of the sales endpoints lives under ['sales']: one invalidation refreshes lists and details. */
export const saleKeys = { all: ['sales'], lists: ['sales', 'list'] } as const;

/**
 * GET sales?status=&currency=&supplierId=&customerId=&inventoryId=&limit=, newest first: an offtaker's
 * own purchases, a supplier's sales against its inventories, or every sale for an operator.
 */
export const getSales = (filter: SalesQuery, signal?: AbortSignal) =>
  getList(withSearch('sales', filter), saleSchema, signal);

export const salesQueryOptions = (filter: SalesQuery) =>
  readQuery([...saleKeys.lists, filter], (signal) => getSales(filter, signal));

export const useSales = (filter: SalesQuery) => useQuery(salesQueryOptions(filter));
