import { currencies } from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parties, users } from './schema.ts';

// Banking (issue 18, points 1 and 2; DOMAIN.md "Money out"): the platform's receiving bank
// accounts that offtakers transfer deposits to, each party's standing transfer reference that a
// deposit's bank transfer quotes, and the parties' payout bank accounts (NUBAN, cool-off).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A bank account of the platform that receives deposits in one currency. Inactive ones are hidden from offtakers. */
export const platformBankAccounts = pgTable(
  'platform_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency', { enum: currencies }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdUtc: at('created_utc').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    updatedUtc: at('updated_utc').notNull(),
  },
  (table) => [
    uniqueIndex('platform_bank_accounts_number_key').on(table.currency, table.bankCode, table.accountNumber),
    check('platform_bank_accounts_currency_check', sql`${table.currency} in (${inList(currencies)})`),
    check('platform_bank_accounts_bank_code_check', sql`${table.bankCode} ~ '^[0-9]{3}$'`),
    check('platform_bank_accounts_number_check', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * A party's standing transfer reference (e.g. `GX-7K3M9Q`), made once, on first read, and never
 * changed: the offtaker quotes it on every bank transfer, the operator matches the statement by it.
 */
export const partyTransferReferences = pgTable(
  'party_transfer_references',
  {
    partyId: uuid('party_id')
      .primaryKey()
      .references(() => parties.id),
    reference: text('reference').notNull(),
    createdUtc: at('created_utc').notNull(),
  },
  (table) => [
    uniqueIndex('party_transfer_references_reference_key').on(table.reference),
    check('party_transfer_references_format_check', sql`${table.reference} ~ '^GX-[0-9A-Z]{6}$'`),
  ],
);

/**
 * A supplier's or offtaker's bank account for payouts. Rows are never changed in their bank
 * details: replacing one archives it (`archived_utc`, `replaced_by`) and adds a new row, whose
 * `usable_from_utc` is its creation plus PAYOUT_ACCOUNT_COOLOFF_HOURS. Removing archives it.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    currency: text('currency', { enum: currencies }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    usableFromUtc: at('usable_from_utc').notNull(),
    createdUtc: at('created_utc').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    archivedUtc: at('archived_utc'),
    archivedBy: uuid('archived_by').references(() => users.id),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => payoutAccounts.id),
  },
  (table) => [
    index('payout_accounts_party_idx').on(table.partyId, table.createdUtc),
    uniqueIndex('payout_accounts_live_number_key')
      .on(table.partyId, table.currency, table.bankCode, table.accountNumber)
      .where(sql`${table.archivedUtc} is null`),
    check('payout_accounts_currency_check', sql`${table.currency} in (${inList(currencies)})`),
    check('payout_accounts_bank_code_check', sql`${table.bankCode} ~ '^[0-9]{3}$'`),
    check('payout_accounts_number_check', sql`${table.accountNumber} ~ '^[0-9]{10}$'`),
    check(
      'payout_accounts_archived_check',
      sql`(${table.archivedUtc} is null) = (${table.archivedBy} is null)
        and (${table.replacedBy} is null or ${table.archivedUtc} is not null)`,
    ),
  ],
);
