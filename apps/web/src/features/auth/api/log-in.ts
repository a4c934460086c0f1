import type { Role, SecondFactorDue, SignedInUser } from '@gas/shared';
import { isSecondFactorDue, type Login, loginAnswerSchema, userRoleSchema } from '@gas/shared';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { clearSession, isRole, saveSession } from '../../../lib/session.ts';

function readRole(data: unknown): unknown {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'role' in data) return data.role;
  return undefined;
}

/** A log-in's outcome: signed in (the role's home to open), or a second step due (two-factor sign-in). */
export type LoginOutcome = { role: Role } | { secondFactor: SecondFactorDue };

/**
 * POST auth/login (spec section 4). Signed in: see `completeLogIn`. When a second factor is due
 * the answer is its challenge (no session yet): the page asks for the code
 * (log-in-second-factor.ts) or an operator's enrolment (log-in-enrolment.ts).
 */
export async function logIn(values: Login): Promise<LoginOutcome> {
  const answer = await api.post('auth/login', values, {
    refreshOnUnauthorized: false,
    schema: loginAnswerSchema,
  });
  if (answer && isSecondFactorDue(answer)) return { secondFactor: answer };
  return { role: await completeLogIn(answer) };
}

/**
 * After the session opened (by the password, or the second step): GET auth/role. Without a role
 * the session is ended again. Returns the role whose home the person should see.
 */
export async function completeLogIn(user: SignedInUser | null): Promise<Role> {
  let role: unknown;
  try {
    role = readRole(await api.get('auth/role', { schema: userRoleSchema }));
  } catch {
    role = undefined;
  }
  if (!isRole(role)) {
    await api.post('auth/logout', undefined, { refreshOnUnauthorized: false }).catch(() => undefined);
    clearSession();
    // Translated when thrown, in the language the person is reading now.
    const roleMissingMessage = i18n.t('login.roleMissing', { ns: 'auth' });
    throw new ApiError(0, [{ htmlId: '', message: roleMissingMessage }], roleMissingMessage);
  }
  saveSession(user ?? {}, role);
  return role;
}
