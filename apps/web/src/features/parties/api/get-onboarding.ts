import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { OnboardingItem } from '../types.ts';

/** GET onboarding: parties that confirmed their email and wait for a decision, oldest first. */
export function getOnboarding(signal?: AbortSignal): Promise<OnboardingItem[]> {
  return api.get<OnboardingItem[] | null>('onboarding', { signal }).then((rows) => rows ?? []);
}

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
  });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
