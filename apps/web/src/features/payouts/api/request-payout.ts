import { type Payout, type PayoutRequest, payoutSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST payouts {amount (minor units), currency, payoutAccountId}: Requested, the amount held (201). */
export function requestPayout(input: PayoutRequest & { idempotencyKey: string }): Promise<Payout> {
  const { idempotencyKey, ...body } = input;
  return api.post('payouts', body, { schema: payoutSchema, headers: { 'Idempotency-Key': idempotencyKey } });
}

export const useRequestPayout = () => useRefreshingMutation(requestPayout, 'payout');
