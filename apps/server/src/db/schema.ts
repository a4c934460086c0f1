import {
  auditActorRoles,
  currencies,
  partyKinds,
  partyStatuses,
  paymentFlows,
  paymentStatuses,
  productUnits,
  roles,
  saleResolutions,
  saleStatuses,
  stockCategories,
  stockFlows,
  stockStatuses,
} from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdUtc = () =>
  timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Logistics hubs: reference data, present on every database (seeded at start, never by demo only). */
export const hubs = pgTable('hubs', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  region: text('region').notNull(),
  state: text('state').notNull(),
  deliveryDays: integer('delivery_days').notNull(),
  isOperational: boolean('is_operational').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    unit: text('unit', { enum: productUnits }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('products_name_lower_key').on(sql`lower(${table.name})`),
    check('products_unit_check', sql`${table.unit} in ('Liters')`),
  ],
);

/** Many modules name these types from here; the tuples are the identity contract's. */
export type { PartyStatus, Role } from '@gas/shared';

/** A supplier (a company) or an offtaker (a person, optionally with a company): the onboarding subject. */
export const parties = pgTable(
  'parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: partyKinds }).notNull(),
    status: text('status', { enum: partyStatuses }).notNull(),
    companyName: text('company_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdUtc: createdUtc(),
    decidedUtc: timestamp('decided_utc', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('parties_kind_check', sql`${table.kind} in ('supplier', 'offtaker')`),
    check(
      'parties_status_check',
      sql`${table.status} in ('Unconfirmed', 'Pending', 'Active', 'Rejected', 'Suspended')`,
    ),
    check(
      'parties_names_check',
      sql`(${table.kind} = 'supplier' and ${table.companyName} is not null) or (${table.kind} = 'offtaker' and ${table.firstName} is not null and ${table.lastName} is not null)`,
    ),
    index('parties_status_idx').on(table.status, table.kind),
  ],
);

/**
 * Sign-in identities. Operators and drivers have no party; a supplier's or offtaker's login belongs
 * to its party, whose status decides whether it may sign in.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: roles }).notNull(),
    partyId: uuid('party_id').references(() => parties.id),
    createdUtc: createdUtc(),
    passwordChangedUtc: timestamp('password_changed_utc', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('admin', 'client', 'customer', 'driver')`),
    // Operators and drivers (issue 17) belong to no party; suppliers' and offtakers' logins do.
    check('users_party_check', sql`(${table.role} in ('admin', 'driver')) = (${table.partyId} is null)`),
    index('users_party_idx').on(table.partyId),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    email2: text('email2'),
    mobile: text('mobile'),
    mobile2: text('mobile2'),
    mobile3: text('mobile3'),
    address: text('address'),
    address2: text('address2'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdUtc: createdUtc(),
  },
  (table) => [index('contacts_party_idx').on(table.partyId)],
);

/** What an emailed token is for (email_tokens.purpose). */
export const emailTokenPurposes = [
  'verify',
  'password_reset',
  'email_change_new',
  'email_change_old',
] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/**
 * Emailed links (address verification, password reset): only a hash of the token is stored;
 * single use; they expire.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link does: confirm the address, or reset the password. One never serves as the other. */
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull().default('verify'),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    usedUtc: timestamp('used_utc', { withTimezone: true, mode: 'date' }),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('email_tokens_user_idx').on(table.userId),
    check(
      'email_tokens_purpose_check',
      sql`${table.purpose} in ('verify', 'password_reset', 'email_change_new', 'email_change_old')`,
    ),
  ],
);

/** A signed-in session (one family of rotating tokens). Idle and absolute expiry are enforced here. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdUtc: createdUtc(),
    lastSeenUtc: timestamp('last_seen_utc', { withTimezone: true, mode: 'date' }).notNull(),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    revokedUtc: timestamp('revoked_utc', { withTimezone: true, mode: 'date' }),
    revokeReason: text('revoke_reason'),
    /** The browser's User-Agent and the client address at sign-in ("your sessions", issue 21). */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The opaque ids handed out in cookies, stored as SHA-256 hashes. A rotated token is kept with
 * `supersededUtc` set so that presenting it again is recognised as reuse.
 */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    supersededUtc: timestamp('superseded_utc', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('session_tokens_session_idx').on(table.sessionId)],
);

