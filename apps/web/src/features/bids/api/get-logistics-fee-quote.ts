import { type Currency, logisticsFeeQuoteSchema, maxPurchaseQuantity } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery, withSearch } from '../../../lib/queries.ts';

type BidQuoteInput = { hubId: string; siteId: string; currency: Currency; quantity: number };

const isQuotable = (input: BidQuoteInput) =>
  input.hubId !== '' &&
  input.siteId !== '' &&
  Number.isInteger(input.quantity) &&
  input.quantity > 0 &&
  input.quantity <= maxPurchaseQuantity;

/**
 * GET logistics-fees/quote?hubId&siteId&currency&quantity: the fee per litre (and for the
 * quantity) a bid's delivery from its hub to the site would hold, before posting it; 409 when
 * delivery is not offered there. A bid has a hub and no inventory, so it is quoted by hub.
 */
export function getBidLogisticsFeeQuote(input: BidQuoteInput, signal?: AbortSignal) {
  return getOne(
    withSearch('logistics-fees/quote', {
      hubId: input.hubId,
      siteId: input.siteId,
      currency: input.currency,
      quantity: input.quantity,
    }),
    logisticsFeeQuoteSchema,
    signal,
  );
}

/** Under the logistics fees' key: a change of the fee table, or a refused bid, re-reads it. */
export const bidLogisticsFeeQuoteKey = ['logistics-fees', 'quote'] as const;

export const useBidLogisticsFeeQuote = (input: BidQuoteInput) =>
  useQuery(
    readQuery(
      [...bidLogisticsFeeQuoteKey, 'hub', input.hubId, input.siteId, input.currency, input.quantity],
      (signal) => getBidLogisticsFeeQuote(input, signal),
      {
        enabled: isQuotable(input),
        // A refusal ("not offered") is an answer, not a failure to retry.
        retry: false,
        staleTime: 0,
      },
    ),
  );
