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

// The same running totals by hub, product, currency and status (migration 0032), for the
// operators' dashboard's approved sales by hub and the unfiltered report's energy, which grouped
// every sale too. Read and folded as above: the folded rows plus the deltas, in one statement (one
// snapshot, taken before its fold), the fold under an advisory lock of its own.

/** The fold of the hub and product deltas, as a `with` clause the reads below complete. */
const foldHubProducts = `
with fold_lock as (select pg_try_advisory_xact_lock(hashtext('sales_hub_product_fold')) as got),
moved as (
  delete from sales_hub_product_deltas where (select got from fold_lock)
  returning hub_id, product_id, currency, status, completed_month, count, quantity, amount
),
folded as (
  insert into sales_hub_product_totals
    (hub_id, product_id, currency, status, completed_month, count, quantity, amount)
  select hub_id, product_id, currency, status, completed_month, sum(count), sum(quantity), sum(amount)
  from moved group by hub_id, product_id, currency, status, completed_month
  order by hub_id, product_id, currency, status, completed_month
  on conflict (hub_id, product_id, currency, status, completed_month) do update set
    count = sales_hub_product_totals.count + excluded.count,
    quantity = sales_hub_product_totals.quantity + excluded.quantity,
    amount = sales_hub_product_totals.amount + excluded.amount
  returning 1
),
figures as (
  select hub_id, product_id, currency, status, completed_month, count, quantity, amount
  from sales_hub_product_totals
  union all
  select hub_id, product_id, currency, status, completed_month, count, quantity, amount
  from sales_hub_product_deltas
)`;

/**
 * The fold of the settled sales' deltas (migration 0041), as `with` clauses (alone, or after the
 * hub and product fold): the litres paid for and their goods of the settled sales, by hub, product,
 * currency and Lagos month of completion.
 */
const settledFold = `settled_fold_lock as (select pg_try_advisory_xact_lock(hashtext('sales_settled_fold')) as got),
settled_moved as (
  delete from sales_settled_deltas where (select got from settled_fold_lock)
  returning hub_id, product_id, currency, completed_month, count, quantity, amount
),
settled_folded as (
  insert into sales_settled_totals (hub_id, product_id, currency, completed_month, count, quantity, amount)
  select hub_id, product_id, currency, completed_month, sum(count), sum(quantity), sum(amount)
  from settled_moved group by hub_id, product_id, currency, completed_month
  order by hub_id, product_id, currency, completed_month
  on conflict (hub_id, product_id, currency, completed_month) do update set
    count = sales_settled_totals.count + excluded.count,
    quantity = sales_settled_totals.quantity + excluded.quantity,
    amount = sales_settled_totals.amount + excluded.amount
  returning 1
),
settled as (
  select hub_id, product_id, currency, completed_month, count, quantity, amount
  from sales_settled_totals
  union all
  select hub_id, product_id, currency, completed_month, count, quantity, amount
  from sales_settled_deltas
)`;
const foldSettled = `,\n${settledFold}`;

/**
 * The dashboard's query: approved sales by hub (its name, in the hubs' order) and currency. A
 * settled sale counts at the litres paid for and their goods, and only with more than 0 L (the
 * settled figures); one in fulfilment (no month of completion yet) at what was ordered.
 */
const approvedByHub = `${foldHubProducts}${foldSettled},
traded as (
  select hub_id, currency, count, quantity, amount from figures
  where status = 'Approved' and completed_month = ''
  union all
  select hub_id, currency, count, quantity, amount from settled
)
select hubs.name as hub, traded.currency, sum(traded.count)::text as count,
  sum(traded.amount)::text as amount, sum(traded.quantity)::text as quantity
from traded
inner join hubs on hubs.id = traded.hub_id
group by hubs.name, hubs.sort_order, traded.currency
having sum(traded.count) <> 0
order by hubs.sort_order, traded.currency`;

/**
 * The dashboard's query: settled sales by Lagos month of completion, from `$1` ("YYYY-MM") on, at
 * the litres paid for and their goods (a sale settled for 0 L not counted).
 */
const approvedByCompletedMonth = `with ${settledFold}
select completed_month as month, currency, sum(count)::text as count, sum(amount)::text as amount,
  sum(quantity)::text as quantity
from settled
where completed_month >= $1
group by completed_month, currency
having sum(count) <> 0
order by completed_month, currency`;

/** The energy report's query: every sale's litres per product, with the product's MMBtu factor. */
const litresByProduct = `${foldHubProducts}
select sum(figures.quantity)::text as litres,
  product_unit_factors.mmbtu_per_litre_nano::text as mmbtu_per_litre
from figures
left join product_unit_factors on product_unit_factors.product_id = figures.product_id
group by figures.product_id, product_unit_factors.mmbtu_per_litre_nano
having sum(figures.count) <> 0`;

/**
 * Every approved sale's count, amount and quantity by hub and currency: a settled sale's litres
 * paid for and their goods (none for 0 L), a sale in fulfilment's ordered ones.
 */
export async function approvedSalesByHub(
  db: Db,
): Promise<{ hub: string; currency: Currency; count: number; amount: number; quantity: number }[]> {
  const rows = await runStatement<{
    hub: string;
    currency: Currency;
    count: string;
    amount: string;
    quantity: string;
  }>(db, approvedByHub, []);
  return rows.map((row) => ({
    hub: row.hub,
    currency: row.currency,
    count: Number(row.count),
    amount: Number(row.amount),
    quantity: Number(row.quantity),
  }));
}

/**
 * Every settled sale's count, amount and quantity paid for by Lagos month of completion and
 * currency, for the months from `fromMonth` ("YYYY-MM") on (sales settled for 0 L not counted).
 */
export async function approvedSalesByCompletedMonth(
  db: Db,
  fromMonth: string,
): Promise<{ month: string; currency: Currency; count: number; amount: number; quantity: number }[]> {
  const rows = await runStatement<{
    month: string;
    currency: Currency;
    count: string;
    amount: string;
    quantity: string;
  }>(db, approvedByCompletedMonth, [fromMonth]);
  return rows.map((row) => ({
    month: row.month,
    currency: row.currency,
    count: Number(row.count),
    amount: Number(row.amount),
    quantity: Number(row.quantity),
  }));
}

/**
 * Every sale's litres per product (any status), with the product's current MMBtu factor per litre
 * in nano-MMBtu (null without factors), as the energy report grouped them from the sales.
 */
export async function everySaleLitresByProduct(
  db: Db,
): Promise<{ litres: number; mmbtuPerLitre: bigint | null }[]> {
  const rows = await runStatement<{ litres: string; mmbtu_per_litre: string | null }>(
    db,
    litresByProduct,
    [],
  );
  return rows.map((row) => ({
    litres: Number(row.litres),
    mmbtuPerLitre: row.mmbtu_per_litre === null ? null : BigInt(row.mmbtu_per_litre),
  }));
}
