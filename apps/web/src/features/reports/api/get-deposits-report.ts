import { depositsReportAnswerSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/**
 * A supplier's statement lines are worded by the server in the language being read
 * (Accept-Language), so the language is part of the key: switching it asks for them again.
 */
export const depositsReportQueryOptions = (request: DepositsReportRequest, language: string) =>
  readQuery(
    [...reportKeys.all, 'deposits', request, language],
    (signal) => getDepositsReport(request, signal),
    pagedListQuery,
  );

export function useDepositsReport(request: DepositsReportRequest, isEnabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...depositsReportQueryOptions(request, i18n.language), enabled: isEnabled });
}
