import { type Currency, logisticsFeeQuoteSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery, withSearch } from '../../../lib/queries.ts';
import { isOrderableQuantity } from '../purchase-rules.ts';

type QuoteInput = { inventoryId: string; siteId: string; currency: Currency; quantity: number };

/**
 * GET logistics-fees/quote?inventoryId&siteId&currency&quantity: the fee per unit (and for the
 * quantity) a delivery from the offer's hub to the site would hold; 409 when not offered there.
 */
export function getLogisticsFeeQuote(input: QuoteInput, signal?: AbortSignal) {
  return getOne(
    withSearch('logistics-fees/quote', {
      inventoryId: input.inventoryId,
      siteId: input.siteId,
      currency: input.currency,
      quantity: input.quantity,
    }),
    logisticsFeeQuoteSchema,
    signal,
  );
}

export const logisticsFeeQuoteQueryOptions = (input: QuoteInput) =>
  readQuery(
    ['logistics-fees', 'quote', input.inventoryId, input.siteId, input.currency, input.quantity],
    (signal) => getLogisticsFeeQuote(input, signal),
    {
      enabled: input.inventoryId !== '' && input.siteId !== '' && isOrderableQuantity(input.quantity),
      // A refusal ("not offered") is an answer, not a failure to retry.
      retry: false,
      staleTime: 0,
    },
  );

export const useLogisticsFeeQuote = (input: QuoteInput) => useQuery(logisticsFeeQuoteQueryOptions(input));
