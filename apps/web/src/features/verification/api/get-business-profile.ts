import { businessProfileSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET business-profile: the signed-in party's own business profile. */
export const getBusinessProfile = (signal?: AbortSignal) =>
  getOne('business-profile', businessProfileSchema, signal);

export const businessProfileQueryOptions = () =>
  readQuery(['business-profile', 'own'], (signal) => getBusinessProfile(signal));

export const useBusinessProfile = () => useQuery(businessProfileQueryOptions());
