import { onboardingItemSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

/** GET onboarding: parties that confirmed their email and wait for a decision, oldest first. */
export const getOnboarding = (signal?: AbortSignal) => getList('onboarding', onboardingItemSchema, signal);

export const onboardingQueryOptions = () => readQuery(['onboarding'], getOnboarding);

export const useOnboarding = () => useQuery(onboardingQueryOptions());