/**
 * Transactional outbox / job queue: rows are written in the same transaction as the change
 * that causes them and drained by workers with FOR UPDATE SKIP LOCKED, so jobs survive restarts
 * and run once across many server processes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    runAfterUtc: timestamp('run_after_utc', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntilUtc: timestamp('locked_until_utc', { withTimezone: true, mode: 'date' }),
    completedUtc: timestamp('completed_utc', { withTimezone: true, mode: 'date' }),
    failedUtc: timestamp('failed_utc', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAfterUtc)
      .where(sql`${table.completedUtc} is null and ${table.failedUtc} is null`),
  ],
);

/**
 * Rate-limit counters shared by every server process (ADR 004): one row per limited key and
 * window, counted and expired by the database's clock. Redis takes this over when REDIS_URL is set.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The currencies money is kept in: the contract's (packages/shared money.ts). */
export const currencyCodes = currencies;

/** One supplier's stock of one product at one hub. `reserved` is held by pending purchases. */
export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => parties.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('inventories_supplier_product_hub_key').on(table.supplierId, table.productId, table.hubId),
    index('inventories_product_idx').on(table.productId),
    // No overselling, enforced by the database whatever the code does.
    check('inventories_quantity_check', sql`${table.quantity} >= 0`),
    check(
      'inventories_reserved_check',
      sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.quantity}`,
    ),
  ],
);

/** Stock movements: Supply In lines added by the supplier; Sale Out lines created by purchases. */
export const stockLines = pgTable(
  'stock_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    flow: text('flow', { enum: stockFlows }).notNull(),
    category: text('category', { enum: stockCategories }).notNull(),
    status: text('status', { enum: stockStatuses }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    createdUtc: createdUtc(),
    processedUtc: timestamp('processed_utc', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('stock_lines_inventory_idx').on(table.inventoryId, table.createdUtc),
    check('stock_lines_quantity_check', sql`${table.quantity} > 0`),
    check(
      'stock_lines_kind_check',
      sql`(${table.category} = 'Supply' and ${table.flow} = 'In') or (${table.category} = 'Sale' and ${table.flow} = 'Out')`,
    ),
    check(
      'stock_lines_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected', 'Cancelled')`,
    ),
  ],
);

/** Price per unit of an inventory in one currency; the newest per currency is the current one. */
export const prices = pgTable(
  'prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('prices_current_idx').on(table.inventoryId, table.currency, table.createdUtc),
    check('prices_amount_check', sql`${table.amount} > 0`),
    check('prices_currency_check', sql`${table.currency} in ('NGN', 'USD')`),
  ],
);

