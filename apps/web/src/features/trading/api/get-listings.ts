import { type Currency, type Offer, offerSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { isOrderableQuantity } from '../purchase-rules.ts';

export const listingKeys = { all: ['listings'] as const };

/**
 * GET inventories/listings/{productId}/{quantity}/{currency}: the offers able to fill that
 * quantity, cheapest first. The spec calls it only when the quantity is above 0.
 */
export function getListings(
  input: { productId: string; quantity: number; currency: Currency },
  signal?: AbortSignal,
): Promise<Offer[]> {
  const path = ['inventories/listings', input.productId, String(input.quantity), input.currency]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
  return api.get(path, { signal, schema: z.array(offerSchema).nullable() }).then((rows) => rows ?? []);
}

export const listingsQueryOptions = (input: { productId: string; quantity: number; currency: Currency }) =>
  queryOptions({
    queryKey: [...listingKeys.all, input.productId, input.quantity, input.currency],
    queryFn: ({ signal }) => getListings(input, signal),
    enabled: input.productId !== '' && isOrderableQuantity(input.quantity),
    // Prices and availability move: ask again whenever the dialog asks.
    staleTime: 0,
  });

export function useListings(input: { productId: string; quantity: number; currency: Currency }) {
  return useQuery(listingsQueryOptions(input));
}
