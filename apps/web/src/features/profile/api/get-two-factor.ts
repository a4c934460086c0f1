import { twoFactorStatusSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';

/** GET auth/two-factor: whether the signed-in user's two-factor sign-in is on, and its recovery codes left. */
export const getTwoFactor = (signal?: AbortSignal) =>
  getOne('auth/two-factor', twoFactorStatusSchema, signal);

export const twoFactorQueryOptions = () => readQuery(['two-factor'], getTwoFactor, { staleTime: 0 });

export const useTwoFactor = () => useQuery(twoFactorQueryOptions());
