import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, sales, users } from './schema.ts';

// Tax (issue 18, point 5; docs/domain-rules.md "Tax and invoices"). Rates are basis points
// (hundredths of a percent): 750 is 7.5 %.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The VAT on a settled sale's platform fee, booked to the platform_vat_payable account in the
 * settlement's ledger transaction, at the rate in force then (PLATFORM_FEE_VAT_PERCENT). One row
 * per settled sale; `npm run ledger:check` compares it with the ledger.
 */
export const saleFeeVat = pgTable(
  'sale_fee_vat',
  {
    saleId: uuid('sale_id')
      .primaryKey()
      .references(() => sales.id),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    check('sale_fee_vat_rate_check', sql`${table.rateBasisPoints} between 0 and 10000`),
    check('sale_fee_vat_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * The VAT rate the operators set for a product, included in its prices and shown per line on the
 * sale invoice. No row: zero-rated (gas is zero-rated by default).
 */
export const productTaxRates = pgTable(
  'product_tax_rates',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    updatedUtc: at('updated_utc').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [check('product_tax_rates_rate_check', sql`${table.rateBasisPoints} between 0 and 10000`)],
);
