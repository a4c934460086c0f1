import { z } from 'zod';
import { productUnits } from './catalogue.ts';

// The market data contract (spec section 3, "Market row"): what the public GET markets answers.

/** One row of the public Market Data table: offers per region, hub, product and contract. */
export const marketRowSchema = z.object({
  region: z.string(),
  contract: z.string(),
  deliveryPoint: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  /** The best open bids there (buy bids), best first, formatted with the quantity each still wants. */
  buy: z.array(z.string()),
  /** The current offers, best first, formatted with the quantity each can fill. */
  sell: z.array(z.string()),
  deliveryDays: z.number().int(),
  /** The unit the prices are per and the quantity is in. */
  unit: z.enum(productUnits),
  /** When the answer was made (ISO 8601, UTC): the same on every row of one answer. */
  asOfUtc: z.string(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;
