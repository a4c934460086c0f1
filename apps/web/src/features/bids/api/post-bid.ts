import { type Bid, type BidRequest, bidSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST bids: the bid is Open and its goods (and a delivery's logistics fee) are held (201). */
export function postBid(input: BidRequest & { idempotencyKey: string }): Promise<Bid> {
  const { idempotencyKey, ...body } = input;
  return api.post('bids', body, { schema: bidSchema, headers: { 'Idempotency-Key': idempotencyKey } });
}

export const usePostBid = () => useRefreshingMutation(postBid, 'bid');
