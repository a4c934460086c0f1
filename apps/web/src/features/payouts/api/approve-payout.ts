import { type Payout, payoutSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST payouts/{id}/approve (operators): Requested -> Approved. */
export const approvePayout = (id: string): Promise<Payout> =>
  api.post(`payouts/${id}/approve`, {}, { schema: payoutSchema });

export const useApprovePayout = () => useRefreshingMutation(approvePayout, 'payout');
