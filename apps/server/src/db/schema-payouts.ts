import { currencies, payoutSides, payoutStatuses } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parties, users } from './schema.ts';
import { payoutAccounts } from './schema-banking.ts';

// Payouts and withdrawals (issue 18, point 3; DOMAIN.md "Money out"). The amount is held in the
// party's payout_hold ledger account from the request until Paid (then it leaves through the
// platform_bank_clearing account) or Rejected/Cancelled (released to the wallet).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One payout (a supplier's) or withdrawal (an offtaker's). The bank account is copied at request
 * time: a later change of the party's account cancels the request instead of redirecting it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    side: text('side', { enum: payoutSides }).notNull(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    currency: text('currency', { enum: currencies }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('Requested'),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    requestedUtc: at('requested_utc').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    approvedUtc: at('approved_utc'),
    approvedBy: uuid('approved_by').references(() => users.id),
    paidUtc: at('paid_utc'),
    paidBy: uuid('paid_by').references(() => users.id),
    bankReference: text('bank_reference'),
    closedUtc: at('closed_utc'),
    closedBy: uuid('closed_by').references(() => users.id),
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('payouts_reference_unique').on(table.reference),
    index('payouts_party_idx').on(table.partyId, table.requestedUtc),
    index('payouts_open_idx')
      .on(table.status, table.requestedUtc)
      .where(sql`${table.status} in ('Requested', 'Approved')`),
    index('payouts_account_idx').on(table.payoutAccountId),
    check('payouts_amount_check', sql`${table.amount} > 0`),
    check('payouts_currency_check', sql`${table.currency} in (${inList(currencies)})`),
    check('payouts_side_check', sql`${table.side} in (${inList(payoutSides)})`),
    check('payouts_status_check', sql`${table.status} in (${inList(payoutStatuses)})`),
    // A Rejected or Cancelled payout keeps its approval when it had one (an Approved payout whose
    // bank account was removed, or rejected after approval).
    check(
      'payouts_steps_check',
      sql`(${table.status} <> 'Requested' or ${table.approvedUtc} is null)
        and (${table.status} not in ('Approved', 'Paid') or ${table.approvedUtc} is not null)
        and (${table.status} = 'Paid') = (${table.paidUtc} is not null and ${table.bankReference} is not null)
        and (${table.status} in ('Rejected', 'Cancelled')) = (${table.closedUtc} is not null)`,
    ),
  ],
);
