import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * The browsers a user has signed in from (issue 21, email on sign-in from a new device): each
 * browser keeps a long-lived random device cookie, stored here hashed per user. A sign-in from
 * a browser not listed for the user emails the user (docs/domain-rules.md, Accounts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdUtc: timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull(),
    lastSignInUtc: timestamp('last_sign_in_utc', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('known_devices_user_token_key').on(table.userId, table.tokenHash),
    index('known_devices_user_idx').on(table.userId),
  ],
);
