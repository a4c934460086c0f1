import { type VerifiedEmail, type VerifyEmailRequest, verifiedEmailSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST auth/verify: spends the emailed single-use token; answers with the confirmed address. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<VerifiedEmail> {
  const body: VerifyEmailRequest = { token };
  return api.post('auth/verify', body, { signal, refreshOnUnauthorized: false, schema: verifiedEmailSchema });
}

/**
 * Following the link is a one-off read of its outcome, so it is a query: the cache keeps a
 * second render (React's strict mode, the back button) from spending the token twice and
 * being told it was already used. Never retried or refetched for the same reason.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify', token],
    // No signal: leaving the page must not cancel a request that spends the token.
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
