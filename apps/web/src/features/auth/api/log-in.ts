import type { Role } from '@gas/shared';
import { type Login, signedInUserSchema, userRoleSchema } from '@gas/shared';
import { ApiError, api } from '../../../lib/api.ts';
import { clearSession, isRole, saveSession } from '../../../lib/session.ts';

const roleMissingMessage = 'We could not confirm your account type. Please try again in a moment.';

function readRole(data: unknown): unknown {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'role' in data) return data.role;
  return undefined;
}

/**
 * POST auth/login, then GET auth/role (spec section 4). Without a role the session is ended
 * again. Returns the role whose home the person should see.
 */
export async function logIn(values: Login): Promise<Role> {
  const user = await api.post('auth/login', values, {
    refreshOnUnauthorized: false,
    schema: signedInUserSchema,
  });
  let role: unknown;
  try {
    role = readRole(await api.get('auth/role', { schema: userRoleSchema }));
  } catch {
    role = undefined;
  }
  if (!isRole(role)) {
    await api.post('auth/logout', undefined, { refreshOnUnauthorized: false }).catch(() => undefined);
    clearSession();
    throw new ApiError(0, [{ htmlId: '', message: roleMissingMessage }], roleMissingMessage);
  }
  saveSession(user ?? {}, role);
  return role;
}
