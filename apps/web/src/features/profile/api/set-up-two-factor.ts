import { type TotpEnrolment, type TwoFactorSetupRequest, totpEnrolmentSchema } from '@gas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST auth/two-factor/setup: the password again; a new secret to scan (nothing is on yet). */
export async function setUpTwoFactor(values: TwoFactorSetupRequest): Promise<TotpEnrolment> {
  return (await api.post('auth/two-factor/setup', values, { schema: totpEnrolmentSchema })) as TotpEnrolment;
}

export const useSetUpTwoFactor = () => useMutation({ mutationFn: setUpTwoFactor });
