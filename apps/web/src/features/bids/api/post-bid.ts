import { type Bid, type BidRequest, bidSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfter } from '../../../lib/changes.ts';
import { bidLogisticsFeeQuoteKey } from './get-logistics-fee-quote.ts';

/**
 * POST bids: the bid is Open and its goods (and a delivery's logistics fee) are held (201). A
 * delivery sends the fee it was quoted; if the operators changed it since, 409 on `siteId`.
 */
export function postBid(input: BidRequest & { idempotencyKey: string }): Promise<Bid> {
  const { idempotencyKey, ...body } = input;
  return api.post('bids', body, { schema: bidSchema, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Posted, the bid's views re-read; refused, the delivery quote re-reads too (a bid refused for a
 * changed logistics fee then shows the new one, as New Transaction does).
 */
export function usePostBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBid,
    onSuccess: () => refreshAfter(queryClient, 'bid'),
    onError: () => queryClient.invalidateQueries({ queryKey: bidLogisticsFeeQuoteKey }),
  });
}
