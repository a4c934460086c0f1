import { type RevokedSessions, revokedSessionsSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST auth/sessions/revoke-others: "sign out everywhere else"; this session stays. */
export function revokeOtherSessions(): Promise<RevokedSessions> {
  return api.post('auth/sessions/revoke-others', undefined, { schema: revokedSessionsSchema });
}

export const useRevokeOtherSessions = () => useRefreshingMutation(revokeOtherSessions, 'session');
