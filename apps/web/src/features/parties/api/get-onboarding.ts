import { type OnboardingItem, onboardingItemSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

/** GET onboarding: parties that confirmed their email and wait for a decision, oldest first. */
export function getOnboarding(signal?: AbortSignal): Promise<OnboardingItem[]> {
  return api
    .get('onboarding', { signal, schema: z.array(onboardingItemSchema).nullable() })
    .then((rows) => rows ?? []);
}

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
  });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
