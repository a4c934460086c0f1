import { type Sale, saleSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST bids/{id}/fills {quantity} (a supplier): an accepted sale at the bid's price, in fulfilment (201). */
export function fillBid(input: { bidId: string; quantity: number; idempotencyKey: string }): Promise<Sale> {
  return api.post(
    `bids/${input.bidId}/fills`,
    { quantity: input.quantity },
    { schema: saleSchema, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export const useFillBid = () => useRefreshingMutation(fillBid, 'bidFill');
