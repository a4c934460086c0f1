import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// A user's preferences (issue 23): the language the app speaks to them, chosen in the top bar's
// switch and followed after every sign-in. One row per user who has chosen; none means never
// chosen (the browser's language decides).

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    language: text('language', { enum: ['en', 'ha'] }).notNull(),
    updatedUtc: timestamp('updated_utc', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('user_preferences_language_check', sql`${table.language} in ('en', 'ha')`)],
);
