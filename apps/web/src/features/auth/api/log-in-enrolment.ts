import { type EnrolmentLogin, enrolledLoginSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { completeLogIn } from './log-in.ts';

/**
 * POST auth/login/enrolment: an operator's first code of its new authenticator; signs in and
 * answers the recovery codes (shown once).
 */
export async function logInWithEnrolment(values: EnrolmentLogin) {
  const answer = await api.post('auth/login/enrolment', values, {
    refreshOnUnauthorized: false,
    schema: enrolledLoginSchema,
  });
  const role = await completeLogIn(answer?.user ?? null);
  return { role, recoveryCodes: answer?.recoveryCodes ?? [] };
}
