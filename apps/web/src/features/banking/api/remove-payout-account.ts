import type { RemovePayoutAccountRequest } from '@gas/shared';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** DELETE payout-accounts/{id}: removed (kept for the payouts that name it), password again. */
export function removePayoutAccount(id: string, values: RemovePayoutAccountRequest): Promise<null> {
  return api.delete(`payout-accounts/${encodeURIComponent(id)}`, values, { schema: z.null() });
}

export const useRemovePayoutAccount = (id: string) =>
  useRefreshingMutation(
    (values: RemovePayoutAccountRequest) => removePayoutAccount(id, values),
    'payoutAccount',
  );
