import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ChangePassword } from '../schemas.ts';

/** POST auth/password: needs the current password; every other session of the user ends. */
export function changePassword(values: ChangePassword): Promise<unknown> {
  return api.post('auth/password', values);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
