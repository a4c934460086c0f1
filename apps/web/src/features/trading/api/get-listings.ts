import { type Currency, offerSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';
import { isOrderableQuantity } from '../purchase-rules.ts';

export const listingKeys = { all: ['listings'] as const };

type ListingsInput = { productId: string; quantity: number; currency: Currency };

/**
 * GET inventories/listings/{productId}/{quantity}/{currency}: the offers able to fill that
 * quantity, cheapest first. The spec calls it only when the quantity is above 0.
 */
export function getListings(input: ListingsInput, signal?: AbortSignal) {
  const path = ['inventories/listings', input.productId, String(input.quantity), input.currency]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return getList(path, offerSchema, signal);
}

export const listingsQueryOptions = (input: ListingsInput) =>
  readQuery(
    [...listingKeys.all, input.productId, input.quantity, input.currency],
    (signal) => getListings(input, signal),
    // Prices and availability move: ask again whenever the dialog asks.
    { enabled: input.productId !== '' && isOrderableQuantity(input.quantity), staleTime: 0 },
  );

export const useListings = (input: ListingsInput) => useQuery(listingsQueryOptions(input));
