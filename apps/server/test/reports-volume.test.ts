import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubIds, newAdmin, newInventory, newParty, newProduct } from './builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

// Reports over a realistic volume: 100,000 sales spread over a year, 4 inventories at 2 hubs,
// 5 buyers, both currencies and every status: the totals, the paging and the CSV stay right.
// How fast they answer is measured by `npm run bench` (its at-scale reads over 1,000,000 sales,
// docs/performance.md), not asserted here: a timing assert fails on a loaded CI machine and
// proves nothing about production.

const salesCount = 100_000;

let ctx: TestContext;
let admin: CookieJar;
let supplier: Awaited<ReturnType<typeof newParty>>;
let buyers: Awaited<ReturnType<typeof newParty>>[];
let kano: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  const productId = await newProduct(ctx, admin, 'Volume CNG');
  supplier = await newParty(ctx, 'supplier');
  const other = await newParty(ctx, 'supplier');
  buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newParty(ctx, 'offtaker')));
  const inventoryIds = [
    await newInventory(ctx, supplier.jar, { productId, hub: 'Ajaokuta' }),
    await newInventory(ctx, supplier.jar, { productId, hub: 'Kano' }),
    await newInventory(ctx, other.jar, { productId, hub: 'Ajaokuta' }),
    await newInventory(ctx, other.jar, { productId, hub: 'Kano' }),
  ];
  const hubs = await hubIds(ctx);
  kano = hubs.Kano!;
  const hubOf = [hubs.Ajaokuta!, kano, hubs.Ajaokuta!, kano];
  const supplierOf = [supplier.partyId, supplier.partyId, other.partyId, other.partyId];
  const uuidArray = (ids: string[]) => sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`);
  // Row i: stock line, payment and sale with ids derived from i, so they join up.
  await ctx.database.db.execute(sql`
    with series as (
      select i, i % 4 as k, i % 5 as b,
        now() - make_interval(mins => i * 5) as created,
        case i % 10 when 0 then 'Pending' when 1 then 'Rejected' when 2 then 'Cancelled' else 'Approved' end as status,
        case when i % 3 = 0 then 'USD' else 'NGN' end as currency
      from generate_series(1, ${salesCount}) as i
    ), stock as (
      insert into stock_lines (id, inventory_id, flow, category, status, quantity, created_utc)
      select md5('s' || i)::uuid, (${uuidArray(inventoryIds)})[k + 1], 'Out', 'Sale',
        case status when 'Pending' then 'Pending' when 'Approved' then 'Approved' else 'Cancelled' end,
        10 + i % 90, created
      from series
    ), money as (
      insert into payments (id, reference, customer_id, flow, status, amount, currency, created_utc)
      select md5('p' || i)::uuid, 'SL-VOL-' || i, (${uuidArray(buyers.map((party) => party.partyId))})[b + 1], 'Debit',
        status, (10 + i % 90) * 35000, currency, created
      from series
    )
    insert into sales (id, reference, customer_id, supplier_id, inventory_id, product_id, hub_id, quantity,
      unit_price, amount, fee, currency, status, resolution, payment_id, stock_line_id, created_utc, expires_utc,
      completed_utc)
    select md5('x' || i)::uuid, 'SL-VOL-' || i, (${uuidArray(buyers.map((party) => party.partyId))})[b + 1],
      (${uuidArray(supplierOf)})[k + 1], (${uuidArray(inventoryIds)})[k + 1], ${productId}::uuid,
      (${uuidArray(hubOf)})[k + 1], 10 + i % 90, 35000, (10 + i % 90) * 35000,
      case when status = 'Approved' then (10 + i % 90) * 350 end, currency, status,
      case when status = 'Pending' then null else status end,
      md5('p' || i)::uuid, md5('s' || i)::uuid, created, created + interval '2 days',
      case when status = 'Pending' then null else created + interval '3 hours' end
    from series
  `);
  await ctx.database.db.execute(sql`analyze`);
}, 180_000);
afterAll(() => ctx.close());

async function get(jar: CookieJar, url: string) {
  const res = await call(ctx.app, jar, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { res };
}

describe(`reports over ${salesCount.toLocaleString('en-US')} sales`, () => {
  it('answers the operator, unfiltered and filtered, with the right totals', async () => {
    await get(admin, '/api/reports/sales'); // first call warms the plan cache
    const all = await get(admin, '/api/reports/sales');
    const data = all.res.json().data;
    expect(data.total).toBe(salesCount);
    expect(data.rows).toHaveLength(10);
    expect(data.byMonth.length).toBeGreaterThanOrEqual(12);
    const byCurrency = Object.fromEntries(
      data.totals.map((total: { currency: string; count: number }) => [total.currency, total.count]),
    );
    expect(byCurrency).toEqual({
      USD: Math.floor(salesCount / 3),
      NGN: salesCount - Math.floor(salesCount / 3),
    });
    const filtered = await get(
      admin,
      `/api/reports/sales?status=Approved&currency=NGN&hubId=${kano}&page=50`,
    );
    expect(filtered.res.json().data.rows).toHaveLength(10);
  });

  it("answers a supplier and a buyer, each over its own rows only, and counts the operator's pending sales", async () => {
    const supplierReport = await get(supplier.jar, '/api/reports/sales?from=2020-01-01');
    expect(supplierReport.res.json().data.total).toBe(salesCount / 2);
    const buyerReport = await get(buyers[0]!.jar, '/api/reports/sales?status=Approved');
    expect(buyerReport.res.json().data.total).toBe(10_000);
    const dashboard = (await get(admin, '/api/dashboard')).res.json().data;
    const pending = dashboard.pendingSales.map((figure: { count: number }) => figure.count);
    expect(pending.reduce((sum: number, count: number) => sum + count, 0)).toBe(salesCount / 10);
  });

  it("pages a buyer's report without gaps or repeats, newest first, whatever the page size", async () => {
    const page = async (query: string) => {
      const res = await call(ctx.app, buyers[0]!.jar, 'GET', `/api/reports/sales?status=Approved&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.rows as { reference: string; createdUtc: string }[];
    };
    // The first page is its own statement (its size written in); later pages are read with an offset.
    const firstOfTen = await page('pageSize=10&page=1');
    const secondOfTen = await page('pageSize=10&page=2');
    const firstOfTwenty = await page('pageSize=20&page=1');
    expect(firstOfTen).toHaveLength(10);
    expect(secondOfTen).toHaveLength(10);
    expect([...firstOfTen, ...secondOfTen]).toEqual(firstOfTwenty);
    const times = firstOfTwenty.map((row) => row.createdUtc);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(firstOfTwenty.map((row) => row.reference)).size).toBe(20);
  });

  it('streams every filtered row into the CSV', async () => {
    const { res } = await get(supplier.jar, `/api/reports/sales.csv?hubId=${kano}`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + salesCount / 4);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(salesCount / 4);
  }, 60_000);
});
