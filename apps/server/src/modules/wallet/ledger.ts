// The only code that moves money. Every movement is one balanced ledger transaction whose
// entries and balance updates are written inside the caller's database transaction.

import { randomUUID } from 'node:crypto';
import type { Currency } from '@gas/shared';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
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

const refKey = (ref: AccountRef) => `${ref.kind}|${ref.partyId ?? ''}|${ref.currency}`;

/**
 * Creates any missing account at zero, then locks the accounts in a fixed order (by id) so that
 * concurrent postings cannot deadlock. The creation comes first, while this posting holds no
 * account lock: creating an account while holding a lock on another one deadlocks with a
 * posting that does the same the other way round (the money model found it).
 */
async function lockAccounts(tx: Db, refs: AccountRef[]) {
  await tx.insert(ledgerAccounts).values(refs).onConflictDoNothing();
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      partyId: ledgerAccounts.partyId,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(or(...refs.map(sameAccount)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [refKey(row), row]));
}

export type PostedTransaction = {
  /** Balance before and after, by account id. */
  changes: Map<string, BalanceChange>;
  changeOf(ref: AccountRef): BalanceChange;
};

/**
 * Posts one balanced transaction in three round trips: create the accounts, lock them, then
 * write the transaction with its entries and apply the balances in one statement. A wallet or hold that would go negative
 * aborts the transaction (the database constraint) and is reported as insufficient funds.
 */
export async function postTransaction(
  tx: Db,
  input: { kind: string; reference: string; currency: Currency; postings: Posting[] },
): Promise<PostedTransaction> {
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
  const accounts = await lockAccounts(
    tx,
    input.postings.map((posting) => posting.account),
  );
  const idOf = (ref: AccountRef) => accounts.get(refKey(ref))!.id;
  const transactionId = randomUUID();
  const entries = input.postings.map(
    (posting) => sql`(${transactionId}::uuid, ${idOf(posting.account)}::uuid, ${posting.amount}::bigint)`,
  );
  const movement = new Map<string, number>();
  for (const posting of input.postings) {
    const id = idOf(posting.account);
    movement.set(id, (movement.get(id) ?? 0) + posting.amount);
  }
  const changes = new Map<string, BalanceChange>(
    [...accounts.values()].map((row) => [
      row.id,
      { accountId: row.id, before: row.balance, after: row.balance },
    ]),
  );
  const deltas = [...movement].map(([id, amount]) => sql`(${id}::uuid, ${amount}::bigint)`);
  try {
    // The transaction, its entries and the new balances in one statement: the entries' foreign
    // key is checked at its end, and a balance going negative fails all of it.
    const updated = (await tx.execute(sql`
      with posted as (
        insert into ${ledgerTransactions} (id, kind, reference, currency)
        values (${transactionId}, ${input.kind}, ${input.reference}, ${input.currency})
      ), entries as (
        insert into ${ledgerEntries} (transaction_id, account_id, amount) values ${sql.join(entries, sql`, `)}
      )
      update ${ledgerAccounts} as account set balance = account.balance + delta.amount
      from (values ${sql.join(deltas, sql`, `)}) as delta (id, amount)
      where account.id = delta.id
      returning account.id, account.balance`)) as unknown as {
      rows: { id: string; balance: string | number }[];
    };
    for (const row of updated.rows) changes.get(row.id)!.after = Number(row.balance);
  } catch (error) {
    if (isNegativeBalance(error))
      throw new AppError('conflict', 'Insufficient funds in the wallet', 'amount');
    throw error;
  }
  return { changes, changeOf: (ref) => changes.get(idOf(ref))! };
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
