import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Check = { invariant: string; query: ReturnType<typeof sql> };

// Each query returns one row per breach, with a `detail` column saying what is wrong.
const checks: Check[] = [
  {
    invariant: '1. every ledger transaction sums to zero',
    query: sql`select t.reference || ' (' || t.kind || ') sums to ' || sum(e.amount) as detail
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.id having sum(e.amount) <> 0`,
  },
  {
    invariant: '1. every ledger transaction has entries in its own currency only',
    query: sql`select t.reference || ' mixes ' || t.currency || ' with ' || a.currency as detail
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id where a.currency <> t.currency`,
  },
  {
    invariant: '1. every account balance equals the sum of its entries',
    query: sql`select a.kind || ' ' || coalesce(a.party_id::text, 'platform') || ' ' || a.currency
        || ': balance ' || a.balance || ' but entries sum to ' || coalesce(sum(e.amount), 0) as detail
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  },
  {
    invariant: '2. no wallet or hold balance is negative',
    query: sql`select a.kind || ' ' || a.party_id || ' ' || a.currency || ' is ' || a.balance as detail
      from ledger_accounts a where a.kind <> 'external_cash' and a.balance < 0`,
  },
  {
    invariant: "3. each offtaker's hold equals the sum of its pending purchases",
    query: sql`select p.id || ' ' || c.currency || ': hold ' || coalesce(h.balance, 0) || ' but pending purchases '
        || coalesce(d.pending, 0) as detail
      from parties p cross join (values ('NGN'), ('USD')) as c(currency)
      left join ledger_accounts h on h.party_id = p.id and h.kind = 'offtaker_hold' and h.currency = c.currency
      left join (select customer_id, currency, sum(amount) as pending from payments
                 where flow = 'Debit' and status = 'Pending' group by customer_id, currency) d
        on d.customer_id = p.id and d.currency = c.currency
      where p.kind = 'offtaker' and coalesce(h.balance, 0) <> coalesce(d.pending, 0)`,
  },
  {
    invariant: '4. inventory quantity equals approved Supply In minus approved Sale Out, never negative',
    query: sql`select i.id || ': quantity ' || i.quantity || ' but stock lines give ' || coalesce(s.net, 0) as detail
      from inventories i left join (
        select inventory_id, sum(case when flow = 'In' then quantity else -quantity end) as net
        from stock_lines where status = 'Approved' group by inventory_id) s on s.inventory_id = i.id
      where i.quantity <> coalesce(s.net, 0) or i.quantity < 0`,
  },
  {
    invariant: '4. reserved stock equals pending Sale Out lines; available never negative',
    query: sql`select i.id || ': reserved ' || i.reserved || ' but pending sale lines ' || coalesce(s.pending, 0) as detail
      from inventories i left join (
        select inventory_id, sum(quantity) as pending from stock_lines
        where category = 'Sale' and status = 'Pending' group by inventory_id) s on s.inventory_id = i.id
      where i.reserved <> coalesce(s.pending, 0) or i.quantity - i.reserved < 0`,
  },
  {
    invariant: '5. each sale was held once, and settled or released once exactly when it left Pending',
    query: sql`select s.reference || ' is ' || s.status || ' with ' || count(t.id) filter (where t.kind = 'purchase_hold')
        || ' holds and ' || count(t.id) filter (where t.kind in ('settlement', 'release'))
        || ' settlements or releases' as detail
      from sales s left join ledger_transactions t on t.reference = s.reference
      group by s.id
      having count(t.id) filter (where t.kind = 'purchase_hold') <> 1
        or count(t.id) filter (where t.kind in ('settlement', 'release'))
          <> (case when s.status = 'Pending' then 0 else 1 end)`,
  },
  {
    invariant: '5. each approved deposit was credited exactly once; others not at all',
    query: sql`select p.reference || ' is ' || p.status || ' with ' || count(t.id) || ' deposit postings' as detail
      from payments p left join ledger_transactions t on t.reference = p.reference and t.kind = 'deposit'
      where p.flow = 'Credit'
      group by p.id having count(t.id) <> (case when p.status = 'Approved' then 1 else 0 end)`,
  },
];

export type LedgerReport = { breaches: { invariant: string; detail: string }[]; checked: number };

/** Verifies DOMAIN.md's invariants over the whole database; an empty `breaches` means all hold. */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const breaches: LedgerReport['breaches'] = [];
  for (const check of checks) {
    const result = (await db.execute(check.query)) as unknown as { rows: { detail: string }[] };
    for (const row of result.rows) breaches.push({ invariant: check.invariant, detail: row.detail });
  }
  return { breaches, checked: checks.length };
}
