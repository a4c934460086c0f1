import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencyCodes, hubs, products } from './schema.ts';

// The daily rate (issue 19, point 4; docs/domain-rules.md "The daily rate and the public trade
// record"): per trading day, hub, product, contract and currency, the volume-weighted average
// price of the trades settled in that day's window, published once by the 18:00 Lagos job.

/**
 * One published rate. Rows are facts: one per key and day (the unique key makes publishing
 * idempotent), never updated. `value` and `volume` are kept so anyone can check `price`.
 */
export const dailyRates = pgTable(
  'daily_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** 'Spot' or a delivery month 'YYYY-MM'. */
    contract: text('contract').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    /** Minor units per unit: round(value / volume), half up. */
    price: bigint('price', { mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    trades: integer('trades').notNull(),
    indicative: boolean('indicative').notNull(),
    windowStartUtc: timestamp('window_start_utc', { withTimezone: true, mode: 'date' }).notNull(),
    windowEndUtc: timestamp('window_end_utc', { withTimezone: true, mode: 'date' }).notNull(),
    publishedUtc: timestamp('published_utc', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('daily_rates_key').on(
      table.hubId,
      table.productId,
      table.contract,
      table.currency,
      table.day,
    ),
    // The public page and API read a range of days, newest last.
    index('daily_rates_day_idx').on(table.day),
    check('daily_rates_currency_check', sql`${table.currency} in ('NGN', 'USD')`),
    check(
      'daily_rates_contract_check',
      sql`${table.contract} = 'Spot' or ${table.contract} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check(
      'daily_rates_figures_check',
      sql`${table.trades} > 0 and ${table.volume} > 0 and ${table.price} > 0 and ${table.indicative} = (${table.trades} < 3)`,
    ),
    check('daily_rates_window_check', sql`${table.windowStartUtc} < ${table.windowEndUtc}`),
  ],
);
