import type { Currency } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { issuedStatement, type StatementsDeps } from './issue-statement.ts';
import { lagosMonthRange, lastClosedMonth } from './monthly-lines.ts';

/**
 * The monthly job (app.ts, 'monthly-statements', daily at 02:00 Lagos): issues last month's
 * statement of every wallet that has one in the ledger and none issued yet. Daily, so a month
 * whose first run failed (or found the server down) is issued the next day; an issued statement
 * is never touched again. One wallet whose statement fails does not hold up the others: they are
 * issued, then the run fails naming it (the scheduler logs it; tomorrow's run tries it again).
 * `issue` is the real issuer but in a test.
 */
export async function issueLastMonthStatements(
  deps: StatementsDeps,
  issue: typeof issuedStatement = issuedStatement,
): Promise<number> {
  const month = lastClosedMonth(deps.clock.now());
  const { end } = lagosMonthRange(month);
  const due = (await deps.db.execute(sql`
    select a.party_id, a.currency from ledger_accounts a join parties p on p.id = a.party_id
    where a.kind in ('offtaker_wallet', 'supplier_wallet') and p.created_utc < ${end.toISOString()}::timestamptz
      and not exists (select 1 from wallet_statements w
                      where w.party_id = a.party_id and w.currency = a.currency and w.month = ${month})
    order by a.party_id, a.currency`)) as unknown as { rows: { party_id: string; currency: Currency }[] };
  const failures: string[] = [];
  for (const wallet of due.rows) {
    try {
      await issue(deps, wallet.party_id, wallet.currency, month);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(`party ${wallet.party_id} ${wallet.currency}: ${reason}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `${failures.length} of ${due.rows.length} statements of ${month} could not be issued (tried again tomorrow): ${failures.join('; ')}`,
    );
  }
  return due.rows.length;
}
