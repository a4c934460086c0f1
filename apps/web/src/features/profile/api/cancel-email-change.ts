import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE auth/email-change: cancels the open change; both links stop working. */
export function cancelEmailChange(): Promise<unknown> {
  return api.delete('auth/email-change');
}

export const useCancelEmailChange = () => useRefreshingMutation(cancelEmailChange, 'emailChange');
