import { type SalesReport, salesReportSchema } from '@gas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { toSearchString } from '../../../lib/use-paged-search.ts';

/** The sales report's filters as the address and the CSV link carry them ('' = not filtered). */
export type SalesReportFilterValues = {
  from: string;
  to: string;
  status: string;
  currency: string;
  productId: string;
  hubId: string;
  partyId: string;
};

export type SalesReportRequest = SalesReportFilterValues & { page: number; pageSize: number };

/** Every cached report answer lives under ['reports']. */
export const reportKeys = { all: ['reports'] as const };

/**
 * GET reports/sales?from&to&status&currency&productId&hubId&partyId&page&pageSize: one page of the
 * caller's sales (an offtaker's purchases, a supplier's sales, every sale for an operator) with
 * the totals and months of all the rows that match.
 */
export function getSalesReport(request: SalesReportRequest, signal?: AbortSignal): Promise<SalesReport> {
  return api.get(`reports/sales?${toSearchString(request)}`, { signal, schema: salesReportSchema });
}

/** The same filters as a CSV download of every matching row (no paging). */
export function salesCsvHref(filters: SalesReportFilterValues): string {
  const search = toSearchString(filters);
  return `/api/reports/sales.csv${search ? `?${search}` : ''}`;
}

export const salesReportQueryOptions = (request: SalesReportRequest) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'sales', request],
    queryFn: ({ signal }) => getSalesReport(request, signal),
    // Figures others change (a supplier approves): re-read on every visit; the last page stays
    // on screen while the next one loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSalesReport(request: SalesReportRequest, isEnabled: boolean) {
  return useQuery({ ...salesReportQueryOptions(request), enabled: isEnabled });
}
