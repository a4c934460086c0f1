import { z } from 'zod';
import { isDeliveryMonth } from '../contract-months.ts';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';
import { priceAmountSchema } from './inventory.ts';

// Forward prices (issue 19, point 3; DOMAIN.md "Bids and contracts"): a supplier prices each
// open delivery month of an inventory separately from Spot. Contract ids: contract-ids.ts.

const deliveryMonthSchema = z
  .string({ error: messages.required('Delivery month') })
  .refine(isDeliveryMonth, { error: 'Delivery month must be a month written YYYY-MM' });

/** POST inventories/forward-prices: the price of one open delivery month, minor units per unit. */
export const forwardPriceRequestSchema = z.object({
  inventoryId: z.uuid(messages.required('Inventory')),
  deliveryMonth: deliveryMonthSchema,
  amount: priceAmountSchema,
  currency: currencyField('Currency'),
});
export type ForwardPriceRequest = z.infer<typeof forwardPriceRequestSchema>;

/** One forward price (a row of the history: the newest per inventory, month and currency is current). */
export const forwardPriceSchema = z.object({
  id: z.string(),
  inventoryId: z.string(),
  deliveryMonth: z.string(),
  /** 'Dec 2026'. */
  contract: z.string(),
  amount: z.number(),
  currency: z.enum(currencies),
  amountString: z.string(),
  createdUtc: z.string(),
});
export type ForwardPrice = z.infer<typeof forwardPriceSchema>;

/** GET inventories/forward-prices: the current price of every open month, or the history. */
export const forwardPricesQuerySchema = z.object({
  inventoryId: z.uuid('The id is not valid').optional(),
  /** 'true': every row, newest first; otherwise the current price per open month and currency. */
  history: z.enum(['true', 'false']).optional(),
});
export type ForwardPricesQuery = z.infer<typeof forwardPricesQuerySchema>;

/** GET inventories/forward-months: the delivery months a supplier may price and a buyer may buy now. */
export const openMonthsSchema = z.array(z.object({ deliveryMonth: z.string(), contract: z.string() }));
