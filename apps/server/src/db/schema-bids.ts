import { bidStatuses, currencies, fulfilmentMethods } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hubs, parties, products, sales, users } from './schema.ts';
import { deliverySites } from './schema-fulfilment.ts';

// Buy bids (issue 19, point 1; DOMAIN.md "Bids and contracts"). An open bid holds, in its buyer's
// offtaker_hold account, the remaining quantity's goods at the limit price and its logistics fee;
// each fill moves its part to the sale it makes (bid_fills links the two).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One buy bid. `remaining` falls with each fill; the bid is Filled when it reaches 0. */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => parties.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    /** The limit price, minor units per unit: every fill is at this price. */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** 'Spot' or a delivery month 'YYYY-MM' (Lagos calendar). */
    contract: text('contract').notNull(),
    method: text('method', { enum: fulfilmentMethods }).notNull(),
    siteId: uuid('site_id').references(() => deliverySites.id),
    logisticsFeePerUnit: bigint('logistics_fee_per_unit', { mode: 'number' }).notNull(),
    /** What was held at posting: quantity x (unit price + logistics fee per unit). */
    held: bigint('held', { mode: 'number' }).notNull(),
    status: text('status', { enum: bidStatuses }).notNull().default('Open'),
    validUntilUtc: at('valid_until_utc').notNull(),
    createdUtc: at('created_utc').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    closedUtc: at('closed_utc'),
  },
  (table) => [
    uniqueIndex('bids_reference_unique').on(table.reference),
    index('bids_customer_idx').on(table.customerId, table.createdUtc),
    // Suppliers' open bids and the market's buy side: by product and hub, best price first.
    index('bids_open_idx')
      .on(table.productId, table.hubId, table.unitPrice, table.createdUtc)
      .where(sql`${table.status} = 'Open'`),
    // The expiry job's sweep.
    index('bids_expiry_idx').on(table.validUntilUtc).where(sql`${table.status} = 'Open'`),
    check('bids_quantity_check', sql`${table.quantity} > 0`),
    check('bids_remaining_check', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.quantity}`),
    check('bids_unit_price_check', sql`${table.unitPrice} > 0`),
    check('bids_fee_check', sql`${table.logisticsFeePerUnit} >= 0`),
    check(
      'bids_held_check',
      sql`${table.held} = ${table.quantity} * (${table.unitPrice} + ${table.logisticsFeePerUnit})`,
    ),
    check('bids_currency_check', sql`${table.currency} in (${inList(currencies)})`),
    check('bids_status_check', sql`${table.status} in (${inList(bidStatuses)})`),
    check('bids_method_check', sql`(${table.method} = 'delivery') = (${table.siteId} is not null)`),
    check(
      'bids_contract_check',
      sql`${table.contract} = 'Spot' or ${table.contract} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    // Filled exactly when nothing remains; closed exactly when no longer Open.
    check('bids_filled_check', sql`(${table.status} = 'Filled') = (${table.remaining} = 0)`),
    check('bids_closed_check', sql`(${table.status} = 'Open') = (${table.closedUtc} is null)`),
  ],
);

/** A sale made by selling into a bid: which bid, and how much of it. */
export const bidFills = pgTable(
  'bid_fills',
  {
    saleId: uuid('sale_id')
      .primaryKey()
      .references(() => sales.id),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    createdUtc: at('created_utc').notNull(),
  },
  (table) => [
    index('bid_fills_bid_idx').on(table.bidId, table.createdUtc),
    check('bid_fills_quantity_check', sql`${table.quantity} > 0`),
  ],
);
