import { type Hub, hubSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET hubs: the logistics hubs, Ajaokuta first. Reference data: it rarely changes. */
export function getHubs(signal?: AbortSignal): Promise<Hub[]> {
  return api.get('hubs', { signal, schema: z.array(hubSchema).nullable() }).then((rows) => rows ?? []);
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
