import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Hub } from '../types.ts';

/** GET hubs: the logistics hubs, Ajaokuta first. Reference data: it rarely changes. */
export function getHubs(signal?: AbortSignal): Promise<Hub[]> {
  return api.get<Hub[] | null>('hubs', { signal }).then((rows) => rows ?? []);
}

export const hubsQueryOptions = () =>
  queryOptions({
    queryKey: ['hubs'],
    queryFn: ({ signal }) => getHubs(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useHubs() {
  return useQuery(hubsQueryOptions());
}
