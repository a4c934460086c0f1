import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emailTokens, users } from './schema.ts';

/**
 * A change of a login's email address (issue 21): it applies only once both the new address
 * (its `email_change_new` link) and the old one (its `email_change_old` link) have confirmed,
 * before `expiresUtc`; either link cancels it. The links are email_tokens rows (hashed, single
 * use); a newer request cancels an older one that is still open.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    newTokenId: uuid('new_token_id')
      .notNull()
      .references(() => emailTokens.id),
    oldTokenId: uuid('old_token_id')
      .notNull()
      .references(() => emailTokens.id),
    newConfirmedUtc: timestamp('new_confirmed_utc', { withTimezone: true, mode: 'date' }),
    oldConfirmedUtc: timestamp('old_confirmed_utc', { withTimezone: true, mode: 'date' }),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    appliedUtc: timestamp('applied_utc', { withTimezone: true, mode: 'date' }),
    cancelledUtc: timestamp('cancelled_utc', { withTimezone: true, mode: 'date' }),
    createdUtc: timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('email_changes_user_idx').on(table.userId),
    index('email_changes_new_token_idx').on(table.newTokenId),
    index('email_changes_old_token_idx').on(table.oldTokenId),
  ],
);
