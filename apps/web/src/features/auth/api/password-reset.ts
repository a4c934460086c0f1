import {
  type CompletePasswordReset,
  type PasswordResetDone,
  type PasswordResetRequest,
  passwordResetDoneSchema,
} from '@gas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * POST auth/password-reset: asks for a reset link. The server answers the same (no data) for any
 * address, so callers must not claim the address has an account.
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<unknown> {
  return api.post('auth/password-reset', body, { refreshOnUnauthorized: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST auth/password-reset/complete: spends the emailed token; every session of the account ends. */
export function completePasswordReset(body: CompletePasswordReset): Promise<PasswordResetDone> {
  return api.post('auth/password-reset/complete', body, {
    refreshOnUnauthorized: false,
    schema: passwordResetDoneSchema,
  });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
