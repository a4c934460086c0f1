import { sql } from 'drizzle-orm';

// The bids' part of `npm run ledger:check` (wallet/ledger-check.ts runs these with its own): each
// query returns one row per breach, with a `detail` column saying what is wrong. The buyer's hold
// including open bids' remaining amounts is invariant 3's own query there.

/** What an open bid holds now, in SQL: the remaining quantity's goods and logistics fee. */
export const openBidsHeldSql = `select b.customer_id, b.currency,
    b.remaining * (b.unit_price + b.logistics_fee_per_unit) as committed
  from bids b where b.status = 'Open'`;

export const bidLedgerChecks = [
  {
    invariant:
      '5. each bid was held once from its wallet, and released once exactly when cancelled or expired (never when filled or open)',
    query: sql`select b.reference || ' is ' || b.status || ' with ' || count(t.id) filter (where t.kind = 'bid_hold')
        || ' holds and ' || count(t.id) filter (where t.kind = 'bid_release') || ' releases' as detail
      from bids b left join ledger_transactions t on t.reference = b.reference
      group by b.id
      having count(t.id) filter (where t.kind = 'bid_hold') <> 1
        or count(t.id) filter (where t.kind = 'bid_release')
          <> (case when b.status in ('Cancelled', 'Expired') then 1 else 0 end)
        or count(t.id) filter (where t.kind not in ('bid_hold', 'bid_release')) <> 0`,
  },
  {
    invariant:
      "3. each bid's hold is accounted for: what it held = its fills' sales (goods and logistics fee) + what it released + what it still holds, and its quantity = filled + remaining",
    query: sql`select b.reference || ': held ' || coalesce(h.held, 0) || ' (recorded ' || b.held || '), filled '
        || coalesce(f.moved, 0) || ' for ' || coalesce(f.quantity, 0) || ' of ' || b.quantity || ', released '
        || coalesce(r.released, 0) || ', still held '
        || (case when b.status = 'Open' then b.remaining * (b.unit_price + b.logistics_fee_per_unit) else 0 end) as detail
      from bids b
      left join (select t.reference, sum(e.amount) as held from ledger_transactions t
                 join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
                 where t.kind = 'bid_hold' and a.kind = 'offtaker_hold' group by t.reference) h on h.reference = b.reference
      left join (select t.reference, sum(e.amount) as released from ledger_transactions t
                 join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
                 where t.kind = 'bid_release' and a.kind = 'offtaker_wallet' group by t.reference) r on r.reference = b.reference
      left join (select bf.bid_id, sum(bf.quantity) as quantity, sum(s.amount + fu.logistics_fee) as moved
                 from bid_fills bf join sales s on s.id = bf.sale_id join fulfilments fu on fu.sale_id = s.id
                 group by bf.bid_id) f on f.bid_id = b.id
      where coalesce(h.held, 0) <> b.held
        or coalesce(f.quantity, 0) + b.remaining <> b.quantity
        or b.held <> coalesce(f.moved, 0) + coalesce(r.released, 0)
          + (case when b.status = 'Open' then b.remaining * (b.unit_price + b.logistics_fee_per_unit) else 0 end)`,
  },
  {
    invariant:
      "5. a sale made from a bid is the bid's: its buyer, product, hub, currency, price and delivery terms, for the quantity filled, held from the bid's hold (not the wallet)",
    query: sql`select s.reference || ' from ' || b.reference || ' differs from its bid or moved '
        || coalesce(w.moved, 0) || ' on the wallet' as detail
      from bid_fills bf join bids b on b.id = bf.bid_id join sales s on s.id = bf.sale_id
      join fulfilments fu on fu.sale_id = s.id
      left join (select t.reference, sum(abs(e.amount)) as moved from ledger_transactions t
                 join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
                 where t.kind = 'purchase_hold' and a.kind <> 'offtaker_hold' group by t.reference) w
        on w.reference = s.reference
      where s.customer_id <> b.customer_id or s.product_id <> b.product_id or s.hub_id <> b.hub_id
        or s.currency <> b.currency or s.unit_price <> b.unit_price or s.quantity <> bf.quantity
        or fu.method <> b.method or fu.site_id is distinct from b.site_id
        or fu.logistics_fee_per_unit <> b.logistics_fee_per_unit or coalesce(w.moved, 0) <> 0`,
  },
];
