import { type SecondFactorLogin, signedInUserSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { completeLogIn } from './log-in.ts';

/** POST auth/login/second-factor: the challenge and a code (app or recovery); then as log-in. */
export async function logInWithSecondFactor(values: SecondFactorLogin) {
  const user = await api.post('auth/login/second-factor', values, {
    refreshOnUnauthorized: false,
    schema: signedInUserSchema,
  });
  return completeLogIn(user);
}
