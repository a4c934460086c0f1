import type { TwoFactorDisableRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST auth/two-factor/disable: the password and a code (app or recovery) turn it off. */
export function disableTwoFactor(values: TwoFactorDisableRequest): Promise<unknown> {
  return api.post('auth/two-factor/disable', values);
}

export const useDisableTwoFactor = () => useRefreshingMutation(disableTwoFactor, 'twoFactor');
