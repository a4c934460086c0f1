import { type Dashboard, dashboardSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET dashboard: the figures of the caller's role (offtaker, supplier or operator). */
export const getDashboard = (signal?: AbortSignal) => getOne('dashboard', dashboardSchema, signal);

// What needs a decision changes when others act: re-read on every visit and when the tab comes
// back, keeping the last figures on screen meanwhile.
export const dashboardQueryOptions = () =>
  readQuery(['dashboard'], getDashboard, { staleTime: 0, refetchOnWindowFocus: true });

/** The dashboard of one role; an answer for another role (a stale session) counts as none. */
export function useDashboard<R extends Dashboard['role']>(role: R) {
  return useQuery({
    ...dashboardQueryOptions(),
    select: (dashboard) => (dashboard.role === role ? (dashboard as Extract<Dashboard, { role: R }>) : null),
  });
}
