import { type Dashboard, dashboardSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET dashboard: the figures of the caller's role (offtaker, supplier or operator). */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get('dashboard', { signal, schema: dashboardSchema });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    // What needs a decision changes when others act: re-read on every visit and when the tab
    // comes back, keeping the last figures on screen meanwhile.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The dashboard of one role; an answer for another role (a stale session) counts as none. */
export function useDashboard<R extends Dashboard['role']>(role: R) {
  return useQuery({
    ...dashboardQueryOptions(),
    select: (dashboard) => (dashboard.role === role ? (dashboard as Extract<Dashboard, { role: R }>) : null),
  });
}
