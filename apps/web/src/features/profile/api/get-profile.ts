import { profileSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET profile: the signed-in supplier's or offtaker's own party and contacts. */
export const getProfile = (signal?: AbortSignal) => getOne('profile', profileSchema, signal);

export const profileQueryOptions = () => readQuery(['profile'], getProfile);

export const useProfile = () => useQuery(profileQueryOptions());
