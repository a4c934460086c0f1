import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// Two-factor sign-in (issue 21, account protections): TOTP secrets, recovery codes and the
// short-lived challenges between a correct password and the second step (ADR 016).

const createdUtc = () =>
  timestamp('created_utc', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * One TOTP authenticator per login. `secret_encrypted` is the base32 secret sealed with AES-256-GCM
 * under TOTP_ENCRYPTION_KEY (`lib/secret-box.ts`). `confirmed_utc` is null while it is only
 * offered (set up, no code confirmed yet): such a row signs nobody in. `last_used_step` is the
 * 30-second step of the last code accepted: a code of that step or an earlier one is refused
 * (replay). `failed_codes` counts wrong codes since the last right one (after a correct
 * password): the account's second step is locked after 5 (`modules/auth/second-factor-rules.ts`).
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedUtc: timestamp('confirmed_utc', { withTimezone: true, mode: 'date' }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  failedCodes: integer('failed_codes').notNull().default(0),
  lastFailedUtc: timestamp('last_failed_utc', { withTimezone: true, mode: 'date' }),
  createdUtc: createdUtc(),
});

/** Ten single-use recovery codes per confirmed second factor, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull().unique(),
    usedUtc: timestamp('used_utc', { withTimezone: true, mode: 'date' }),
    createdUtc: createdUtc(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

export const loginChallengePurposes = ['code', 'enrolment'] as const;

/**
 * What a correct password earns when a second factor is due: a 256-bit token (stored as its
 * SHA-256 hash), for 5 minutes, used once, dead after 5 wrong codes. `purpose` says whether it
 * takes a code of the login's authenticator or confirms its enrolment (operators without one).
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: loginChallengePurposes }).notNull(),
    expiresUtc: timestamp('expires_utc', { withTimezone: true, mode: 'date' }).notNull(),
    failedCodes: integer('failed_codes').notNull().default(0),
    usedUtc: timestamp('used_utc', { withTimezone: true, mode: 'date' }),
    createdUtc: createdUtc(),
  },
  (table) => [
    index('login_challenges_user_idx').on(table.userId),
    check('login_challenges_purpose_check', sql`${table.purpose} in ('code', 'enrolment')`),
  ],
);
