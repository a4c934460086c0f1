import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * POST auth/verify/resend: a fresh link for an address still waiting for confirmation. The
 * server answers the same for any address, so callers must not claim the address exists.
 */
export function resendVerification(email: string): Promise<unknown> {
  return api.post('auth/verify/resend', { email }, { refreshOnUnauthorized: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
