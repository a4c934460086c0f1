// The only code that moves money. Every movement is one balanced ledger transaction whose
// entries and balance updates are written inside the caller's database transaction.

import type { Currency } from '@gas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isCheckViolation } from '../../db/errors.ts';
import { type AccountKind, ledgerAccounts } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
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

export type PostedTransaction = {
  /** Balance before and after, by account id. */
  changes: Map<string, BalanceChange>;
  changeOf(ref: AccountRef): BalanceChange;
};

/** An account's balance before and after, as ledger_post answers it (bigint as a JSON number). */
type PostedChange = {
  id: string;
  kind: AccountKind;
  partyId: string | null;
  before: number;
  after: number;
};

/** A wallet or hold that would go negative (the database's check) is insufficient funds; else undefined. */
export function insufficientFundsOf(error: unknown): AppError | undefined {
  if (!isCheckViolation(error, 'ledger_accounts_non_negative')) return undefined;
  return new AppError('conflict', 'Insufficient funds in the wallet', 'amount');
}

/**
 * Posts one balanced transaction in one round trip: the PostgreSQL function ledger_post
 * (migration 0023, ADR 018) creates any missing account at zero, locks the accounts in id order
 * (so two single postings cannot deadlock; a use case posting several times in turn can, and is
 * then run again: lib/transaction.ts), writes the transaction and its entries and applies
 * the balances. The purchase calls the same function from place_purchase, so the posting rules
 * live in one place. A wallet or hold that would go negative aborts the transaction (the
 * database constraint) and is reported as insufficient funds.
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
  const postings = input.postings.map((posting) => ({
    kind: posting.account.kind,
    partyId: posting.account.partyId,
    amount: posting.amount,
  }));
  let posted: PostedChange[];
  try {
    const [row] = await runStatement<{ changes: PostedChange[] }>(
      tx,
      'select ledger_post($1, $2, $3, $4::timestamptz, $5::jsonb) as changes',
      [
        input.kind,
        input.reference,
        input.currency,
        input.at?.toISOString() ?? null,
        JSON.stringify(postings),
      ],
    );
    posted = row!.changes;
  } catch (error) {
    throw insufficientFundsOf(error) ?? error;
  }
  const changes = new Map<string, BalanceChange>();
  const idByRef = new Map<string, string>();
  for (const change of posted) {
    changes.set(change.id, {
      accountId: change.id,
      before: Number(change.before),
      after: Number(change.after),
    });
    idByRef.set(refKey({ ...change, currency: input.currency }), change.id);
  }
  return { changes, changeOf: (ref) => changes.get(idByRef.get(refKey(ref))!)! };
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
