// The only code that moves money. Every movement is one balanced ledger transaction whose
// entries and balance updates are written inside the caller's database transaction.

import type { Currency } from '@gas/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AccountKind, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type AccountRef = { kind: AccountKind; partyId: string | null; currency: Currency };
export type Posting = { account: AccountRef; amount: number };
export type BalanceChange = { accountId: string; before: number; after: number };

const sameAccount = (ref: AccountRef) =>
  and(
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, ref.currency),
    ref.partyId === null ? isNull(ledgerAccounts.partyId) : eq(ledgerAccounts.partyId, ref.partyId),
  );

/** The account's id, creating the account at zero the first time it is needed. */
export async function accountId(tx: Db, ref: AccountRef): Promise<string> {
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(sameAccount(ref));
  if (existing) return existing.id;
  await tx.insert(ledgerAccounts).values(ref).onConflictDoNothing();
  const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(sameAccount(ref));
  return created!.id;
}

export async function balanceOf(db: Db, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sameAccount(ref));
  return row?.balance ?? 0;
}

function isNegativeBalance(error: unknown): boolean {
  const text = `${(error as { code?: string }).code ?? ''} ${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return text.includes('23514') || text.includes('ledger_accounts_non_negative');
}

/**
 * Posts one balanced transaction. Accounts are locked in a fixed order (by id) so concurrent
 * postings cannot deadlock; a wallet or hold that would go negative aborts the transaction
 * (the database constraint) and is reported as insufficient funds.
 */
export async function postTransaction(
  tx: Db,
  input: { kind: string; reference: string; currency: Currency; postings: Posting[] },
): Promise<Map<string, BalanceChange>> {
  const total = input.postings.reduce((sum, posting) => sum + posting.amount, 0);
  if (
    total !== 0 ||
    input.postings.some((posting) => !Number.isSafeInteger(posting.amount) || posting.amount === 0)
  ) {
    throw new Error(`Unbalanced ledger transaction ${input.kind} ${input.reference}`);
  }
  if (input.postings.some((posting) => posting.account.currency !== input.currency)) {
    throw new Error(`Mixed currencies in ledger transaction ${input.reference}`);
  }
  const ids = await Promise.all(input.postings.map((posting) => accountId(tx, posting.account)));
  const locked = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const changes = new Map<string, BalanceChange>(
    locked.map((row) => [row.id, { accountId: row.id, before: row.balance, after: row.balance }]),
  );
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, reference: input.reference, currency: input.currency })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(
    input.postings.map((posting, index) => ({
      transactionId: transaction!.id,
      accountId: ids[index]!,
      amount: posting.amount,
    })),
  );
  try {
    for (const [index, posting] of input.postings.entries()) {
      const id = ids[index]!;
      const [updated] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${posting.amount}` })
        .where(eq(ledgerAccounts.id, id))
        .returning({ balance: ledgerAccounts.balance });
      changes.get(id)!.after = updated!.balance;
    }
  } catch (error) {
    if (isNegativeBalance(error))
      throw new AppError('conflict', 'Insufficient funds in the wallet', 'amount');
    throw error;
  }
  return changes;
}

export const wallet = (partyId: string, currency: Currency): AccountRef => ({
  kind: 'offtaker_wallet',
  partyId,
  currency,
});
export const hold = (partyId: string, currency: Currency): AccountRef => ({
  kind: 'offtaker_hold',
  partyId,
  currency,
});
export const supplierWallet = (partyId: string, currency: Currency): AccountRef => ({
  kind: 'supplier_wallet',
  partyId,
  currency,
});
export const externalCash = (currency: Currency): AccountRef => ({
  kind: 'external_cash',
  partyId: null,
  currency,
});
export const platformRevenue = (currency: Currency): AccountRef => ({
  kind: 'platform_revenue',
  partyId: null,
  currency,
});
