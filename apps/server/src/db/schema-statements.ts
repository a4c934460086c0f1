import { currencies } from '@gas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parties } from './schema.ts';
import { payouts } from './schema-payouts.ts';

// Documents issued from the ledger (issue 18, point 5): the monthly PDF statement of each wallet
// and the advice of each paid payout. A document is stored as issued, bytes and all, and never
// rendered again: a second download answers the same bytes, whatever changes in the code after.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * One wallet's statement for one closed Lagos month: the offtaker's wallet (available funds) or
 * the supplier's settlement wallet in one currency. opening + the lines = closing, which is the
 * wallet's ledger balance at the month's end.
 */
export const walletStatements = pgTable(
  'wallet_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    /** The ledger account: offtaker_wallet or supplier_wallet. */
    accountKind: text('account_kind', { enum: ['offtaker_wallet', 'supplier_wallet'] }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** The Lagos month, YYYY-MM. */
    month: text('month').notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    pdf: bytes('pdf').notNull(),
    sha256: text('sha256').notNull(),
    issuedUtc: at('issued_utc').notNull(),
    /** The language it was issued in: the party's saved language then (issue 23); never changed. */
    language: text('language', { enum: ['en', 'ha'] })
      .notNull()
      .default('en'),
  },
  (table) => [
    uniqueIndex('wallet_statements_month_key').on(table.partyId, table.currency, table.month),
    check('wallet_statements_language_check', sql`${table.language} in ('en', 'ha')`),
  ],
);

/** The advice of a Paid payout: what left, to which account, with the bank's reference. */
export const payoutAdvices = pgTable(
  'payout_advices',
  {
    payoutId: uuid('payout_id')
      .primaryKey()
      .references(() => payouts.id),
    pdf: bytes('pdf').notNull(),
    sha256: text('sha256').notNull(),
    issuedUtc: at('issued_utc').notNull(),
    /** The language it was issued in: the party's saved language then (issue 23); never changed. */
    language: text('language', { enum: ['en', 'ha'] })
      .notNull()
      .default('en'),
  },
  (table) => [check('payout_advices_language_check', sql`${table.language} in ('en', 'ha')`)],
);
