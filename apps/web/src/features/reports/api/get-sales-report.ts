import { salesReportSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, pagedListQuery, readQuery, withSearch } from '../../../lib/queries.ts';

/** The sales report's filters as the address and the CSV link carry them ('' = not filtered). */
export type SalesReportFilterValues = Record<
  'from' | 'to' | 'status' | 'currency' | 'productId' | 'hubId' | 'partyId',
  string
>;

export type SalesReportRequest = SalesReportFilterValues & { page: number; pageSize: number };

/** Every cached report answer lives under ['reports']. */
export const reportKeys = { all: ['reports'] as const };

/**
 * GET reports/sales?from&to&status&currency&productId&hubId&partyId&page&pageSize: one page of the
 * caller's sales (an offtaker's purchases, a supplier's sales, every sale for an operator) with
 * the totals and months of all the rows that match.
 */
export const getSalesReport = (request: SalesReportRequest, signal?: AbortSignal) =>
  getOne(withSearch('reports/sales', request), salesReportSchema, signal);

/** The same filters as a CSV download of every matching row (no paging). */
export const salesCsvHref = (filters: SalesReportFilterValues) =>
  withSearch('/api/reports/sales.csv', filters);

export const salesReportQueryOptions = (request: SalesReportRequest) =>
  readQuery(
    [...reportKeys.all, 'sales', request],
    (signal) => getSalesReport(request, signal),
    pagedListQuery,
  );

export function useSalesReport(request: SalesReportRequest, isEnabled: boolean) {
  return useQuery({ ...salesReportQueryOptions(request), enabled: isEnabled });
}
