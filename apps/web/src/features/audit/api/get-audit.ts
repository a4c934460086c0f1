import { type AuditPage, auditPageSchema } from '@gas/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { toSearchString } from '../../../lib/use-paged-search.ts';

/** The audit filters as the address carries them ('' = not filtered). */
export type AuditFilterValues = {
  from: string;
  to: string;
  action: string;
  entityType: string;
  entityId: string;
  actor: string;
};

export type AuditRequest = AuditFilterValues & { page: number; pageSize: number };

/** GET audit?from&to&action&entityType&entityId&actor&page&pageSize: one page of the trail, newest first. */
export function getAudit(request: AuditRequest, signal?: AbortSignal): Promise<AuditPage> {
  return api.get(`audit?${toSearchString(request)}`, { signal, schema: auditPageSchema });
}

export const auditQueryOptions = (request: AuditRequest) =>
  queryOptions({
    queryKey: ['audit', request],
    queryFn: ({ signal }) => getAudit(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAudit(request: AuditRequest, isEnabled: boolean) {
  return useQuery({ ...auditQueryOptions(request), enabled: isEnabled });
}
