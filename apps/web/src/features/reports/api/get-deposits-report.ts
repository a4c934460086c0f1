import { type DepositsReportAnswer, depositsReportAnswerSchema } from '@gas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { toSearchString } from '../../../lib/use-paged-search.ts';
import { reportKeys } from './get-sales-report.ts';

/** The deposits report's filters ('' = not filtered); a supplier's statement uses from, to and currency. */
export type DepositsReportFilterValues = {
  from: string;
  to: string;
  status: string;
  currency: string;
  partyId: string;
};

export type DepositsReportRequest = DepositsReportFilterValues & { page: number; pageSize: number };

/**
 * GET reports/deposits?from&to&status&currency&partyId&page&pageSize: offtakers' deposits (an
 * offtaker's own, or everyone's for an operator), or for a supplier its settlement statement.
 */
export function getDepositsReport(
  request: DepositsReportRequest,
  signal?: AbortSignal,
): Promise<DepositsReportAnswer> {
  return api.get(`reports/deposits?${toSearchString(request)}`, {
    signal,
    schema: depositsReportAnswerSchema,
  });
}

export function depositsCsvHref(filters: DepositsReportFilterValues): string {
  const search = toSearchString(filters);
  return `/api/reports/deposits.csv${search ? `?${search}` : ''}`;
}

export const depositsReportQueryOptions = (request: DepositsReportRequest) =>
  queryOptions({
    queryKey: [...reportKeys.all, 'deposits', request],
    queryFn: ({ signal }) => getDepositsReport(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useDepositsReport(request: DepositsReportRequest, isEnabled: boolean) {
  return useQuery({ ...depositsReportQueryOptions(request), enabled: isEnabled });
}
