import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Profile } from '../types.ts';

/** GET profile: the signed-in supplier's or offtaker's own party and contacts. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('profile', { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
