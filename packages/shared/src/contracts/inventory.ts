import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies, formatQuantity } from '../money.ts';
import { productUnits } from './catalogue.ts';
import { currencyField } from './currency-field.ts';
import { wholeNumberFrom } from './numbers.ts';
import { purchaseRequestSchema } from './trading.ts';

// The inventory contract (spec sections 4, 5 and 7): what the inventories, stocks, prices and
// listings calls take and answer, the stock line statuses and the business limits. The server's
// routes and tables and the web's types and supplier dialogs all derive from this file. Money is
// integer minor units (kobo, cents); quantities are whole litres.

/** A stock line's status. A Sale line follows its purchase (Cancelled when the sale is not approved). */
export const stockStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** Supply lines come In (the supplier adds them); Sale lines go Out (purchases create them). */
export const stockFlows = ['In', 'Out'] as const;
export type StockFlow = (typeof stockFlows)[number];
export const stockCategories = ['Supply', 'Sale'] as const;
export type StockCategory = (typeof stockCategories)[number];

/** The largest stock line a supplier may add at once, in whole litres. */
export const maxStockQuantity = 1_000_000_000;
/** A price per unit: at least 0.01 and at most 1,000,000,000.00 naira or dollars, in minor units. */
export const minPriceAmount = 1;
export const maxPriceAmount = 1_000_000_000_00;
/** How many lines the Manage Inventory page shows of the latest stocks and prices (spec section 9). */
export const latestSupplyCount = 5;
/** The most lines GET stocks/inventory/{id}/{count} and GET inventories/prices/{id}/{count} answer. */
export const maxLatestSupplyCount = 100;
/** The full stock and price lists are for screens: at most this many lines, newest first. */
export const maxSupplyListed = 10_000;

/** Only a Pending Supply line is approved or rejected by hand; Sale lines are settled by their purchase. */
export function canDecideStock(line: { status: StockStatus; category: StockCategory }): boolean {
  return line.status === 'Pending' && line.category === 'Supply';
}

/** How an inventory is named in lists, filters and the audit trail: "CNG at Ajaokuta". */
export function inventoryLabel(inventory: { product: { name: string }; hub: { name: string } }): string {
  return `${inventory.product.name} at ${inventory.hub.name}`;
}

/** How a stock line reads where it is named (the audit trail): "CNG at Ajaokuta, 10,000 litres". */
export function stockLineLabel(
  inventory: { product: { name: string }; hub: { name: string } },
  quantity: number,
): string {
  return `${inventoryLabel(inventory)}, ${formatQuantity(quantity)} ${quantity === 1 ? 'litre' : 'litres'}`;
}

const named = z.object({ id: z.string(), name: z.string() });

/** One supplier's stock of one product at one hub (GET inventories, GET inventories/{id}). */
export const inventorySchema = z.object({
  id: z.string(),
  product: named.extend({ unit: z.enum(productUnits) }),
  hub: named,
  supplier: named,
  /** Approved stock on hand, whole litres. */
  quantity: z.number(),
  /** Quantity minus what pending purchases reserve. */
  available: z.number(),
  createdUtc: z.string(),
});
export type Inventory = z.infer<typeof inventorySchema>;

/** A stock movement (GET stocks, POST and PATCH stocks). */
export const stockLineSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  status: z.enum(stockStatuses),
  quantity: z.number(),
  unit: z.enum(productUnits),
  flow: z.enum(stockFlows),
  category: z.enum(stockCategories),
  createdUtc: z.string(),
  processedUtc: z.string().nullable(),
});
export type StockLine = z.infer<typeof stockLineSchema>;

/** A price of an inventory in one currency; the newest per currency is the current one. */
export const priceSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  /** Minor units (kobo, cents) per unit of the product. */
  amount: z.number(),
  currency: z.enum(currencies),
  amountString: z.string(),
  createdUtc: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

/**
 * An offer able to fill a quantity (GET inventories/listings/{productId}/{quantity}/{currency}),
 * cheapest first: `contract` is the inventory id a purchase names.
 */
