import { saleSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery, withSearch } from '../../../lib/queries.ts';

/**
 * The sales whose fulfilment is Disputed, for the operators: GET sales?status=Approved (every
 * approved sale, newest first) kept to those in dispute. The sales endpoint has no fulfilment
 * filter; at the sales list's bound (5,000) this is a screenful of data.
 */
export const getDisputedSales = async (signal?: AbortSignal) =>
  (await getList(withSearch('sales', { status: 'Approved' }), saleSchema, signal)).filter(
    (sale) => sale.fulfilmentStatus === 'Disputed',
  );

// Under ['sales']: a resolution (or a new dispute) refreshes it.
export const disputedSalesQueryOptions = () => readQuery(['sales', 'disputed'], getDisputedSales);

export const useDisputedSales = () => useQuery(disputedSalesQueryOptions());
