// The only code that moves money. Every movement is one balanced ledger transaction whose
// entries and balance updates are written inside the caller's database transaction.

import { randomUUID } from 'node:crypto';
import type { Currency } from '@gas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/errors.ts';
import { type AccountKind, ledgerAccounts } from '../../db/schema.ts';
import { runStatement, valueRows } from '../../db/statement.ts';
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

const refKey = (ref: { kind: string; partyId: string | null; currency: string }) =>
  `${ref.kind}|${ref.partyId ?? ''}|${ref.currency}`;

type AccountRow = {
  id: string;
  kind: AccountKind;
  party_id: string | null;
  currency: Currency;
  balance: string | number;
};

/**
 * Creates any missing account at zero, then locks the accounts in a fixed order (by id) so that
 * concurrent postings cannot deadlock. The creation comes first, while this posting holds no
 * account lock: creating an account while holding a lock on another one deadlocks with a
 * posting that does the same the other way round (the money model found it).
 * Both statements are written out (db/statement.ts): every money movement runs them.
 */
async function lockAccounts(tx: Db, refs: AccountRef[]) {
  const created: unknown[] = [];
  const rows = valueRows(
    created,
    refs.map((ref) => [ref.kind, ref.partyId, ref.currency]),
  );
  await runStatement(
    tx,
    `insert into ledger_accounts (kind, party_id, currency) values ${rows} on conflict do nothing`,
    created,
  );
  const wanted: unknown[] = [];
  const matches = refs.map((ref) => {
    wanted.push(ref.kind, ref.currency);
    const sameKindAndCurrency = `(kind = $${wanted.length - 1} and currency = $${wanted.length}`;
    if (ref.partyId === null) return `${sameKindAndCurrency} and party_id is null)`;
    wanted.push(ref.partyId);
    return `${sameKindAndCurrency} and party_id = $${wanted.length})`;
  });
  const locked = await runStatement<AccountRow>(
    tx,
    `select id, kind, party_id, currency, balance from ledger_accounts
     where ${matches.join(' or ')} order by id for update`,
    wanted,
  );
  return new Map(
    locked.map((row) => {
      const account = {
        id: row.id,
        kind: row.kind,
        partyId: row.party_id,
        currency: row.currency,
        balance: Number(row.balance),
      };
      return [refKey(account), account];
    }),
  );
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
  input: {
    kind: string;
    reference: string;
    currency: Currency;
    postings: Posting[];
    /** When it happened, by the use case's clock (deps.clock); the database's time without it. */
    at?: Date;
  },
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
  const values: unknown[] = [
    transactionId,
    input.kind,
    input.reference,
    input.currency,
    input.at?.toISOString() ?? null,
  ];
  const entries = valueRows(
    values,
    input.postings.map((posting) => [idOf(posting.account), posting.amount]),
    ['uuid', 'bigint'],
  );
  const deltas = valueRows(values, [...movement], ['uuid', 'bigint']);
  try {
    // The transaction, its entries and the new balances in one statement: the entries' foreign
    // key is checked at its end, and a balance going negative fails all of it.
    const updated = await runStatement<{ id: string; balance: string | number }>(
      tx,
      `with posted as (
        insert into ledger_transactions (id, kind, reference, currency, created_utc)
        values ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
      ), entries as (
        insert into ledger_entries (transaction_id, account_id, amount, created_utc)
        select $1::uuid, entry.account_id, entry.amount, coalesce($5::timestamptz, now())
        from (values ${entries}) as entry (account_id, amount)
      )
      update ledger_accounts as account set balance = account.balance + delta.amount
      from (values ${deltas}) as delta (id, amount)
      where account.id = delta.id
      returning account.id, account.balance`,
      values,
    );
    for (const row of updated) changes.get(row.id)!.after = Number(row.balance);
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_non_negative'))
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
/** The logistics fees charged on delivered quantities at settlement (issue 17). */
export const platformLogisticsRevenue = (currency: Currency): AccountRef => ({
  kind: 'platform_logistics_revenue',
  partyId: null,
  currency,
});
/** VAT charged on the platform fee at settlement, owed to the tax authority (issue 18, point 5). */
export const platformVatPayable = (currency: Currency): AccountRef => ({
  kind: 'platform_vat_payable',
  partyId: null,
  currency,
});
/** A party's payouts or withdrawals Requested or Approved, held until Paid (issue 18). */
export const payoutHold = (partyId: string, currency: Currency): AccountRef => ({
  kind: 'payout_hold',
  partyId,
  currency,
});
/** What left the platform's bank as paid payouts (issue 18; docs/domain-rules.md "Money out"). */
export const bankClearing = (currency: Currency): AccountRef => ({
  kind: 'platform_bank_clearing',
  partyId: null,
  currency,
});
