import { z } from 'zod';

/** One row of the public Market Data table (spec section 3, "Market row"). */
export const marketRowSchema = z.object({
  region: z.string(),
  contract: z.string(),
  deliveryPoint: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  buy: z.array(z.string()),
  sell: z.array(z.string()),
  deliveryDays: z.number().int(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;
