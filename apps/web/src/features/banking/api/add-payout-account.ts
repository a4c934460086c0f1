import { type PayoutAccount, type PayoutAccountRequest, payoutAccountSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST payout-accounts: a new account of one's own, with the password again (201). */
export function addPayoutAccount(values: PayoutAccountRequest): Promise<PayoutAccount> {
  return api.post('payout-accounts', values, { schema: payoutAccountSchema });
}

export const useAddPayoutAccount = () => useRefreshingMutation(addPayoutAccount, 'payoutAccount');
