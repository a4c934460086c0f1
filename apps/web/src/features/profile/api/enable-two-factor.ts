import { type RecoveryCodes, recoveryCodesSchema, type TwoFactorEnableRequest } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST auth/two-factor/enable: the app's first code turns it on; answers the recovery codes, once. */
export async function enableTwoFactor(values: TwoFactorEnableRequest): Promise<RecoveryCodes> {
  return (await api.post('auth/two-factor/enable', values, { schema: recoveryCodesSchema })) as RecoveryCodes;
}

export const useEnableTwoFactor = () => useRefreshingMutation(enableTwoFactor, 'twoFactor');
