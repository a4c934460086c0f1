import { type Payout, type PayoutRejection, payoutSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST payouts/{id}/reject {reason} (operators): released to the party's wallet. */
export const rejectPayout = ({ id, ...body }: { id: string } & PayoutRejection): Promise<Payout> =>
  api.post(`payouts/${id}/reject`, body, { schema: payoutSchema });

export const useRejectPayout = () => useRefreshingMutation(rejectPayout, 'payout');
