import { businessProfileSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET business-profiles/{partyId}: a party's business profile, as operators see it. */
export const getPartyBusinessProfile = (partyId: string, signal?: AbortSignal) =>
  getOne(`business-profiles/${encodeURIComponent(partyId)}`, businessProfileSchema, signal);

export const partyBusinessProfileQueryOptions = (partyId: string) =>
  readQuery(['business-profile', 'party', partyId], (signal) => getPartyBusinessProfile(partyId, signal));

export const usePartyBusinessProfile = (partyId: string) =>
  useQuery(partyBusinessProfileQueryOptions(partyId));
