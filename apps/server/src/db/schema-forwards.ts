import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { currencyCodes, inventories, sales } from './schema.ts';

// Forward contracts (issue 19, point 3; DOMAIN.md "Bids and contracts"): a supplier prices a
// delivery month ('YYYY-MM', Lagos calendar) of an inventory separately from its Spot price, and a
// sale bought on such a month says so. Spot prices stay in `prices`; Spot sales have no row here.

const monthCheck = (column: unknown) => sql`${column} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`;

/**
 * The price of one inventory for one delivery month in one currency. Rows are history, as for
 * Spot prices: the newest per inventory, month and currency is the current one.
 */
export const forwardPrices = pgTable(
  'forward_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    deliveryMonth: text('delivery_month').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    createdUtc: timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('forward_prices_current_idx').on(
      table.inventoryId,
      table.deliveryMonth,
      table.currency,
      table.createdUtc,
    ),
    index('forward_prices_month_idx').on(table.deliveryMonth),
    check('forward_prices_amount_check', sql`${table.amount} > 0`),
    check('forward_prices_currency_check', sql`${table.currency} in ('NGN', 'USD')`),
    check('forward_prices_month_check', monthCheck(table.deliveryMonth)),
  ],
);

/** The delivery month a sale bought (written with the sale, in its transaction). */
export const saleContracts = pgTable(
  'sale_contracts',
  {
    saleId: uuid('sale_id')
      .primaryKey()
      .references(() => sales.id),
    deliveryMonth: text('delivery_month').notNull(),
    forwardPriceId: uuid('forward_price_id')
      .notNull()
      .references(() => forwardPrices.id),
  },
  (table) => [
    index('sale_contracts_month_idx').on(table.deliveryMonth),
    check('sale_contracts_month_check', monthCheck(table.deliveryMonth)),
  ],
);
