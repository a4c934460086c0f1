import {
  bankName,
  type Currency,
  currencies,
  type FinanceRow,
  formatMoney,
  type Payout,
  type PayoutsQuery,
} from '@gas/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, users } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { assertMayHandlePayouts, type Caller, visibleRows } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { partyName } from '../parties/queries.ts';
import { csvLine, minorToDecimal } from '../reports/csv.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** A party sees its own payouts or withdrawals; operators all of them. */
export function payoutsVisibleTo(caller: Caller): SQL | undefined {
  return visibleRows(
    caller,
    { offtaker: payouts.partyId, supplier: payouts.partyId },
    'Only suppliers, offtakers and operators have payouts',
  );
}

/**
 * The contract's Payout for rows, with their parties' names and who took each step. Operators see
 * every step's person; a party only its own logins (who asked, who cancelled), never the
 * operators' email addresses (as its deposits do not name them): their steps keep their times.
 */
export async function describePayouts(db: Db, caller: Caller, rows: PayoutRow[]): Promise<Payout[]> {
  if (rows.length === 0) return [];
  const partyIds = [...new Set(rows.map((row) => row.partyId))];
  const userIds = [
    ...new Set(
      rows
        .flatMap((row) => [row.requestedBy, row.approvedBy, row.paidBy, row.closedBy])
        .filter((id) => id !== null),
    ),
  ] as string[];
  const [partyRows, userRows] = await Promise.all([
    db.select().from(parties).where(inArray(parties.id, partyIds)),
    userIds.length
      ? db
          .select({ id: users.id, email: users.email, partyId: users.partyId })
          .from(users)
          .where(inArray(users.id, userIds))
      : Promise.resolve([]),
  ]);
  const names = new Map(partyRows.map((party) => [party.id, partyName(party)]));
  const logins = new Map(userRows.map((user) => [user.id, user]));
  const operator = caller === 'system' || caller.role === 'admin';
  const person = (row: PayoutRow, id: string | null) => {
    const login = id ? logins.get(id) : undefined;
    if (!id || (!operator && login?.partyId !== row.partyId)) return null;
    return { id, name: login?.email ?? '' };
  };
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    side: row.side,
    party: { id: row.partyId, name: names.get(row.partyId) ?? '' },
    currency: row.currency,
    amount: row.amount,
    amountString: formatMoney(row.amount, row.currency),
    status: row.status,
    account: {
      id: row.payoutAccountId,
      bankCode: row.bankCode,
      bankName: bankName(row.bankCode),
      accountNumber: row.accountNumber,
      accountName: row.accountName,
    },
    requestedUtc: row.requestedUtc.toISOString(),
    requestedBy: person(row, row.requestedBy),
    approvedUtc: row.approvedUtc?.toISOString() ?? null,
    approvedBy: person(row, row.approvedBy),
    paidUtc: row.paidUtc?.toISOString() ?? null,
    paidBy: person(row, row.paidBy),
    bankReference: row.bankReference,
    closedUtc: row.closedUtc?.toISOString() ?? null,
    closedBy: person(row, row.closedBy),
    reason: row.reason,
  }));
}

export async function describePayout(db: Db, caller: Caller, row: PayoutRow): Promise<Payout> {
  return (await describePayouts(db, caller, [row]))[0]!;
}

const openFirst = sql`(${payouts.status} in ('Requested', 'Approved')) desc`;

async function visiblePayoutRows(db: Db, caller: Caller, filter: PayoutsQuery) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        payoutsVisibleTo(caller),
        filter.status ? eq(payouts.status, filter.status) : undefined,
        filter.currency ? eq(payouts.currency, filter.currency) : undefined,
      ),
    )
    .orderBy(openFirst, desc(payouts.requestedUtc), desc(payouts.id));
}

/** The payouts the caller may see: open ones (Requested, Approved) first, then newest first. */
export async function listPayouts(db: Db, caller: Caller, filter: PayoutsQuery): Promise<Payout[]> {
  return describePayouts(db, caller, await visiblePayoutRows(db, caller, filter));
}

/** One payout the caller may see (another party's: not found). */
export async function getPayout(db: Db, caller: Caller, id: string): Promise<Payout> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), payoutsVisibleTo(caller)));
  if (!row) throw notFound('The payout');
  return describePayout(db, caller, row);
}

/** The caller's payouts as CSV (RFC 4180, amounts in major units, instants in UTC). */
export async function payoutsCsv(db: Db, caller: Caller, filter: PayoutsQuery): Promise<string> {
  const rows = await listPayouts(db, caller, filter);
  const header = csvLine([
    'Reference',
    'Party',
    'Kind',
    'Status',
    'Currency',
    'Amount',
    'Bank',
    'Account number',
    'Account name',
    'Requested (UTC)',
    'Approved (UTC)',
    'Approved by',
    'Paid (UTC)',
    'Paid by',
    'Bank reference',
    'Closed (UTC)',
    'Reason',
  ]);
  const lines = rows.map((row) =>
    csvLine([
      row.reference,
      row.party.name,
      row.side === 'supplier' ? 'Payout' : 'Withdrawal',
      row.status,
      row.currency,
      { decimal: minorToDecimal(row.amount)! },
      row.account.bankName,
      row.account.accountNumber,
      row.account.accountName,
      row.requestedUtc,
      row.approvedUtc,
      row.approvedBy?.name ?? null,
      row.paidUtc,
      row.paidBy?.name ?? null,
      row.bankReference,
      row.closedUtc,
      row.reason,
    ]),
  );
  return `\uFEFF${header}${lines.join('')}`;
}

/**
 * The operators' Finance page, per currency, from the ledger: deposits approved came in (the
 * external cash account's counterpart), payouts paid went out (the bank clearing account), and
 * the expected bank balance is their difference, which equals what the ledger holds for parties
 * and the platform (every other account).
 */
export async function financeSummary(db: Db, caller: Caller): Promise<FinanceRow[]> {
  assertMayHandlePayouts(caller);
  const result = (await db.execute(sql`
    select a.currency,
      coalesce(sum(-a.balance) filter (where a.kind = 'external_cash'), 0) as deposits,
      coalesce(sum(a.balance) filter (where a.kind = 'platform_bank_clearing'), 0) as paid,
      coalesce(sum(a.balance) filter (where a.kind not in ('external_cash', 'platform_bank_clearing')), 0) as held
    from ledger_accounts a group by a.currency`)) as unknown as {
    rows: { currency: Currency; deposits: string; paid: string; held: string }[];
  };
  const open = await db
    .select({ currency: payouts.currency, amount: sql<string>`sum(${payouts.amount})` })
    .from(payouts)
    .where(inArray(payouts.status, ['Requested', 'Approved']))
    .groupBy(payouts.currency);
  return currencies.map((currency) => {
    const row = result.rows.find((line) => line.currency === currency);
    const depositsApproved = Number(row?.deposits ?? 0);
    const payoutsPaid = Number(row?.paid ?? 0);
    return {
      currency,
      depositsApproved,
      payoutsPaid,
      expectedBankBalance: depositsApproved - payoutsPaid,
      payoutsOpen: Number(open.find((line) => line.currency === currency)?.amount ?? 0),
      ledgerHeld: Number(row?.held ?? 0),
    };
  });
}