export const offerSchema = z.object({
  /** The inventory id for Spot, '<inventoryId>:YYYY-MM' for a delivery month (contract-ids.ts). */
  contract: z.string(),
  /** What the dialog shows: 'Spot' or 'Dec 2026'; absent means Spot. */
  contractLabel: z.string().optional(),
  /** The delivery month ('2026-12'), null for Spot; absent means Spot. */
  deliveryMonth: z.string().nullable().optional(),
  /** Minor units per unit. */
  price: z.number(),
  /** "₦350.00 / Liter". */
  priceString: z.string(),
  available: z.number(),
  unit: z.enum(productUnits),
  currency: z.enum(currencies),
  hub: z.string(),
  deliveryDays: z.number(),
  supplier: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

// ---- Requests (spec section 5: "New Inventory: product required. New Price: amount and
// currency required. Add Stock: quantity required.")

export const inventoryFieldLabels = {
  inventoryId: 'Inventory',
  stockId: 'Stock',
  productId: 'Product',
  hubId: 'Logistics Hub',
  quantity: 'Quantity',
  amount: 'Amount',
  currency: 'Currency',
} as const;
const labels = inventoryFieldLabels;

const chosen = (label: string) => z.uuid(messages.required(label));
const currency = currencyField(labels.currency);

/** Whole litres, 1 to `maxStockQuantity`. */
export const stockQuantitySchema = wholeNumberFrom(
  z
    .number({ error: messages.required(labels.quantity) })
    .int('Quantity must be a whole number of litres')
    .min(1, messages.min(labels.quantity, 1))
    .max(maxStockQuantity, messages.max(labels.quantity, maxStockQuantity)),
);

/** A price per unit in minor units, 0.01 to 1,000,000,000.00. */
export const priceAmountSchema = wholeNumberFrom(
  z
    .number({ error: messages.required(labels.amount) })
    .int('Amount must be in minor units (kobo or cents)')
    .min(minPriceAmount, messages.min(labels.amount, minPriceAmount / 100))
    .max(maxPriceAmount, messages.max(labels.amount, maxPriceAmount / 100)),
);

/** The New Inventory form (POST inventories): one inventory per supplier, product and hub. */
export const inventoryRequestSchema = z.object({
  productId: chosen(labels.productId),
  hubId: chosen(labels.hubId),
});
export type InventoryRequest = z.infer<typeof inventoryRequestSchema>;

/** The Add Stock form (POST stocks): a Pending Supply line, counted once approved. */
export const stockRequestSchema = z.object({
  inventoryId: chosen(labels.inventoryId),
  quantity: stockQuantitySchema,
});
export type StockRequest = z.infer<typeof stockRequestSchema>;

/** PATCH stocks: approve ("true") or reject ("false") a Pending Supply line. */
export const stockDecisionRequestSchema = z.object({
  inventoryId: chosen(labels.inventoryId),
  stockId: chosen(labels.stockId),
  approve: z.enum(['true', 'false'], { error: 'Approve must be "true" or "false"' }),
});
export type StockDecisionRequest = z.infer<typeof stockDecisionRequestSchema>;

/** The New Price form (POST inventories/prices): amount in minor units per unit. */
export const priceRequestSchema = z.object({
  inventoryId: chosen(labels.inventoryId),
  amount: priceAmountSchema,
  currency,
});
export type PriceRequest = z.infer<typeof priceRequestSchema>;

// ---- Queries

const inventoryIdParam = z.uuid('The id is not valid');

/** GET inventories/{id}. */
export const inventoryParamsSchema = z.object({ id: inventoryIdParam });

const countMessage = `The count must be a whole number from 1 to ${maxLatestSupplyCount}`;

/** GET stocks/inventory/{inventoryId}/{count} and GET inventories/prices/{inventoryId}/{count}. */
export const latestSupplyParamsSchema = z.object({
  inventoryId: inventoryIdParam,
  count: wholeNumberFrom(
    z
      .number({ error: countMessage })
      .int(countMessage)
      .min(1, countMessage)
      .max(maxLatestSupplyCount, countMessage),
  ),
});

/** GET stocks: filters, newest first. */
export const stocksQuerySchema = z.object({
  inventoryId: inventoryIdParam.optional(),
  status: z.enum(stockStatuses).optional(),
});
export type StocksQuery = z.infer<typeof stocksQuerySchema>;

/** GET inventories/prices: filters, newest first. */
export const pricesQuerySchema = z.object({
  inventoryId: inventoryIdParam.optional(),
  currency: currency.optional(),
});
export type PricesQuery = z.infer<typeof pricesQuerySchema>;

/** GET inventories/listings/{productId}/{quantity}/{currency}: what a purchase of `quantity` may buy from. */
export const listingsParamsSchema = z.object({
  productId: chosen(labels.productId),
  quantity: purchaseRequestSchema.shape.quantity,
  currency,
});
export type ListingsParams = z.infer<typeof listingsParamsSchema>;
