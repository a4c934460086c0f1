import {
  bankName,
  type DepositInstructions,
  type DepositTransferReference,
  isUuid,
  type PayoutAccount,
  type ReceivingAccount,
} from '@gas/shared';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { payoutAccounts, platformBankAccounts } from '../../db/schema-banking.ts';
import {
  type Actor,
  assertMayKeepReceivingAccounts,
  type Caller,
  offtakerId,
  payoutAccountsOwnerId,
} from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { transferReferenceOf } from './transfer-reference.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type ReceivingAccountRow = typeof platformBankAccounts.$inferSelect;

/** The contract's PayoutAccount for one row. */
export function describePayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    currency: row.currency,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    usableFromUtc: row.usableFromUtc.toISOString(),
    createdUtc: row.createdUtc.toISOString(),
  };
}

/** The contract's ReceivingAccount for one row. */
export function describeReceivingAccount(row: ReceivingAccountRow): ReceivingAccount {
  return {
    id: row.id,
    currency: row.currency,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    active: row.active,
    createdUtc: row.createdUtc.toISOString(),
    updatedUtc: row.updatedUtc.toISOString(),
  };
}

/** The signed-in party's live payout accounts (removed and replaced ones left out), oldest first. */
export async function listPayoutAccounts(db: Db, actor: Actor): Promise<PayoutAccount[]> {
  const partyId = payoutAccountsOwnerId(actor);
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.partyId, partyId), isNull(payoutAccounts.archivedUtc)))
    .orderBy(asc(payoutAccounts.createdUtc), asc(payoutAccounts.id));
  return rows.map(describePayoutAccount);
}

/** Every receiving account of the platform (operators), by currency, active first. */
export async function listReceivingAccounts(db: Db, caller: Caller): Promise<ReceivingAccount[]> {
  assertMayKeepReceivingAccounts(caller);
  const rows = await db
    .select()
    .from(platformBankAccounts)
    .orderBy(asc(platformBankAccounts.currency), asc(platformBankAccounts.createdUtc));
  return rows
    .sort((a, b) => Number(b.active) - Number(a.active) || a.currency.localeCompare(b.currency))
    .map(describeReceivingAccount);
}

/**
 * Where the signed-in offtaker sends a deposit: the platform's active receiving accounts and its
 * standing transfer reference (made on first read, in a transaction: see transfer-reference.ts).
 */
export async function depositInstructions(
  deps: { db: Db; clock: Clock },
  actor: Actor,
): Promise<DepositInstructions> {
  const partyId = offtakerId(actor, 'Only offtakers make deposits');
  return inTransaction(deps.db, async (tx) => {
    const transferReference = await transferReferenceOf(tx, partyId, deps.clock.now());
    const rows = await tx
      .select()
      .from(platformBankAccounts)
      .where(eq(platformBankAccounts.active, true))
      .orderBy(asc(platformBankAccounts.currency), asc(platformBankAccounts.createdUtc));
    return { transferReference, accounts: rows.map(describeReceivingAccount) };
  });
}

/** The transfer reference of a deposit's offtaker (operators, to match the bank statement). */
export async function depositTransferReference(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  idOrReference: string,
): Promise<DepositTransferReference> {
  assertMayKeepReceivingAccounts(caller);
  const isId = isUuid(idOrReference);
  return inTransaction(deps.db, async (tx) => {
    const [payment] = await tx
      .select({ partyId: payments.customerId })
      .from(payments)
      .where(
        and(
          isId
            ? or(eq(payments.id, idOrReference), eq(payments.reference, idOrReference))
            : eq(payments.reference, idOrReference),
          eq(payments.flow, 'Credit'),
        ),
      );
    if (!payment) throw notFound('The deposit');
    const transferReference = await transferReferenceOf(tx, payment.partyId, deps.clock.now());
    return { partyId: payment.partyId, transferReference };
  });
}
