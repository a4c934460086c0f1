import type { Currency, SalesMonth, SalesTotal } from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { runStatement } from '../../db/statement.ts';

// The totals and months of every sale, for the operator's unfiltered sales report (issue 20,
// ADR 021), read from the running totals that the triggers of migration 0027 keep
// (db/schema-report-totals.ts) instead of from a million sales: a few dozen rows, whatever the
// number of sales.

/**
 * One statement, so one snapshot: the folded totals plus the deltas not yet folded, by month and
 * currency. Beside it, the statement folds the deltas it can see into the month rows (deleting
 * them), when no other fold is running (an advisory lock taken for the statement alone). What it
 * answers is read from the snapshot taken before the fold, where totals plus deltas are already
 * exact; the fold only keeps the deltas few for the next read. Purchases only append deltas, so
 * they never wait on a fold, and a fold never waits on them.
 */
const foldAndRead = `
with fold_lock as (select pg_try_advisory_xact_lock(hashtext('sales_totals_fold')) as got),
moved as (
  delete from sales_totals_deltas where (select got from fold_lock)
  returning month, currency, count, quantity, amount, fee
),
folded as (
  insert into sales_monthly_totals (month, currency, count, quantity, amount, fee)
  select month, currency, sum(count), sum(quantity), sum(amount), sum(fee)
  from moved group by month, currency order by month, currency
  on conflict (month, currency) do update set
    count = sales_monthly_totals.count + excluded.count,
    quantity = sales_monthly_totals.quantity + excluded.quantity,
    amount = sales_monthly_totals.amount + excluded.amount,
    fee = sales_monthly_totals.fee + excluded.fee
  returning 1
)
select month, currency, sum(count)::text as count, sum(quantity)::text as quantity,
  sum(amount)::text as amount, sum(fee)::text as fee
from (
  select month, currency, count, quantity, amount, fee from sales_monthly_totals
  union all
  select month, currency, count, quantity, amount, fee from sales_totals_deltas
) as figures
group by month, currency
having sum(count) <> 0
order by month, currency`;

type FiguresRow = {
  month: string;
  currency: Currency;
  count: string;
  quantity: string;
  amount: string;
  fee: string;
};

/**
 * Every sale's figures by currency and by Lagos month and currency, as the sales report's direct
 * aggregate gives them (the same order, the same numbers).
 */
export async function everySaleTotals(db: Db): Promise<{ totals: SalesTotal[]; byMonth: SalesMonth[] }> {
  const rows = await runStatement<FiguresRow>(db, foldAndRead, []);
  const byMonth: SalesMonth[] = rows.map((row) => ({
    month: row.month,
    currency: row.currency,
    count: Number(row.count),
    quantity: Number(row.quantity),
    amount: Number(row.amount),
    fee: Number(row.fee),
  }));
  const byCurrency = new Map<Currency, SalesTotal>();
  for (const { month: _month, ...figures } of byMonth) {
    const total = byCurrency.get(figures.currency);
    if (!total) byCurrency.set(figures.currency, { ...figures });
    else {
      total.count += figures.count;
      total.quantity += figures.quantity;
      total.amount += figures.amount;
      total.fee += figures.fee;
    }
  }
  const totals = [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
  return { totals, byMonth };
}
