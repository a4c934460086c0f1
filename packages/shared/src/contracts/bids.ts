import { z } from 'zod';
import { SPOT } from '../contract-months.ts';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';
import { fulfilmentMethods } from './fulfilment.ts';
import { purchaseFulfilmentTermsSchema } from './fulfilment-terms.ts';
import { wholeNumberFrom } from './numbers.ts';
import { maxPurchaseQuantity } from './trading.ts';

// Buy bids (issue 19, point 1; DOMAIN.md "Bids and contracts"): an Active offtaker posts a bid for
// a product at a hub, Spot or a delivery month, with a limit price; its funds (goods at the limit
// price and the logistics fee of a delivery) are held at once. Suppliers with stock there sell into
// it, all or part, at the bid's price: each fill is a sale already accepted (Approved) that enters
// fulfilment. The buyer cancels what is left, or the bid expires; either releases the rest.

export const bidStatuses = ['Open', 'Filled', 'Cancelled', 'Expired'] as const;
export type BidStatus = (typeof bidStatuses)[number];

export const bidFieldLabels = {
  productId: 'Product',
  hubId: 'Hub',
  quantity: 'Quantity',
  unitPrice: 'Limit price',
  currency: 'Currency',
  contract: 'Contract',
  validUntilUtc: 'Valid until',
} as const;

/** The largest limit price per litre, minor units (₦10,000,000.00): a typo guard, not a market rule. */
export const maxBidUnitPrice = 1_000_000_000;
/** A bid may stay open at most this many days. */
export const maxBidValidityDays = 90;

/** Only an Open bid can be filled or cancelled. */
export function isOpenBid(bid: { status: BidStatus }): boolean {
  return bid.status === 'Open';
}

const quantitySchema = (label: string) =>
  wholeNumberFrom(
    z
      .number({ error: messages.required(label) })
      .int(`${label} must be a whole number of litres`)
      .min(1, messages.min(label, 1))
      .max(maxPurchaseQuantity, messages.max(label, maxPurchaseQuantity)),
  );

// ---- Requests

/** POST bids: what the offtaker bids for, at which limit price (minor units per litre), until when. */
export const bidRequestSchema = z.object({
  productId: z.uuid(messages.required(bidFieldLabels.productId)),
  hubId: z.uuid(messages.required(bidFieldLabels.hubId)),
  quantity: quantitySchema(bidFieldLabels.quantity),
  unitPrice: wholeNumberFrom(
    z
      .number({ error: messages.required(bidFieldLabels.unitPrice) })
      .int(messages.pattern(bidFieldLabels.unitPrice))
      .min(1, messages.min(bidFieldLabels.unitPrice, 0.01))
      .max(maxBidUnitPrice, messages.max(bidFieldLabels.unitPrice, maxBidUnitPrice / 100)),
  ),
  currency: currencyField(bidFieldLabels.currency),
  /** 'Spot' or an open delivery month 'YYYY-MM' (which months are open is checked on the server). */
  contract: z
    .string({ error: messages.required(bidFieldLabels.contract) })
    // A pattern (not a refine), so that the OpenAPI document says what is valid, with an example.
    .regex(/^(Spot|[0-9]{4}-(0[1-9]|1[0-2]))$/, { error: 'Contract must be Spot or a delivery month' })
    .meta({ examples: [SPOT, '2026-12'] }),
  /**
   * Collection at the hub (the default) or delivery to one of the buyer's sites, with the fee
   * quoted for the bid's quantity (`logisticsFee`, optional): a fee changed since is refused (409).
   */
  fulfilment: purchaseFulfilmentTermsSchema.optional(),
  validUntilUtc: z.iso.datetime({ offset: true, error: messages.pattern(bidFieldLabels.validUntilUtc) }),
});
export type BidRequest = z.infer<typeof bidRequestSchema>;

/** POST bids/{id}/fills: how much of the bid the supplier sells into it. */
export const bidFillRequestSchema = z.object({ quantity: quantitySchema(bidFieldLabels.quantity) });
export type BidFillRequest = z.infer<typeof bidFillRequestSchema>;

export const bidParamsSchema = z.object({ id: z.uuid('The id is not valid') });

/** GET bids: the offtaker's own (operators: all), newest first. */
export const bidsQuerySchema = z.object({ status: z.enum(bidStatuses).optional() });
export type BidsQuery = z.infer<typeof bidsQuerySchema>;

// ---- Answers

const named = z.object({ id: z.string(), name: z.string() });

/** A sale made from the bid (to its buyer and the operators). */
export const bidFillSchema = z.object({
  saleId: z.string(),
  reference: z.string(),
  quantity: z.number(),
  createdUtc: z.string(),
});
export type BidFill = z.infer<typeof bidFillSchema>;

/**
 * A bid as its buyer and the operators see it, and as suppliers see an open one: suppliers get no
 * buyer, no site and no fills (the sale they make shows its buyer once accepted), only the state a
 * delivery goes to.
 */
export const bidSchema = z.object({
  id: z.string(),
  /** Human readable, e.g. BD-261127-4F7Q2M. */
  reference: z.string(),
  customer: named.nullable(),
  product: named,
  hub: named,
  unit: z.string(),
  quantity: z.number(),
  /** What is still open to fill (0 once Filled). */
  remaining: z.number(),
  /** The limit price, minor units per unit: every fill is at this price. */
  unitPrice: z.number(),
  currency: z.enum(currencies),
  priceString: z.string(),
  /** 'Spot' or the delivery month 'YYYY-MM'; `contractLabel` says it in words ('Dec 2026'). */
  contract: z.string(),
  contractLabel: z.string(),
  fulfilmentMethod: z.enum(fulfilmentMethods),
  siteId: z.string().nullable(),
  /** The state a delivery goes to (null for collection). */
  deliveryState: z.string().nullable(),
  logisticsFeePerUnit: z.number(),
  /** What the bid holds now: the remaining quantity's goods and logistics fee (0 once closed). */
  held: z.number(),
  heldString: z.string(),
  status: z.enum(bidStatuses),
  validUntilUtc: z.string(),
  createdUtc: z.string(),
  closedUtc: z.string().nullable(),
  fills: z.array(bidFillSchema),
});
export type Bid = z.infer<typeof bidSchema>;
