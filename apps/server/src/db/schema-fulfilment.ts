import {
  currencies,
  disputeOutcomes,
  fulfilmentMethods,
  fulfilmentStatuses,
  nigerianStates,
} from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hubs, inventories, parties, sales, users } from './schema.ts';

// Fulfilment and settlement (issue 17, DOMAIN.md "Fulfilment and settlement"): the buyer's
// delivery sites, the operators' logistics fee table, one fulfilment per sale with its status
// machine (packages/shared contracts/fulfilment.ts) and its timeline, and the transit losses
// settlement leaves for the operators.

const createdUtc = () =>
  timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An offtaker's place of delivery. Archived sites keep their past deliveries, take no new ones. */
export const deliverySites = pgTable(
  'delivery_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => parties.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lga: text('lga').notNull(),
    state: text('state', { enum: nigerianStates }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    archivedUtc: at('archived_utc'),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('delivery_sites_customer_idx').on(table.customerId, table.createdUtc),
    check('delivery_sites_state_check', sql`${table.state} in (${inList(nigerianStates)})`),
    check(
      'delivery_sites_position_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)
        and (${table.latitude} is null or ${table.latitude} between -90 and 90)
        and (${table.longitude} is null or ${table.longitude} between -180 and 180)`,
    ),
  ],
);

/** The operators' logistics fee per unit, by hub, destination state and currency (one row each). */
export const logisticsFees = pgTable(
  'logistics_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    state: text('state', { enum: nigerianStates }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    feePerUnit: bigint('fee_per_unit', { mode: 'number' }).notNull(),
    createdUtc: createdUtc(),
    updatedUtc: at('updated_utc').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('logistics_fees_route_key').on(table.hubId, table.state, table.currency),
    check('logistics_fees_fee_check', sql`${table.feePerUnit} >= 0`),
    check('logistics_fees_state_check', sql`${table.state} in (${inList(nigerianStates)})`),
    check('logistics_fees_currency_check', sql`${table.currency} in (${inList(currencies)})`),
  ],
);

/**
 * One per sale, written with the purchase (its terms: method, site, fee held). `status` is null
 * while the sale is Pending (and stays null if it never is approved); approval starts it. Every
 * step is an update guarded by status and version (modules/fulfilment/advance.ts), so each
 * happens once. Quantities are litres: loaded <= ordered, delivered <= loaded, accepted <= delivered.
 */
export const fulfilments = pgTable(
  'fulfilments',
  {
    saleId: uuid('sale_id')
      .primaryKey()
      .references(() => sales.id),
    method: text('method', { enum: fulfilmentMethods }).notNull(),
    siteId: uuid('site_id').references(() => deliverySites.id),
    logisticsFeePerUnit: bigint('logistics_fee_per_unit', { mode: 'number' }).notNull().default(0),
    /** Held at purchase: fee per unit x quantity ordered. */
    logisticsFee: bigint('logistics_fee', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: fulfilmentStatuses }),
    quantityOrdered: bigint('quantity_ordered', { mode: 'number' }).notNull(),
    quantityLoaded: bigint('quantity_loaded', { mode: 'number' }),
    quantityDelivered: bigint('quantity_delivered', { mode: 'number' }),
    quantityAccepted: bigint('quantity_accepted', { mode: 'number' }),
    /** The nonce the buyer's one-time code is derived from with the server's key (delivery-code.ts). */
    codeSealed: text('code_sealed'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /**
     * The photo of the hub's meter ticket recorded at loading, in the receipt store. Kept here,
     * not on the slot booking: a collection may be loaded without one (migration 0039).
     */
    ticketPath: text('ticket_path'),
    codeLocked: boolean('code_locked').notNull().default(false),
    disputeReason: text('dispute_reason'),
    disputeWindowEndUtc: at('dispute_window_end_utc'),
    dispatchDeadlineUtc: at('dispatch_deadline_utc'),
    resolution: text('resolution', { enum: disputeOutcomes }),
    resolutionNote: text('resolution_note'),
    /** What settlement moved (minor units): to the supplier, the platform fee, logistics, back to the buyer. */
    supplierPaid: bigint('supplier_paid', { mode: 'number' }),
    platformFee: bigint('platform_fee', { mode: 'number' }),
    logisticsFeeCharged: bigint('logistics_fee_charged', { mode: 'number' }),
    refunded: bigint('refunded', { mode: 'number' }),
    approvedUtc: at('approved_utc'),
    scheduledUtc: at('scheduled_utc'),
    loadedUtc: at('loaded_utc'),
    departedUtc: at('departed_utc'),
    deliveredUtc: at('delivered_utc'),
    acceptedUtc: at('accepted_utc'),
    disputedUtc: at('disputed_utc'),
    settledUtc: at('settled_utc'),
    cancelledUtc: at('cancelled_utc'),
    version: integer('version').notNull().default(0),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('fulfilments_status_idx').on(table.status),
    // The dashboards' "in fulfilment" (not Settled or Cancelled): a few open rows among a million
    // ended ones, instead of a lookup per sale of the party (issue 20, at scale: 420 ms to 1 ms).
    index('fulfilments_open_idx')
      .on(table.saleId)
      .where(sql`${table.status} not in ('Settled', 'Cancelled')`),
    index('fulfilments_site_idx').on(table.siteId),
    check('fulfilments_method_check', sql`${table.method} in (${inList(fulfilmentMethods)})`),
    check(
      'fulfilments_status_check',
      sql`${table.status} is null or ${table.status} in (${inList(fulfilmentStatuses)})`,
    ),
    check('fulfilments_site_check', sql`(${table.method} = 'delivery') = (${table.siteId} is not null)`),
    check(
      'fulfilments_fee_check',
      sql`${table.logisticsFeePerUnit} >= 0 and ${table.logisticsFee} = ${table.logisticsFeePerUnit} * ${table.quantityOrdered}`,
    ),
    check(
      'fulfilments_quantities_check',
      sql`${table.quantityOrdered} > 0
        and (${table.quantityLoaded} is null or ${table.quantityLoaded} between 0 and ${table.quantityOrdered})
        and (${table.quantityDelivered} is null or ${table.quantityDelivered} between 0 and coalesce(${table.quantityLoaded}, 0))
        and (${table.quantityAccepted} is null or ${table.quantityAccepted} between 0 and coalesce(${table.quantityDelivered}, ${table.quantityLoaded}, 0))`,
    ),
    check('fulfilments_attempts_check', sql`${table.codeAttempts} >= 0`),
  ],
);

/** The sale's timeline: one row per step of its fulfilment, in order. */
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    status: text('status', { enum: fulfilmentStatuses }).notNull(),
    action: text('action').notNull(),
    /** The actor in the sale's terms (buyer, supplier, operator, driver, system). */
    actorKind: text('actor_kind').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    note: text('note'),
    occurredUtc: at('occurred_utc').notNull(),
    seq: integer('seq').notNull(),
  },
  (table) => [uniqueIndex('fulfilment_events_sale_seq_key').on(table.saleId, table.seq)],
);

/**
 * Gas that left the inventory and was not paid for: loaded but not delivered (transit), or
 * delivered and not accepted (refused). The operators resolve each (note, time).
 */
export const fulfilmentLosses = pgTable(
  'fulfilment_losses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    kind: text('kind', { enum: ['transit', 'refused'] }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    occurredUtc: at('occurred_utc').notNull(),
    resolvedUtc: at('resolved_utc'),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    uniqueIndex('fulfilment_losses_sale_kind_key').on(table.saleId, table.kind),
    check('fulfilment_losses_quantity_check', sql`${table.quantity} > 0`),
    check('fulfilment_losses_kind_check', sql`${table.kind} in ('transit', 'refused')`),
  ],
);
