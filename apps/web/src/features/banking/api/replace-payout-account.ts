import { type PayoutAccount, type PayoutAccountRequest, payoutAccountSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT payout-accounts/{id}: the account replaced by a new one (a new cool-off), password again. */
export function replacePayoutAccount(id: string, values: PayoutAccountRequest): Promise<PayoutAccount> {
  return api.put(`payout-accounts/${encodeURIComponent(id)}`, values, { schema: payoutAccountSchema });
}

export const useReplacePayoutAccount = (id: string) =>
  useRefreshingMutation((values: PayoutAccountRequest) => replacePayoutAccount(id, values), 'payoutAccount');
