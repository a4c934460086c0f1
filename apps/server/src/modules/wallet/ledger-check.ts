import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bidLedgerChecks, openBidsHeldSql } from '../bids/ledger-checks.ts';

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
    invariant:
      "3. each offtaker's hold equals what it has committed and not yet settled or released (pending and in-fulfilment purchases, with their logistics fees, and what open bids still hold)",
    query: sql`select p.id || ' ' || c.currency || ': hold ' || coalesce(h.balance, 0) || ' but committed '
        || coalesce(d.committed, 0) as detail
      from parties p cross join (values ('NGN'), ('USD')) as c(currency)
      left join ledger_accounts h on h.party_id = p.id and h.kind = 'offtaker_hold' and h.currency = c.currency
      left join (select customer_id, currency, sum(committed) as committed from (
                   select s.customer_id, s.currency, s.amount + coalesce(f.logistics_fee, 0) as committed
                   from sales s left join fulfilments f on f.sale_id = s.id
                   where s.status = 'Pending'
                     or (s.status = 'Approved' and f.status not in ('Settled', 'Cancelled'))
                   union all ${sql.raw(openBidsHeldSql)}) c
                 group by customer_id, currency) d
        on d.customer_id = p.id and d.currency = c.currency
      where p.kind = 'offtaker' and coalesce(h.balance, 0) <> coalesce(d.committed, 0)`,
  },
  {
    invariant: "3. a purchase's Debit line is its amount and logistics fee, the sum it held",
    query: sql`select s.reference || ': Debit line ' || p.amount || ' but amount and logistics fee '
        || (s.amount + coalesce(f.logistics_fee, 0)) as detail
      from sales s join payments p on p.id = s.payment_id left join fulfilments f on f.sale_id = s.id
      where p.amount <> s.amount + coalesce(f.logistics_fee, 0)`,
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
    invariant:
      '5. each sale was held once, and settled or released at most once: exactly when it was rejected or cancelled, or its fulfilment settled',
    query: sql`select s.reference || ' is ' || s.status || ' (fulfilment ' || coalesce(f.status, 'not started') || ') with '
        || count(t.id) filter (where t.kind = 'purchase_hold')
        || ' holds and ' || count(t.id) filter (where t.kind in ('settlement', 'release'))
        || ' settlements or releases' as detail
      from sales s left join fulfilments f on f.sale_id = s.id
        left join ledger_transactions t on t.reference = s.reference
      group by s.id, f.status
      having count(t.id) filter (where t.kind = 'purchase_hold') <> 1
        or count(t.id) filter (where t.kind in ('settlement', 'release'))
          <> (case when s.status in ('Rejected', 'Cancelled') or f.status = 'Settled' then 1 else 0 end)`,
  },
  {
    invariant: '5. every sale has its fulfilment, started exactly when the sale was approved',
    query: sql`select s.reference || ' is ' || s.status || ' but its fulfilment is ' || coalesce(f.status, 'missing or not started') as detail
      from sales s left join fulfilments f on f.sale_id = s.id
      where f.sale_id is null
        or (s.status = 'Pending' and f.status is not null)
        or (s.status = 'Rejected' and f.status is not null)
        or (s.status = 'Approved' and (f.status is null or f.status = 'Cancelled'))
        or (s.status = 'Cancelled' and f.status is not null and f.status <> 'Cancelled')
        or ((f.status in ('Settled', 'Cancelled')) <> (s.completed_utc is not null) and s.status = 'Approved')`,
  },
  {
    invariant:
      '3. a settlement paid out exactly what its fulfilment records (and the VAT on its fee, sale_fee_vat), and that is everything it held',
    query: sql`select s.reference || ': fulfilment records ' || f.supplier_paid || '/' || f.platform_fee || '/'
        || coalesce(v.amount, 0) || '/' || f.logistics_fee_charged || '/' || f.refunded
        || ' (supplier/fee/VAT on the fee/logistics/buyer) but the ledger moved '
        || coalesce(m.supplier, 0) || '/' || coalesce(m.fee, 0) || '/' || coalesce(m.vat, 0) || '/'
        || coalesce(m.logistics, 0) || '/' || coalesce(m.buyer, 0) || ' of ' || (s.amount + f.logistics_fee) as detail
      from sales s join fulfilments f on f.sale_id = s.id
      left join sale_fee_vat v on v.sale_id = s.id
      left join (select t.reference,
            sum(e.amount) filter (where a.kind = 'supplier_wallet') as supplier,
            sum(e.amount) filter (where a.kind = 'platform_revenue') as fee,
            sum(e.amount) filter (where a.kind = 'platform_vat_payable') as vat,
            sum(e.amount) filter (where a.kind = 'platform_logistics_revenue') as logistics,
            sum(e.amount) filter (where a.kind = 'offtaker_wallet') as buyer
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id
          where t.kind in ('settlement', 'release') group by t.reference) m on m.reference = s.reference
      where f.status in ('Settled', 'Cancelled')
        and (f.supplier_paid + f.platform_fee + coalesce(v.amount, 0) + f.logistics_fee_charged + f.refunded
              <> s.amount + f.logistics_fee
          or coalesce(m.supplier, 0) <> f.supplier_paid or coalesce(m.fee, 0) <> f.platform_fee
          or coalesce(m.vat, 0) <> coalesce(v.amount, 0)
          or coalesce(m.logistics, 0) <> f.logistics_fee_charged or coalesce(m.buyer, 0) <> f.refunded)`,
  },
  {
    invariant:
      "3. the platform's VAT-payable account per currency holds exactly the VAT on settled sales' fees",
    query: sql`select 'VAT payable ' || c.currency || ': balance ' || coalesce(a.balance, 0)
        || ' but the settled sales charged ' || coalesce(v.vat, 0) as detail
      from (values ('NGN'), ('USD')) as c(currency)
      left join ledger_accounts a on a.kind = 'platform_vat_payable' and a.currency = c.currency
      left join (select s.currency, sum(fv.amount) as vat from sale_fee_vat fv join sales s on s.id = fv.sale_id
                 group by s.currency) v on v.currency = c.currency
      where coalesce(a.balance, 0) <> coalesce(v.vat, 0)`,
  },
  {
    invariant:
      '4. fulfilment quantities: accepted <= delivered <= loaded <= ordered, settled stock line at the loaded quantity',
    query: sql`select s.reference || ': ordered ' || f.quantity_ordered || ', loaded ' || coalesce(f.quantity_loaded, 0)
        || ', stock line ' || l.status || ' ' || l.quantity as detail
      from sales s join fulfilments f on f.sale_id = s.id join stock_lines l on l.id = s.stock_line_id
      where f.quantity_ordered <> s.quantity
        or (f.status in ('Settled', 'Cancelled') and coalesce(f.quantity_loaded, 0) > 0
            and (l.status <> 'Approved' or l.quantity <> f.quantity_loaded))
        or (f.status in ('Settled', 'Cancelled') and coalesce(f.quantity_loaded, 0) = 0 and l.status <> 'Cancelled')
        or (s.status = 'Approved' and f.status not in ('Settled', 'Cancelled') and l.status <> 'Pending')`,
  },
  {
    invariant: '5. each approved deposit was credited exactly once; others not at all',
    query: sql`select p.reference || ' is ' || p.status || ' with ' || count(t.id) || ' deposit postings' as detail
      from payments p left join ledger_transactions t on t.reference = p.reference and t.kind = 'deposit'
      where p.flow = 'Credit'
      group by p.id having count(t.id) <> (case when p.status = 'Approved' then 1 else 0 end)`,
  },
  {
    invariant:
      "3. each party's payout hold equals its payouts and withdrawals Requested or Approved (held until Paid, Rejected or Cancelled)",
    query: sql`select p.id || ' ' || c.currency || ': payout hold ' || coalesce(h.balance, 0) || ' but open payouts '
        || coalesce(o.open, 0) as detail
      from parties p cross join (values ('NGN'), ('USD')) as c(currency)
      left join ledger_accounts h on h.party_id = p.id and h.kind = 'payout_hold' and h.currency = c.currency
      left join (select party_id, currency, sum(amount) as open from payouts
                 where status in ('Requested', 'Approved') group by party_id, currency) o
        on o.party_id = p.id and o.currency = c.currency
      where coalesce(h.balance, 0) <> coalesce(o.open, 0)`,
  },
  {
    invariant:
      '5. each payout was held once from its wallet, paid through the bank clearing account exactly when Paid, released exactly when Rejected or Cancelled',
    query: sql`select o.reference || ' is ' || o.status || ' with ' || count(t.id) filter (where t.kind = 'payout_hold')
        || ' holds, ' || count(t.id) filter (where t.kind = 'payout_paid') || ' payments and '
        || count(t.id) filter (where t.kind = 'payout_release') || ' releases' as detail
      from payouts o left join ledger_transactions t on t.reference = o.reference
      group by o.id
      having count(t.id) filter (where t.kind = 'payout_hold') <> 1
        or count(t.id) filter (where t.kind = 'payout_paid') <> (case when o.status = 'Paid' then 1 else 0 end)
        or count(t.id) filter (where t.kind = 'payout_release')
          <> (case when o.status in ('Rejected', 'Cancelled') then 1 else 0 end)
        or count(t.id) filter (where t.kind not in ('payout_hold', 'payout_paid', 'payout_release')) <> 0`,
  },
  {
    invariant:
      "5. each payout's postings move its amount between its own wallet, its payout hold and the bank clearing account",
    query: sql`select o.reference || ' (' || t.kind || ') moves ' || e.amount || ' on ' || a.kind as detail
      from payouts o join ledger_transactions t on t.reference = o.reference
      join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
      where abs(e.amount) <> o.amount or a.currency <> o.currency
        or (a.kind = 'platform_bank_clearing') <> (t.kind = 'payout_paid' and e.amount > 0)
        or (a.kind <> 'platform_bank_clearing' and a.party_id <> o.party_id)
        or (a.kind not in ('payout_hold', 'platform_bank_clearing')
            and a.kind <> (case when o.side = 'supplier' then 'supplier_wallet' else 'offtaker_wallet' end))`,
  },
  {
    invariant:
      '6. the bank clearing account equals the payouts paid, and deposits approved minus payouts paid (the expected bank balance) equals what the ledger holds for parties and the platform',
    query: sql`select c.currency || ': deposits approved ' || coalesce(d.approved, 0) || ' (external cash '
        || coalesce(-x.balance, 0) || '), payouts paid ' || coalesce(p.paid, 0) || ' (clearing '
        || coalesce(k.balance, 0) || '), ledger holds ' || coalesce(l.held, 0) as detail
      from (values ('NGN'), ('USD')) as c(currency)
      left join (select currency, sum(amount) as approved from payments
                 where flow = 'Credit' and status = 'Approved' group by currency) d on d.currency = c.currency
      left join (select currency, sum(amount) as paid from payouts where status = 'Paid' group by currency) p
        on p.currency = c.currency
      left join ledger_accounts x on x.kind = 'external_cash' and x.currency = c.currency
      left join ledger_accounts k on k.kind = 'platform_bank_clearing' and k.currency = c.currency
      left join (select currency, sum(balance) as held from ledger_accounts
                 where kind not in ('external_cash', 'platform_bank_clearing') group by currency) l
        on l.currency = c.currency
      where coalesce(d.approved, 0) <> coalesce(-x.balance, 0)
        or coalesce(p.paid, 0) <> coalesce(k.balance, 0)
        or coalesce(d.approved, 0) - coalesce(p.paid, 0) <> coalesce(l.held, 0)`,
  },
  {
    invariant:
      '3. each invoice totals what its settlement moved: the sale invoice the accepted goods, the fee invoice the fee and its VAT',
    query: sql`select i.document_number || ' of ' || s.reference || ' totals ' || i.total || ' but the settlement moved '
        || case when i.kind = 'sale-invoice' then f.supplier_paid + f.platform_fee + coalesce(v.amount, 0)
                else f.platform_fee + coalesce(v.amount, 0) end as detail
      from invoices i join sales s on s.id = i.sale_id join fulfilments f on f.sale_id = s.id
      left join sale_fee_vat v on v.sale_id = s.id
      where f.status <> 'Settled'
        or i.total <> case when i.kind = 'sale-invoice' then f.supplier_paid + f.platform_fee + coalesce(v.amount, 0)
                           else f.platform_fee + coalesce(v.amount, 0) end`,
  },
  ...bidLedgerChecks,
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
