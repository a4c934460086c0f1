import { type EmailChangeRequest, type PendingEmailChange, pendingEmailChangeSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST auth/email-change: asks for the change; both addresses are sent a link. */
export function requestEmailChange(values: EmailChangeRequest): Promise<PendingEmailChange> {
  return api.post('auth/email-change', values, { schema: pendingEmailChangeSchema });
}

export const useRequestEmailChange = () => useRefreshingMutation(requestEmailChange, 'emailChange');
