import { depositsReportAnswerSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, pagedListQuery, readQuery, withSearch } from '../../../lib/queries.ts';
import { reportKeys } from './get-sales-report.ts';

/** The deposits report's filters ('' = not filtered); a supplier's statement uses from, to and currency. */
export type DepositsReportFilterValues = Record<'from' | 'to' | 'status' | 'currency' | 'partyId', string>;

export type DepositsReportRequest = DepositsReportFilterValues & { page: number; pageSize: number };

/**
 * GET reports/deposits?from&to&status&currency&partyId&page&pageSize: offtakers' deposits (an
 * offtaker's own, or everyone's for an operator), or for a supplier its settlement statement.
 */
export const getDepositsReport = (request: DepositsReportRequest, signal?: AbortSignal) =>
  getOne(withSearch('reports/deposits', request), depositsReportAnswerSchema, signal);

export const depositsCsvHref = (filters: DepositsReportFilterValues) =>
  withSearch('/api/reports/deposits.csv', filters);

export const depositsReportQueryOptions = (request: DepositsReportRequest) =>
  readQuery(
    [...reportKeys.all, 'deposits', request],
    (signal) => getDepositsReport(request, signal),
    pagedListQuery,
  );

export function useDepositsReport(request: DepositsReportRequest, isEnabled: boolean) {
  return useQuery({ ...depositsReportQueryOptions(request), enabled: isEnabled });
}
