// The data of the at-scale scenario, generated in SQL (generate_series) beside what the API made:
// parties with their logins, inventories, deposits, and sales with the rows the pages and the
// ledger check read. Synthetic, and said so in docs/performance.md:
// - every party is Active from the start (no onboarding, contacts or documents);
// - sales are collections of the bench product: 95 % settled (bought, approved, loaded, accepted
//   at once), 5 % cancelled by the buyer while pending; no delivery, bid, forward or dispute;
// - each sale has its stock line, Debit payment, fulfilment (no timeline events, no delivery
//   code), VAT row, hold and settlement (or release) postings, and two audit rows (placed, and
//   settled or cancelled); no invoices, emails or jobs;
// - one deposit per offtaker funds it; account balances and inventory quantities are then set
//   from the entries and stock lines, so the ledger check holds over the whole database.
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { password } from './platform.ts';
import { log } from './scenario.ts';

export type ScaleSize = { sales: number; suppliers: number; offtakers: number };

/**
 * Ids in insertion order (kind, then number), so that a million rows are appended to the right
 * end of each primary key's index instead of landing on random pages, as random ids would.
 */
const id = (kind: number, number: string) =>
  `('${kind.toString(16).padStart(8, '0')}-0000-4000-8000-' || lpad(to_hex(${number}), 12, '0'))::uuid`;

/**
 * The SQL, in order. Written in as literals: the sizes (whole numbers), the product's id (a uuid)
 * and the password hash (no quote in it), as $1 and $2.
 */
