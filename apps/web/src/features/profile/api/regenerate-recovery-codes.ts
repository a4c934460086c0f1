import { type RecoveryCodes, type RegenerateRecoveryCodesRequest, recoveryCodesSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST auth/two-factor/recovery-codes: the password again; ten new codes, the old ones end. */
export async function regenerateRecoveryCodes(
  values: RegenerateRecoveryCodesRequest,
): Promise<RecoveryCodes> {
  return (await api.post('auth/two-factor/recovery-codes', values, {
    schema: recoveryCodesSchema,
  })) as RecoveryCodes;
}

export const useRegenerateRecoveryCodes = () => useRefreshingMutation(regenerateRecoveryCodes, 'twoFactor');
