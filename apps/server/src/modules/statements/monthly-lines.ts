import type { Currency, SaleResolution } from '@gas/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { hausaMovements } from '../documents/labels.ts';
import { describeMovement } from '../reports/wallet-statement.ts';

// A wallet's month read from the ledger (issue 18, point 5): the balance before the month, every
// transaction of the month that moved the wallet, in the order the ledger posted them, and the
// balance after. A month is a Lagos month (WAT, UTC+1 all year): October 2026 runs from
// 2026-09-30T23:00Z to 2026-10-31T23:00Z. A transaction's time is its posting's (the use case's
// clock), the same the wallet statement shows.

export type WalletAccountKind = 'offtaker_wallet' | 'supplier_wallet';

export type MonthlyLine = {
  at: Date;
  reference: string;
  description: string;
  /** Into the wallet (+) or out of it (-), minor units. */
  amount: number;
  balanceAfter: number;
};

export type MonthlyStatementData = {
  partyId: string;
  accountKind: WalletAccountKind;
  currency: Currency;
  month: string;
  start: Date;
  end: Date;
  opening: number;
  lines: MonthlyLine[];
  closing: number;
};

const lagosOffsetMs = 3_600_000;

/** [start, end) in UTC of a Lagos month "YYYY-MM". */
export function lagosMonthRange(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) - lagosOffsetMs),
    end: new Date(Date.UTC(year, monthNumber, 1) - lagosOffsetMs),
  };
}

/** The Lagos month "YYYY-MM" holding `instant`. */
export function lagosMonthOf(instant: Date): string {
  return new Date(instant.getTime() + lagosOffsetMs).toISOString().slice(0, 7);
}

/**
 * How long after a month ends its statement waits: a transaction dated in the month's last
 * seconds (the server's clock when it began) may commit a moment after midnight, and a statement
 * issued in between would leave it out for good.
 */
export const statementGraceMs = 10 * 60_000;

/** The latest month whose statement may be issued at `now`: the Lagos month before, once its grace is over. */
export function lastClosedMonth(now: Date): string {
  return previousMonth(lagosMonthOf(new Date(now.getTime() - statementGraceMs)));
}

/** The month before "YYYY-MM". */
export function previousMonth(month: string): string {
  const { start } = lagosMonthRange(month);
  return lagosMonthOf(new Date(start.getTime() - 1));
}

/**
 * Words for a line in `language`: the supplier's settlements and payouts, else as the offtaker's
 * wallet statement says it (a payout of its wallet is a withdrawal there).
 */
function describe(
  accountKind: WalletAccountKind,
  row: Row,
  amount: number,
  language: ServerLanguage,
): string {
  if (accountKind === 'supplier_wallet') {
    const hausa = language === 'ha';
    if (row.kind === 'payout_hold')
      return hausa
        ? hausaMovements.payoutRequested(true, row.reference)
        : `Payout ${row.reference} requested: held until paid`;
    if (row.kind === 'payout_release')
      return hausa
        ? hausaMovements.payoutReleased(true, row.reference)
        : `Payout ${row.reference} not paid: released`;
    if (row.kind === 'settlement')
      return hausa ? hausaMovements.supplierSettlement(row.reference) : `Settlement of sale ${row.reference}`;
  }
  return describeMovement(row.kind, row.reference, row.resolution, amount, language);
}

type Row = {
  created_utc: Date | string;
  reference: string;
  kind: string;
  amount: string | number;
  resolution: SaleResolution | null;
};

/**
 * The month of one wallet: opening balance, lines, closing balance (= the ledger's at month end),
 * the lines worded in `language`.
 */
export async function monthlyStatementData(
  db: Db,
  wallet: { partyId: string; accountKind: WalletAccountKind; currency: Currency },
  month: string,
  language: ServerLanguage = 'en',
): Promise<MonthlyStatementData> {
  const { start, end } = lagosMonthRange(month);
  const account = sql`a.party_id = ${wallet.partyId}::uuid and a.currency = ${wallet.currency}
    and a.kind = ${wallet.accountKind}`;
  const opened = (await db.execute(sql`
    select coalesce(sum(e.amount), 0) as opening
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
    where ${account} and t.created_utc < ${start.toISOString()}::timestamptz`)) as unknown as {
    rows: { opening: string | number }[];
  };
  const moved = (await db.execute(sql`
    select t.created_utc, t.reference, t.kind, sum(e.amount) as amount,
      (select s.resolution from sales s where s.reference = t.reference) as resolution
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
    where ${account} and t.created_utc >= ${start.toISOString()}::timestamptz
      and t.created_utc < ${end.toISOString()}::timestamptz
    group by t.id, t.seq, t.created_utc, t.reference, t.kind
    order by t.seq`)) as unknown as { rows: Row[] };
  const opening = Number(opened.rows[0]?.opening ?? 0);
  let balance = opening;
  const lines = moved.rows.map((row): MonthlyLine => {
    const amount = Number(row.amount);
    balance += amount;
    return {
      at: new Date(row.created_utc),
      reference: row.reference,
      description: describe(wallet.accountKind, row, amount, language),
      amount,
      balanceAfter: balance,
    };
  });
  return { ...wallet, month, start, end, opening, lines, closing: balance };
}
