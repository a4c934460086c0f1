import { z } from 'zod';

// The fulfilment terms a purchase or a bid chooses: collection at the hub or delivery to one of
// the buyer's sites (fulfilment.ts has what follows once the sale is approved).

/** The terms chosen at purchase or bid (`fulfilment`); collection when left out. */
const collectionTerms = z.object({ method: z.literal('collection') });
const deliveryTerms = z.object({
  method: z.literal('delivery'),
  siteId: z.uuid('Delivery site is required'),
});
const chooseTerms = 'Choose collection at the hub or delivery to one of your sites';
export const fulfilmentTermsSchema = z.discriminatedUnion('method', [collectionTerms, deliveryTerms], {
  error: chooseTerms,
});
export type FulfilmentTerms = z.infer<typeof fulfilmentTermsSchema>;

const feeNotWhole = 'The logistics fee must be a whole number';

/**
 * A purchase's or a bid's terms (POST sales and POST bids `fulfilment`): a delivery may carry the
 * logistics fee the buyer was quoted for its quantity (the quote's `amount`, minor units); if the
 * fee for the route is no longer that, the purchase or bid answers 409 on `siteId`
 * (logisticsFeeChangedMessage), as a changed price does on `amount`, and holds nothing.
 */
export const purchaseFulfilmentTermsSchema = z.discriminatedUnion(
  'method',
  [
    collectionTerms,
    deliveryTerms.extend({
      logisticsFee: z
        .number({ error: feeNotWhole })
        .int(feeNotWhole)
        .min(0, feeNotWhole)
        .max(Number.MAX_SAFE_INTEGER, feeNotWhole)
        .optional(),
    }),
  ],
  { error: chooseTerms },
);
