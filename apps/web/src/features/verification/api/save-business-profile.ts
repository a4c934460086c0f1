import { type BusinessProfile, type BusinessProfileRequest, businessProfileSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT business-profile: RC number, TIN and (suppliers) the NMDPRA licence with its expiry. */
export function saveBusinessProfile(request: BusinessProfileRequest): Promise<BusinessProfile> {
  return api.put('business-profile', request, { schema: businessProfileSchema });
}

export const useSaveBusinessProfile = () => useRefreshingMutation(saveBusinessProfile, 'businessProfile');
