import type { ChangePasswordRequest } from '@gas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST auth/password: needs the current password; every other session of the user ends. */
export function changePassword(values: ChangePasswordRequest): Promise<unknown> {
  return api.post('auth/password', values);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
