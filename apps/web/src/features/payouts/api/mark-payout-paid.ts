import { type Payout, type PayoutPayment, payoutSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/**
 * POST payouts/{id}/paid {bankReference} (operators): Approved -> Paid. Above the dual-control
 * threshold the approver is refused (409) and another operator marks it paid.
 */
export const markPayoutPaid = ({ id, ...body }: { id: string } & PayoutPayment): Promise<Payout> =>
  api.post(`payouts/${id}/paid`, body, { schema: payoutSchema });

export const useMarkPayoutPaid = () => useRefreshingMutation(markPayoutPaid, 'payout');
