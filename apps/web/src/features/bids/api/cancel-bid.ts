import { type Bid, bidSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST bids/{id}/cancel (its buyer): what is left is released to the wallet. */
export const cancelBid = (id: string): Promise<Bid> =>
  api.post(`bids/${id}/cancel`, {}, { schema: bidSchema });

export const useCancelBid = () => useRefreshingMutation(cancelBid, 'bid');