function statements({ sales, suppliers, offtakers }: ScaleSize): [string, string][] {
  const parties = suppliers + offtakers;
  return [
    [
      'parties and logins',
      `create temp table scale_parties as
         select n, gen_random_uuid() as id,
           case when n <= ${suppliers} then 'supplier' else 'offtaker' end as kind,
           case when n <= ${suppliers} then n else n - ${suppliers} end as k
         from generate_series(1, ${parties}) n;
       insert into parties (id, kind, status, company_name, first_name, last_name, created_utc, decided_utc)
         select id, kind, 'Active', case when kind = 'supplier' then 'Scale Gas ' || k || ' Ltd' end,
           case when kind = 'offtaker' then 'Scale' end, case when kind = 'offtaker' then 'Buyer ' || k end,
           now() - interval '400 days', now() - interval '400 days'
         from scale_parties;
       insert into users (email, password_hash, role, party_id, created_utc)
         select 'scale.' || kind || '.' || k || '@bench.ng', $2,
           case when kind = 'supplier' then 'client' else 'customer' end, id, now() - interval '400 days'
         from scale_parties`,
    ],
    [
      'inventories, supply and prices',
      `create temp table scale_inventories as
         select row_number() over (order by p.n, h.sort_order) - 1 as i, gen_random_uuid() as id,
           gen_random_uuid() as supply_id, p.id as supplier_id, h.id as hub_id
         from scale_parties p cross join (select * from hubs order by sort_order limit 6) h
         where p.kind = 'supplier';
       insert into inventories (id, supplier_id, product_id, hub_id, quantity, reserved, created_utc)
         select id, supplier_id, $1, hub_id, 0, 0, now() - interval '400 days' from scale_inventories;
       insert into stock_lines (id, inventory_id, flow, category, status, quantity, created_utc, processed_utc)
         select supply_id, id, 'In', 'Supply', 'Approved', 1000000000000, now() - interval '400 days',
           now() - interval '400 days'
         from scale_inventories;
       insert into prices (inventory_id, amount, currency, created_utc)
         select id, 30000 + (i % 5000), 'NGN', now() - interval '400 days' from scale_inventories`,
    ],
    [
      'deposits',
      `insert into ledger_accounts (kind, party_id, currency)
         select a.kind, p.id, 'NGN' from scale_parties p
         cross join (values ('offtaker_wallet'), ('offtaker_hold')) a(kind) where p.kind = 'offtaker'
         union all select 'supplier_wallet', id, 'NGN' from scale_parties where kind = 'supplier';
       insert into ledger_accounts (kind, currency)
         select kind, 'NGN' from (values ('external_cash'), ('platform_revenue'), ('platform_vat_payable')) a(kind)
         on conflict do nothing;
       create temp table scale_deposits as
         select p.id as party_id, gen_random_uuid() as payment_id, gen_random_uuid() as tx_id,
           'DP-SCALE-' || p.k as reference
         from scale_parties p where p.kind = 'offtaker';
       insert into payments (id, reference, customer_id, flow, status, amount, currency, created_utc, processed_utc)
         select payment_id, reference, party_id, 'Credit', 'Approved', 100000000000000, 'NGN',
           now() - interval '399 days', now() - interval '399 days'
         from scale_deposits;
       insert into ledger_transactions (id, kind, reference, currency, created_utc)
         select tx_id, 'deposit', reference, 'NGN', now() - interval '399 days' from scale_deposits;
       insert into ledger_entries (transaction_id, account_id, amount, created_utc)
         select d.tx_id, a.id, 100000000000000, now() - interval '399 days' from scale_deposits d
           join ledger_accounts a on a.kind = 'offtaker_wallet' and a.party_id = d.party_id and a.currency = 'NGN'
         union all
         select d.tx_id, x.id, -100000000000000, now() - interval '399 days' from scale_deposits d
           join ledger_accounts x on x.kind = 'external_cash' and x.party_id is null and x.currency = 'NGN'`,
    ],
    [
      `${sales.toLocaleString('en-US')} sales`,
      `create temp table scale_sales as
         select s.*, s.amount - s.fee - s.vat as paid,
           case when s.settled then least(s.created_utc + interval '2 hours', now()) end as completed_utc
         from (
           select x as n, ${id(1, 'x')} as id, ${id(2, 'x')} as payment_id, ${id(3, 'x')} as stock_line_id,
             ${id(4, 'x')} as hold_tx, ${id(5, 'x')} as end_tx,
             'SL-SCALE-' || lpad(x::text, 8, '0') as reference,
             c.id as customer_id, i.supplier_id, i.id as inventory_id, i.hub_id,
             q, price, q * price as amount,
             greatest(1, (q * price + 50) / 100) as fee,
             (greatest(1, (q * price + 50) / 100) * 750 + 5000) / 10000 as vat,
             (x / 7) % 20 <> 0 as settled,
             now() - (${sales} - x) * (interval '365 days' / ${sales}) as created_utc
           from generate_series(1::bigint, ${sales}) x
           cross join lateral (select 1 + x % 40 as q, 30000 + (x * 7) % 5000 as price) v
           join scale_parties c on c.kind = 'offtaker' and c.k = 1 + (x * 7919) % ${offtakers}
           join scale_inventories i on i.i = (x * 104729) % (${suppliers} * 6)
         ) s;
       insert into stock_lines (id, inventory_id, flow, category, status, quantity, created_utc, processed_utc)
         select stock_line_id, inventory_id, 'Out', 'Sale', case when settled then 'Approved' else 'Cancelled' end,
           q, created_utc, coalesce(completed_utc, created_utc + interval '1 hour')
         from scale_sales;
       insert into payments (id, reference, customer_id, flow, status, amount, currency, created_utc)
         select payment_id, reference, customer_id, 'Debit', case when settled then 'Approved' else 'Cancelled' end,
           amount, 'NGN', created_utc
         from scale_sales;
       insert into sales (id, reference, customer_id, supplier_id, inventory_id, product_id, hub_id, quantity,
           unit_price, amount, fee, currency, status, payment_id, stock_line_id, created_utc, expires_utc, completed_utc)
         select id, reference, customer_id, supplier_id, inventory_id, $1, hub_id, q, price, amount,
           case when settled then fee end, 'NGN', case when settled then 'Approved' else 'Cancelled' end,
           payment_id, stock_line_id, created_utc, created_utc + interval '1 day', completed_utc
         from scale_sales;
       insert into fulfilments (sale_id, method, status, quantity_ordered, quantity_loaded, quantity_delivered,
           quantity_accepted, supplier_paid, platform_fee, logistics_fee_charged, refunded, approved_utc,
           loaded_utc, delivered_utc, accepted_utc, settled_utc, version, created_utc)
         select id, 'collection', case when settled then 'Settled' end, q,
           case when settled then q end, case when settled then q end, case when settled then q end,
           case when settled then paid end, case when settled then fee end, case when settled then 0 end,
           case when settled then 0 end, case when settled then created_utc + interval '1 hour' end,
           case when settled then completed_utc end, case when settled then completed_utc end,
           case when settled then completed_utc end, completed_utc, case when settled then 4 else 0 end, created_utc
         from scale_sales;
       insert into sale_fee_vat (sale_id, rate_basis_points, amount) select id, 750, vat from scale_sales where settled`,
    ],
    [
      'their postings',
      `insert into ledger_transactions (id, kind, reference, currency, created_utc)
         select hold_tx, 'purchase_hold', reference, 'NGN', created_utc from scale_sales
         union all
         select end_tx, case when settled then 'settlement' else 'release' end, reference, 'NGN',
           coalesce(completed_utc, created_utc + interval '1 hour')
         from scale_sales;
       create temp table scale_accounts as
         select a.kind, a.party_id, a.id from ledger_accounts a
         where a.party_id in (select id from scale_parties) or a.party_id is null;
       create index on scale_accounts (kind, party_id);
       insert into ledger_entries (id, transaction_id, account_id, amount, created_utc)
         select ${id(6, 'n * 8 + k')}, transaction_id, account_id, amount, created_utc from (
         select s.n, 1 as k, s.hold_tx as transaction_id, w.id as account_id, -s.amount as amount, s.created_utc from scale_sales s
           join scale_accounts w on w.kind = 'offtaker_wallet' and w.party_id = s.customer_id
         union all select s.n, 2, s.hold_tx, h.id, s.amount, s.created_utc from scale_sales s
           join scale_accounts h on h.kind = 'offtaker_hold' and h.party_id = s.customer_id
         union all select s.n, 3, s.end_tx, h.id, -s.amount, coalesce(s.completed_utc, s.created_utc) from scale_sales s
           join scale_accounts h on h.kind = 'offtaker_hold' and h.party_id = s.customer_id
         union all select s.n, 4, s.end_tx, w.id, s.amount, s.created_utc from scale_sales s
           join scale_accounts w on w.kind = 'offtaker_wallet' and w.party_id = s.customer_id where not s.settled
         union all select s.n, 5, s.end_tx, w.id, s.paid, s.completed_utc from scale_sales s
           join scale_accounts w on w.kind = 'supplier_wallet' and w.party_id = s.supplier_id where s.settled
         union all select s.n, 6, s.end_tx, r.id, s.fee, s.completed_utc from scale_sales s
           join scale_accounts r on r.kind = 'platform_revenue' and r.party_id is null where s.settled
         union all select s.n, 7, s.end_tx, v.id, s.vat, s.completed_utc from scale_sales s
           join scale_accounts v on v.kind = 'platform_vat_payable' and v.party_id is null where s.settled
         ) e order by n, k`,
    ],
    [
      'audit rows',
      `insert into audit_events (id, occurred_utc, actor_role, action, entity_type, entity_id, entity_label,
           before_state, after_state, details)
         select ${id(7, 'row_number() over (order by at, n, step)')}, at, role, action, 'sale', id::text,
           reference, before, after, details
         from (
           select created_utc as at, n, 1 as step, 'customer' as role, 'purchase_placed' as action, id, reference,
             null as before, 'Pending' as after,
             jsonb_build_object('amount', amount, 'currency', 'NGN', 'quantity', q, 'inventoryId', inventory_id,
               'fulfilment', 'collection') as details
           from scale_sales
           union all
           select coalesce(completed_utc, created_utc + interval '1 hour'), n, 2,
             case when settled then 'system' else 'customer' end, 'fulfilment_step', id, reference,
             case when settled then 'Loaded' else 'Pending' end, case when settled then 'Settled' else 'Cancelled' end,
             '{}'::jsonb
           from scale_sales
         ) a
         order by at, n, step`,
    ],
    [
      'balances and stock from the entries',
      `update ledger_accounts a set balance = t.total
         from (select account_id, sum(amount) as total from ledger_entries group by account_id) t
         where t.account_id = a.id and a.balance <> t.total;
       update inventories i set quantity = t.net
         from (select inventory_id, sum(case when flow = 'In' then quantity else -quantity end) as net
               from stock_lines where status = 'Approved' and inventory_id in (select id from scale_inventories)
               group by inventory_id) t
         where t.inventory_id = i.id`,
    ],
  ];
}

