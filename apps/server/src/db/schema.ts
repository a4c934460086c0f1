import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    unit: text('unit').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('products_name_lower_key').on(sql`lower(${table.name})`),
    check('products_unit_check', sql`${table.unit} in ('Liters')`),
  ],
);

/** Sign-in identities. Parties (suppliers, offtakers) and sessions arrive with the accounts work. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    createdUtc: createdUtc(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('admin', 'client', 'customer')`),
    check(
      'users_status_check',
      sql`${table.status} in ('Unconfirmed', 'Pending', 'Active', 'Rejected', 'Suspended')`,
    ),
  ],
);
