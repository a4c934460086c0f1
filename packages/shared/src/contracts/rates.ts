import { z } from 'zod';
import { isDeliveryMonth, SPOT } from '../contract-months.ts';
import { currencies } from '../money.ts';
import { productUnits } from './catalogue.ts';
import { wholeNumberFrom } from './numbers.ts';
import { dateOrderError, isDateRangeInOrder, reportDaySchema } from './reports.ts';

// The public trade record and the daily rate (issue 19, point 4; docs/domain-rules.md "The daily
// rate and the public trade record"): GET trades, trades.csv, rates and rates.csv. Public reads:
// no party's name or id ever appears here. Money is integer minor units per unit of the product.

/**
 * A trading day (YYYY-MM-DD) runs from 18:00 Lagos on the day before to 18:00 Lagos on the day,
 * the moment its rate is published: every settled trade counts in exactly one day's rate, and a
 * published rate never changes. Lagos keeps UTC+1 all year, so it is 17:00Z to 17:00Z.
 */
export const rateCutOffLagos = '18:00';
/** A rate made of fewer trades than this is marked indicative. */
export const firmRateMinTrades = 3;
/** The longest range of days GET rates answers at once (and its default when none is given). */
export const maxRateRangeDays = 366;
export const defaultRateRangeDays = 90;

export const tradePageSizes = [10, 25, 50, 100] as const;

/** Spot or a delivery month 'YYYY-MM'. */
export const contractFilterSchema = z
  .string()
  .refine((value) => value === SPOT || isDeliveryMonth(value), 'Choose Spot or a month as YYYY-MM');

/**
 * A day of these filters: the reports' day (YYYY-MM-DD, 2000 to 9999, a day of the calendar:
 * 2026-02-30 is refused, not read as 2 March).
 */
export const tradingDaySchema = reportDaySchema;

/** Filters of the trade record and of the rates; `from`/`to` are trading days, inclusive. */
const marketFilters = {
  hubId: z.uuid('Choose a hub').optional(),
  productId: z.uuid('Choose a product').optional(),
  contract: contractFilterSchema.optional(),
  currency: z.enum(currencies, { error: 'Choose NGN or USD' }).optional(),
  from: tradingDaySchema.optional(),
  to: tradingDaySchema.optional(),
};

export const tradeFiltersSchema = z.object(marketFilters).refine(isDateRangeInOrder, dateOrderError);
export type TradeFilters = z.infer<typeof tradeFiltersSchema>;

export const tradeQuerySchema = z
  .object({
    ...marketFilters,
    page: wholeNumberFrom(
      z
        .number({ error: 'The page must be a whole number' })
        .int('The page must be a whole number')
        .min(1, 'The page must be a whole number')
        .max(100_000, 'The page must be at most 100000'),
    ).default(1),
    pageSize: wholeNumberFrom(
      z
        .number({ error: 'Choose 10, 25, 50 or 100 rows' })
        .refine(
          (size) => (tradePageSizes as readonly number[]).includes(size),
          'Choose 10, 25, 50 or 100 rows',
        ),
    ).default(25),
  })
  .refine(isDateRangeInOrder, dateOrderError);
export type TradeQuery = z.infer<typeof tradeQuerySchema>;

/** One settled trade: where, what, which contract, how much at what price, when. No parties. */
export const tradeSchema = z.object({
  hubId: z.string(),
  hub: z.string(),
  productId: z.string(),
  product: z.string(),
  contract: z.string(),
  /** The settled quantity (what the buyer accepted), in `unit`. */
  quantity: z.number().int(),
  unit: z.enum(productUnits),
  /** Minor units per unit. */
  unitPrice: z.number().int(),
  currency: z.enum(currencies),
  settledUtc: z.string(),
  /** The trading day whose rate counts this trade. */
  tradingDay: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const tradePageSchema = z.object({
  rows: z.array(tradeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TradePage = z.infer<typeof tradePageSchema>;

/** Days apart, counted inclusively (2026-11-01 to 2026-11-01 is 1 day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeLimit = {
  message: `Choose at most ${maxRateRangeDays} days`,
  path: ['from'],
};

export const rateFiltersSchema = z
  .object(marketFilters)
  .refine(isDateRangeInOrder, dateOrderError)
  .refine(
    (query) =>
      !query.from ||
      !query.to ||
      query.from > query.to ||
      daysInRange(query.from, query.to) <= maxRateRangeDays,
    rangeLimit,
  );
export type RateFilters = z.infer<typeof rateFiltersSchema>;

/** One published daily rate. */
export const dailyRateSchema = z.object({
  day: z.string(),
  hubId: z.string(),
  hub: z.string(),
  productId: z.string(),
  product: z.string(),
  contract: z.string(),
  currency: z.enum(currencies),
  unit: z.enum(productUnits),
  /** The volume-weighted average price, minor units per unit: value / volume rounded half up. */
  price: z.number().int(),
  /** The settled quantity of the day's trades, and their value (sum of quantity x unit price). */
  volume: z.number().int(),
  value: z.number().int(),
  trades: z.number().int(),
  /** Fewer than `firmRateMinTrades` trades made it. */
  indicative: z.boolean(),
  /** The trades counted settled at or after the start and before the end. */
  windowStartUtc: z.string(),
  windowEndUtc: z.string(),
  publishedUtc: z.string(),
});
export type DailyRate = z.infer<typeof dailyRateSchema>;

export const dailyRatesSchema = z.object({
  /** The days answered (inclusive), the defaults filled in. */
  from: z.string(),
  to: z.string(),
  /** Ordered by hub, product, contract, currency, then day (oldest first). */
  rows: z.array(dailyRateSchema),
});
export type DailyRates = z.infer<typeof dailyRatesSchema>;
