import { type Payout, payoutSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST payouts/{id}/cancel (the requester, while Requested): the amount is released. */
export const cancelPayout = (id: string): Promise<Payout> =>
  api.post(`payouts/${id}/cancel`, {}, { schema: payoutSchema });

export const useCancelPayout = () => useRefreshingMutation(cancelPayout, 'payout');