/** The tables that take a million rows or more. */
const bigTables = [
  'sales',
  'payments',
  'stock_lines',
  'fulfilments',
  'sale_fee_vat',
  'ledger_transactions',
  'ledger_entries',
  'audit_events',
];

/**
 * Drops the secondary indexes of the big tables (not those behind a constraint) and answers how
 * to build them again: loading then indexing sorts each index once, instead of a random page
 * write per row and index. Everything runs in the loading transaction, so a failure leaves the
 * schema as it was, and the definitions come from the database itself.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = 'public' and tablename = any($1)
        and not exists (select 1 from pg_constraint c
                        where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [bigTables],
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows.map((row) => row.definition);
}

/** Adds the synthetic parties and sales to the database, then ANALYZEs it. */
export async function addScaleData(databaseUrl: string, productId: string, size: ScaleSize) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hash = await hashPassword(password);
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    // The rows are consistent by construction (the ledger check then proves it): foreign keys are
    // not checked row by row while loading, as pg_restore does. Needs a superuser; else checked.
    await client.query(`set session_replication_role = replica`).catch(() => {});
    await client.query('begin');
    if (!/^[0-9a-f-]{36}$/.test(productId) || hash.includes("'")) throw new Error('unexpected literal');
    const indexes = await dropSecondaryIndexes(client);
    for (const [what, text] of statements(size)) {
      const started = Date.now();
      for (const statement of text.split(/;\n/)) {
        const literal = statement.replaceAll('$1', () => `'${productId}'::uuid`);
        await client.query(literal.replaceAll('$2', () => `'${hash}'`));
      }
      log(`at scale: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    const indexed = Date.now();
    for (const definition of indexes) await client.query(definition);
    log(`at scale: ${indexes.length} indexes built again (${((Date.now() - indexed) / 1000).toFixed(1)} s)`);
    // In replica mode the sales triggers did not run: the sales report's running totals are
    // counted again from the sales (migration 0030, ADR 021).
    const totalled = Date.now();
    await client.query('select sales_totals_rebuild()');
    log(`at scale: sales report totals counted again (${((Date.now() - totalled) / 1000).toFixed(1)} s)`);
    await client.query('commit');
    const started = Date.now();
    await client.query('vacuum analyze');
    log(`at scale: vacuum analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
