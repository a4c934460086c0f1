import type { ResendVerificationRequest } from '@gas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * POST auth/verify/resend: a fresh link for an address still waiting for confirmation. The
 * server answers the same (no data) for any address, so callers must not claim the address exists.
 */
export function resendVerification(email: string): Promise<unknown> {
  const body: ResendVerificationRequest = { email };
  return api.post('auth/verify/resend', body, { refreshOnUnauthorized: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