export const accountKinds = [
  'offtaker_wallet',
  'offtaker_hold',
  'supplier_wallet',
  'platform_revenue',
  'external_cash',
  /** The logistics fees charged on delivered quantities at settlement (issue 17). */
  'platform_logistics_revenue',
  /** Payouts and withdrawals Requested or Approved, held until Paid (issue 18). */
  'payout_hold',
  /** Paid payouts leave the platform's bank through it (issue 18; docs/domain-rules.md "Money out"). */
  'platform_bank_clearing',
  /** VAT charged on the platform fee, owed to the tax authority (issue 18, point 5). */
  'platform_vat_payable',
] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * Ledger accounts. `balance` is the sum of the account's entries, kept in the same transaction
 * as the entries; wallets and holds can never go below zero (database constraint).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: accountKinds }).notNull(),
    partyId: uuid('party_id').references(() => parties.id),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_party_key').on(table.kind, table.partyId, table.currency),
    uniqueIndex('ledger_accounts_platform_key')
      .on(table.kind, table.currency)
      .where(sql`${table.partyId} is null`),
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('offtaker_wallet', 'offtaker_hold', 'supplier_wallet', 'platform_revenue', 'external_cash', 'platform_logistics_revenue', 'payout_hold', 'platform_bank_clearing', 'platform_vat_payable')`,
    ),
    check('ledger_accounts_currency_check', sql`${table.currency} in ('NGN', 'USD')`),
    check('ledger_accounts_non_negative', sql`${table.kind} = 'external_cash' or ${table.balance} >= 0`),
    check(
      'ledger_accounts_party_check',
      sql`(${table.kind} in ('platform_revenue', 'external_cash', 'platform_logistics_revenue', 'platform_bank_clearing', 'platform_vat_payable')) = (${table.partyId} is null)`,
    ),
  ],
);

/** One balanced movement of money: its entries sum to zero. Immutable once written. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /**
   * Posting order: an account's postings are written under its row lock, so this is the order its
   * balance changed in, even for postings at the same instant (a statement's running balances).
   */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  reference: text('reference').notNull(),
  currency: text('currency', { enum: currencyCodes }).notNull(),
  createdUtc: createdUtc(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_nonzero', sql`${table.amount} <> 0`),
  ],
);

/**
 * The offtaker's statement line (the spec's Payment): Credit lines are deposits, Debit lines
 * purchases. prevBal/currBal are the wallet's available balance around the line's effect.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => parties.id),
    flow: text('flow', { enum: paymentFlows }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    prevBal: bigint('prev_bal', { mode: 'number' }),
    currBal: bigint('curr_bal', { mode: 'number' }),
    receiptPaths: jsonb('receipt_paths').$type<string[]>().notNull().default([]),
    createdUtc: createdUtc(),
    processedUtc: timestamp('processed_utc', { withTimezone: true, mode: 'date' }),
    processedBy: uuid('processed_by').references(() => users.id),
  },
  (table) => [
    index('payments_customer_idx').on(table.customerId, table.createdUtc),
    index('payments_status_idx').on(table.status, table.flow),
    index('payments_flow_created_idx').on(table.flow, table.createdUtc),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check('payments_status_check', sql`${table.status} in ('Pending', 'Approved', 'Rejected', 'Cancelled')`),
  ],
);

/** Replays of an unsafe request with the same Idempotency-Key answer the first result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdUtc: createdUtc(),
  },
  (table) => [uniqueIndex('idempotency_keys_pk').on(table.userId, table.route, table.key)],
);

/**
 * A purchase from one inventory. While Pending, its quantity is reserved on the inventory
 * (a Sale Out stock line) and its amount held on the offtaker's hold account (a Debit payment).
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => parties.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => parties.id),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }),
    currency: text('currency', { enum: currencyCodes }).notNull(),
    status: text('status', { enum: saleStatuses }).notNull(),
    resolution: text('resolution', { enum: saleResolutions }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    stockLineId: uuid('stock_line_id')
      .notNull()
      .references(() => stockLines.id),
    createdUtc: createdUtc(),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    completedUtc: timestamp('completed_utc', { withTimezone: true, mode: 'date' }),
    /**
     * The litres paid for at settlement (the fulfilment's accepted quantity; 0 for a dispute settled
     * for nothing), set with `fee` and `completed_utc` (fulfilment/settle.ts); null until settled
     * and on sales that are never settled. `quantity` and `amount` stay what was ordered. Sales
     * settled before this column were filled from their fulfilments (migration 0041).
     */
    settledQuantity: bigint('settled_quantity', { mode: 'number' }),
  },
  (table) => [
    index('sales_customer_idx').on(table.customerId, table.createdUtc),
    index('sales_supplier_idx').on(table.supplierId, table.createdUtc),
    index('sales_status_idx').on(table.status, table.createdUtc),
    // Reports filter by hub or product over a date range, newest first.
    index('sales_hub_idx').on(table.hubId, table.createdUtc),
    index('sales_product_idx').on(table.productId, table.createdUtc),
    // Operators' reports filter on the date alone; dashboards total completed sales by month.
    index('sales_created_idx').on(table.createdUtc),
    index('sales_completed_idx').on(table.completedUtc).where(sql`${table.status} = 'Approved'`),
    // Not declared here: sales_customer_status_idx and sales_supplier_status_idx (party, status,
    // completed_utc) INCLUDE (currency, amount, quantity, fee, created_utc), for the party
    // dashboards and the party's sales report by month, live only in the hand-written migrations
    // 0034 and 0036, since drizzle's index builder has no INCLUDE. `generate`
    // leaves them; `drizzle-kit push` would drop them.
    check('sales_quantity_check', sql`${table.quantity} > 0`),
    check('sales_amount_check', sql`${table.amount} = ${table.quantity} * ${table.unitPrice}`),
    check('sales_status_check', sql`${table.status} in ('Pending', 'Approved', 'Rejected', 'Cancelled')`),
  ],
);

/**
 * The audit trail: one row per state change, written in the same transaction as the change.
 * Rows are facts: a trigger refuses UPDATE and DELETE (migration 0002), as for the ledger.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: orders events recorded at the same instant, and shows gaps if any. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    occurredUtc: timestamp('occurred_utc', { withTimezone: true, mode: 'date' }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorRole: text('actor_role', { enum: auditActorRoles }).notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityLabel: text('entity_label'),
    beforeState: text('before_state'),
    afterState: text('after_state'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_occurred_idx').on(table.occurredUtc, table.seq),
    index('audit_events_entity_idx').on(table.entityType, table.entityId),
    index('audit_events_action_idx').on(table.action, table.occurredUtc),
  ],
);
