import { z } from 'zod';
import { currencies } from '../money.ts';
import { contractIdSchema } from './contract-ids.ts';
import { currencyField } from './currency-field.ts';
import { fulfilmentMethods, fulfilmentStatuses } from './fulfilment.ts';
import { purchaseFulfilmentTermsSchema } from './fulfilment-terms.ts';
import { wholeNumberFrom } from './numbers.ts';

// The trading contract (spec section 5, "Transactions"): what POST/GET sales take and answer,
// the sale statuses and the business limits. The server's routes and tables and the web's types
// and checks all derive from this file. Money is integer minor units (kobo, cents).

export const saleStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

/**
 * How a sale left Pending: Expired is a cancellation by the platform when nobody decided;
 * Suspended a cancellation because an operator suspended its buyer or its supplier.
 */
export const saleResolutions = ['Approved', 'Rejected', 'Cancelled', 'Expired', 'Suspended'] as const;
export type SaleResolution = (typeof saleResolutions)[number];

/** The decisions people take through PATCH sales/{id}/{decision}. */
export const saleDecisions = ['Approved', 'Rejected', 'Cancelled'] as const;
export type SaleDecision = (typeof saleDecisions)[number];

/** The largest quantity one purchase may ask for. */
export const maxPurchaseQuantity = 1_000_000_000;
/** The sales list is for screens; reports page and export the full history. */
export const maxSalesListed = 5_000;

/**
 * The platform's transaction fee: 1% of the trade value, rounded half up to the minor unit, and
 * at least 1 minor unit on any sale above 0 (rounding alone made every sale under 50 minor units
 * free, so splitting an order avoided the fee).
 */
export function platformFee(amount: number): number {
  if (amount <= 0) return 0;
  return Math.max(1, Math.floor((amount + 50) / 100));
}

/**
 * The VAT on the platform fee (issue 18, point 5): the fee x the rate in basis points (750 is
 * 7.5 %, PLATFORM_FEE_VAT_PERCENT), rounded half up to the minor unit. It is added to the fee:
 * the supplier is paid the goods less the fee less this.
 */
export function platformFeeVat(fee: number, rateBasisPoints: number): number {
  if (fee <= 0 || rateBasisPoints <= 0) return 0;
  return Math.floor((fee * rateBasisPoints + 5_000) / 10_000);
}

/** Only a Pending sale can be approved, rejected or cancelled (an approved one by its fulfilment). */
export function isOpenSale(sale: { status: SaleStatus }): boolean {
  return sale.status === 'Pending';
}

const named = z.object({ id: z.string(), name: z.string() });

/**
 * The other party of an approved sale, for the delivery and its paperwork (issue 22, item 9): the
 * supplier sees its buyer's, the buyer its supplier's. Company is null for an offtaker trading as
 * an individual; phone null when the party gave none.
 */
export const saleContactSchema = z.object({
  company: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type SaleContact = z.infer<typeof saleContactSchema>;

/** A purchase as its buyer, its supplier and the operators see it (GET sales, GET sales/{id}). */
export const saleSchema = z.object({
  id: z.string(),
  /** Human readable, e.g. SL-250814-4F7Q. */
  reference: z.string(),
  customer: named,
  supplier: named,
  product: named,
  hub: named,
  inventoryId: z.string(),
  quantity: z.number(),
  unit: z.string(),
  /** Minor units per unit of the product. */
  unitPrice: z.number(),
  /** quantity x unitPrice, minor units. */
  amount: z.number(),
  /** The platform's 1% transaction fee on the accepted goods: null until the sale is settled. */
  fee: z.number().nullable(),
  /**
   * Collection at the hub or delivery to a site (contracts/fulfilment.ts), its logistics fee held
   * with the amount (0 for a collection), and where the fulfilment stands (null until approval).
   * Always sent by the server; optional for answers stored before fulfilment existed.
   */
  fulfilmentMethod: z.enum(fulfilmentMethods).optional(),
  logisticsFee: z.number().optional(),
  fulfilmentStatus: z.enum(fulfilmentStatuses).nullable().optional(),
  /** The contract bought: 'Spot' or a delivery month as 'Dec 2026' (issue 19); absent means Spot. */
  contract: z.string().optional(),
  /** The delivery month bought ('2026-12'), null for Spot. */
  deliveryMonth: z.string().nullable().optional(),
  currency: z.enum(currencies),
  amountString: z.string(),
  status: z.enum(saleStatuses),
  resolution: z.enum(saleResolutions).nullable(),
  createdUtc: z.string(),
  expiresUtc: z.string(),
  /** When it ended: rejected, cancelled or expired; an approved sale when it is settled. */
  completedUtc: z.string().nullable(),
  timeline: z.array(z.object({ event: z.string(), utc: z.string() })),
  /**
   * GET sales/{id} only: the other party's contact, to the sale's supplier and buyer once the sale
   * is Approved; null before, and to operators (they have the parties' pages). Absent from lists.
   */
  counterparty: saleContactSchema.nullable().optional(),
});
export type Sale = z.infer<typeof saleSchema>;

/** The New Transaction form (POST sales). Amount is quantity x unit price, re-checked on the server. */
export const purchaseRequestSchema = z.object({
  productId: z.uuid('Product is required'),
  /** A listing's `contract`: an inventory id (Spot) or '<inventoryId>:YYYY-MM' (contract-ids.ts). */
  contractId: contractIdSchema,
  quantity: wholeNumberFrom(
    z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number of litres')
      .min(1, 'Quantity cannot be less than 1')
      .max(maxPurchaseQuantity, `Quantity cannot be more than ${maxPurchaseQuantity}`),
  ),
  currency: currencyField('Currency'),
  amount: wholeNumberFrom(
    z
      .number({ error: 'Amount is required' })
      .int()
      .min(1, 'Amount cannot be less than 0.01')
      .max(Number.MAX_SAFE_INTEGER),
  ),
  /**
   * Collection at the hub (the default: the spec's body has no such field) or delivery to one of
   * the buyer's sites, with a logistics fee the server looks up and holds beside the amount
   * (and compares with the fee the buyer was quoted, when it is sent).
   */
  fulfilment: purchaseFulfilmentTermsSchema.optional(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

const limitMessage = `The limit must be a whole number from 1 to ${maxSalesListed}`;

/** GET sales: filters, newest first. */
export const salesQuerySchema = z.object({
  status: z.enum(saleStatuses).optional(),
  currency: z.enum(currencies).optional(),
  supplierId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  inventoryId: z.uuid().optional(),
  /** Only the newest N (a dashboard's latest sales); at most maxSalesListed either way. */
  limit: wholeNumberFrom(
    z
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxSalesListed, limitMessage),
  ).optional(),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;
