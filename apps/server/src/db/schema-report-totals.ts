import { saleStatuses } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { currencyCodes } from './schema.ts';

// The sales report's running totals (issue 20, ADR 021): what the operator's unfiltered first page
// shows — every sale's count, quantity, amount and fee by Lagos month and currency — kept as sales
// change instead of read from a million sales on each request. Statement triggers on `sales`
// (migration 0027) append one delta row per changed month and currency; the report folds the
// deltas into the month rows now and then (modules/reports/sales-totals.ts). The report's answer is
// always the sum of both tables, which equals the aggregate of `sales` at any snapshot.

/** The folded totals: one row per Lagos month ("YYYY-MM") and currency. */
export const salesMonthlyTotals = pgTable(
  'sales_monthly_totals',
  {
    month: text('month').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The sum of the sales' fees (a fee not yet charged counts as nothing, as in the report). */
    fee: bigint('fee', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.currency] }),
    check('sales_monthly_totals_month_check', sql`${table.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);

/**
 * Changes not yet folded: appended by the triggers (one row per statement, month and currency),
 * never updated, so concurrent purchases never wait on each other here; deleted by the fold.
 */
export const salesTotalsDeltas = pgTable('sales_totals_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  month: text('month').notNull(),
  currency: text('currency', { enum: currencyCodes }).notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull(),
});

// The same running totals by hub, product, currency, status and month of completion (issue 20,
// ADR 021), for the other operator reads that grouped every sale: the dashboard's approved sales by
// hub and by month of completion, and the sales report's energy (litres per product, converted with
// the product's current factors at read time). Kept by the same statement triggers (migrations 0032
// and 0033), folded by those reads.

/** The folded totals: one row per hub, product, currency, sale status and month of completion. */
export const salesHubProductTotals = pgTable(
  'sales_hub_product_totals',
  {
    hubId: uuid('hub_id').notNull(),
    productId: uuid('product_id').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    status: text('status', { enum: saleStatuses }).notNull(),
    /** The Lagos month ("YYYY-MM") of the sale's completion, '' while it has none. */
    completedMonth: text('completed_month').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.hubId, table.productId, table.currency, table.status, table.completedMonth],
    }),
  ],
);

/** Changes not yet folded, appended by the triggers like sales_totals_deltas. */
export const salesHubProductDeltas = pgTable('sales_hub_product_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hubId: uuid('hub_id').notNull(),
  productId: uuid('product_id').notNull(),
  currency: text('currency', { enum: currencyCodes }).notNull(),
  status: text('status', { enum: saleStatuses }).notNull(),
  completedMonth: text('completed_month').notNull().default(''),
  count: bigint('count', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

// The litres paid for of the settled sales (an Approved sale with its completion time) by hub,
// product, currency and Lagos month of completion: what the operators' dashboard shows as traded.
// A sale settled for less than was ordered counts at its settled litres x unit price, one settled
// for 0 L not at all (no money moved). Tables of their own, kept by the same statement triggers
// (migration 0041), so that processes of the previous release, folding the hub and product deltas
// during a rolling upgrade, cannot drop these figures.

/** The folded settled figures: one row per hub, product, currency and month of completion. */
export const salesSettledTotals = pgTable(
  'sales_settled_totals',
  {
    hubId: uuid('hub_id').notNull(),
    productId: uuid('product_id').notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    /** The Lagos month ("YYYY-MM") of the sales' completion. */
    completedMonth: text('completed_month').notNull(),
    /** The settled sales with more than 0 L settled. */
    count: bigint('count', { mode: 'number' }).notNull(),
    /** Their settled litres (sales.settled_quantity). */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Their goods paid for: settled litres x unit price. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.productId, table.currency, table.completedMonth] })],
);

/** Changes not yet folded, appended by the triggers like sales_totals_deltas. */
export const salesSettledDeltas = pgTable('sales_settled_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  hubId: uuid('hub_id').notNull(),
  productId: uuid('product_id').notNull(),
  currency: text('currency', { enum: currencyCodes }).notNull(),
  completedMonth: text('completed_month').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});
