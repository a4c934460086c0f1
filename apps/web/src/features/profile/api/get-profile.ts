import { type Profile, profileSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET profile: the signed-in supplier's or offtaker's own party and contacts. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get('profile', { signal, schema: profileSchema });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
