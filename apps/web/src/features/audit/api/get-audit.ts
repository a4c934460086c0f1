import { auditPageSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, pagedListQuery, readQuery, withSearch } from '../../../lib/queries.ts';

/** The audit filters as the address carries them ('' = not filtered). */
export type AuditFilterValues = Record<
  'from' | 'to' | 'action' | 'entityType' | 'entityId' | 'actor',
  string
>;

export type AuditRequest = AuditFilterValues & { page: number; pageSize: number };

/** GET audit?from&to&action&entityType&entityId&actor&page&pageSize: one page of the trail, newest first. */
export const getAudit = (request: AuditRequest, signal?: AbortSignal) =>
  getOne(withSearch('audit', request), auditPageSchema, signal);

export const auditQueryOptions = (request: AuditRequest) =>
  readQuery(['audit', request], (signal) => getAudit(request, signal), pagedListQuery);

export function useAudit(request: AuditRequest, isEnabled: boolean) {
  return useQuery({ ...auditQueryOptions(request), enabled: isEnabled });
}
