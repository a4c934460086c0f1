import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// Operators' email notifications (issue 22, item 9): which "awaits you" emails each operator
// wants. An operator without a row gets every one (the defaults are on); a row is written the
// first time the operator saves a choice.

export const operatorNotificationSettings = pgTable('operator_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A deposit waits for an operator's approval. */
  depositAwaiting: boolean('deposit_awaiting').notNull().default(true),
  /** A sign-up confirmed its email and waits for onboarding. */
  signUpAwaiting: boolean('sign_up_awaiting').notNull().default(true),
  updatedUtc: timestamp('updated_utc', { withTimezone: true, mode: 'date' }).notNull(),
});
