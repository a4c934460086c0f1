import { z } from 'zod';

// Live market events (issue 19, point 5; ADR 015): GET /api/markets/stream, server-sent events
// that say what kind of market data changed, so a page re-reads it. Hints, never data.

/** What can change on the market: offers (prices, stock), buy bids, trades, daily rates. */
export const marketChangeKinds = ['offers', 'bids', 'trades', 'rates'] as const;
export type MarketChangeKind = (typeof marketChangeKinds)[number];

/**
 * The data of an `event: market`: the kinds that changed, and the hub and product ids where they
 * did; an empty list of hubs (or products) means any.
 */
export const marketEventSchema = z.object({
  kinds: z.array(z.enum(marketChangeKinds)),
  hubs: z.array(z.string()),
  products: z.array(z.string()),
});
export type MarketEvent = z.infer<typeof marketEventSchema>;

/** How often a page reads the market again while its live stream is down (and the 503's Retry-After). */
export const marketPollSeconds = 15;
