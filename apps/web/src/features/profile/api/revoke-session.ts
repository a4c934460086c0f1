import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE auth/sessions/{id}: ends one of one's own sessions at once. */
export function revokeSession(id: string): Promise<unknown> {
  return api.delete(`auth/sessions/${encodeURIComponent(id)}`);
}

export const useRevokeSession = () => useRefreshingMutation(revokeSession, 'session');
