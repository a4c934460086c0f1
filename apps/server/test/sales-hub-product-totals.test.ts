import { dashboardMonthsShown } from '@gas/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, sales } from '../src/db/schema.ts';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { productUnitFactors } from '../src/db/schema-units.ts';
import { countAll, sumOf } from '../src/lib/sql-aggregates.ts';
import { lagosMonthSql, lagosMonthStart } from '../src/modules/reports/days.ts';
import { fundWallet, hubIds, logIn, newInventory, newMarket, newParty, newProduct } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';

// The operators' dashboard's approved sales by hub and the unfiltered sales report's energy read
// running totals by hub, product, currency and status that the sales triggers keep (issue 20,
// ADR 021, migration 0032), and the settled sales' litres paid for by hub, product, currency and
// month of completion (migration 0041). Whatever happened to the sales, they must give exactly what grouping
// every sale gives, as these reads did before the totals.

const clock = manualClock(new Date('2026-10-05T10:00:00Z'));
let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
let admin: CookieJar;
let second: { productId: string; contractId: string };
const price = 300;
const lng = { scmPerLitre: '0.6', kgPerLitre: '0.45', mmbtuPerLitre: '0.0235' };

type Where = { productId: string; contractId: string };

async function buy(
  quantity: number,
  currency: 'NGN' | 'USD' = 'NGN',
  where: Where = market,
  jar = market.buyer.jar,
) {
  const res = await call(ctx.app, jar, 'POST', '/api/sales', {
    productId: where.productId,
    contractId: where.contractId,
    quantity,
    currency,
    amount: quantity * (currency === 'NGN' ? price : 2),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

async function decide(jar: CookieJar, saleId: string, resolution: 'Approved' | 'Rejected' | 'Cancelled') {
  const res = await call(ctx.app, jar, 'PATCH', `/api/sales/${saleId}/${resolution}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** Approved, collected at the gate and accepted by the buyer: settled, its fee charged. */
async function settle(saleId: string, quantity: number) {
  await decide(market.supplier.jar, saleId, 'Approved');
  await collect(ctx, saleId, quantity);
  const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${saleId}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
}

async function setFactors(productId: string, body: typeof lng) {
  const res = await call(ctx.app, admin, 'PUT', `/api/products/${productId}/units`, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** What the operator's pages show: the dashboard's sales by hub and the report's energy. */
async function operatorsFigures() {
  admin = await logIn(ctx, market.admin.email);
  const dashboard = await call(ctx.app, admin, 'GET', '/api/dashboard');
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  const energy = await call(ctx.app, admin, 'GET', '/api/reports/sales/energy');
  expect(energy.statusCode, energy.body).toBe(200);
  const { tradedByHub, tradedByMonth } = dashboard.json().data;
  return { byHub: tradedByHub, byMonth: tradedByMonth, energy: energy.json().data };
}

/**
 * The same figures grouped from every sale, as the dashboard and the energy report did before,
 * except that a settled sale counts at the litres paid for (its fulfilment's accepted quantity x
 * unit price) and only with more than 0 L (a sale in fulfilment counts at what was ordered).
 */
async function everySaleGrouped() {
  const { db } = ctx.database;
  const settled = sql`${sales.completedUtc} is not null`;
  const litres = sql`case when ${settled} then ${fulfilments.quantityAccepted} else ${sales.quantity} end`;
  const figures = {
    currency: sales.currency,
    count: countAll(),
    amount: sumOf(sql`${litres} * ${sales.unitPrice}`),
    quantity: sumOf(litres),
  };
  const counted = and(eq(sales.status, 'Approved'), sql`${litres} > 0`);
  const byHub = await db
    .select({ hub: hubs.name, ...figures })
    .from(sales)
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .where(counted)
    .groupBy(hubs.name, hubs.sortOrder, sales.currency)
    .orderBy(hubs.sortOrder, sales.currency);
  const month = lagosMonthSql(sales.completedUtc);
  const byMonth = await db
    .select({ month, ...figures })
    .from(sales)
    .innerJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .where(and(counted, gte(sales.completedUtc, lagosMonthStart(clock.now(), dashboardMonthsShown - 1))))
    .groupBy(month, sales.currency)
    .orderBy(month, sales.currency);
  // A filter every sale matches still groups the sales themselves (the report's filtered path).
  const filtered = await call(ctx.app, admin, 'GET', '/api/reports/sales/energy?from=2000-01-01');
  expect(filtered.statusCode, filtered.body).toBe(200);
  return { byHub, byMonth, energy: filtered.json().data };
}

async function expectSameAsEverySale() {
  const figures = await operatorsFigures();
  expect(figures).toEqual(await everySaleGrouped());
  return figures;
}

const deltasLeft = async () =>
  Number(
    (
      (await ctx.database.db.execute(sql`select count(*) as n from sales_hub_product_deltas`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  market = await newMarket(ctx, { stock: 1_000_000, price, funds: 500_000_000 });
  const usd = await call(ctx.app, market.supplier.jar, 'POST', '/api/inventories/prices', {
    inventoryId: market.contractId,
    amount: 2,
    currency: 'USD',
  });
  expect(usd.statusCode, usd.body).toBe(201);
  const otherHub = Object.keys(await hubIds(ctx)).find((name) => name !== 'Ajaokuta')!;
  const productId = await newProduct(ctx, market.admin.jar);
  const contractId = await newInventory(ctx, market.supplier.jar, {
    productId,
    hub: otherHub,
    stock: 1_000_000,
    prices: { NGN: price, USD: 2 },
  });
  second = { productId, contractId };
  await fundWallet(ctx, market.buyer.jar, market.admin.jar, 1_000_000, 'USD');
  admin = await logIn(ctx, market.admin.email);
});
afterAll(() => ctx.close());

describe("the operators' sales by hub and energy from the running totals", () => {
  it('starts with no sale', async () => {
    const figures = await expectSameAsEverySale();
    expect(figures).toEqual({
      byHub: [],
      byMonth: [],
      energy: { mmbtuThousandths: 0, litres: 0, litresWithoutFactors: 0 },
    });
  });

  it('equals every sale grouped after purchases, approvals, rejections, cancellations and settlements', async () => {
    await setFactors(market.productId, lng);
    const settled = await buy(100);
    await settle(settled.id, 100);
    const rejected = await buy(40, 'NGN', second);
    await decide(market.supplier.jar, rejected.id, 'Rejected');
    const approved = await buy(250, 'NGN', second);
    await decide(market.supplier.jar, approved.id, 'Approved');
    const usd = await buy(70, 'USD', second);
    await settle(usd.id, 70);
    const cancelled = await buy(30);
    await decide(market.buyer.jar, cancelled.id, 'Cancelled');
    const pending = await buy(5, 'USD');
    const midway = await expectSameAsEverySale();
    // Only the first product has factors: the second's litres are counted without them.
    expect(midway.energy).toEqual({
      mmbtuThousandths: 3_173, // 135 litres at 0.0235 MMBtu: 3.1725, rounded half up
      litres: 495,
      litresWithoutFactors: 360,
    });
    expect(midway.byHub).toHaveLength(3); // Ajaokuta NGN, the other hub NGN and USD
    expect(await deltasLeft()).toBe(0); // the reads folded them

    await decide(market.supplier.jar, pending.id, 'Approved');
    await setFactors(second.productId, { ...lng, mmbtuPerLitre: '0.0358' });
    const later = await expectSameAsEverySale();
    expect(later.energy).toMatchObject({ litres: 495, litresWithoutFactors: 0 });
  });

  it('counts the months of completion shown, and leaves out the months gone by', async () => {
    const before = await expectSameAsEverySale();
    // Completed: the two settled sales (approved ones count from their settlement).
    expect(before.byMonth).toEqual([
      { month: '2026-10', currency: 'NGN', count: 1, amount: 100 * price, quantity: 100 },
      { month: '2026-10', currency: 'USD', count: 1, amount: 140, quantity: 70 },
    ]);
    // A completion moved back eight months (not something the app does): out of the months shown.
    await ctx.database.db.execute(sql`
      update sales set completed_utc = completed_utc - interval '240 days'
      where id = (select id from sales where status = 'Approved' and currency = 'USD'
        and completed_utc is not null)`);
    const after = await expectSameAsEverySale();
    expect(after.byMonth).toEqual([
      { month: '2026-10', currency: 'NGN', count: 1, amount: 100 * price, quantity: 100 },
    ]);
    // Months later, October is still shown until it is more than five months back.
    clock.advanceMinutes(60 * 24 * 150);
    for (const party of [market.admin, market.supplier, market.buyer])
      party.jar = await logIn(ctx, party.email);
    expect((await expectSameAsEverySale()).byMonth).toHaveLength(1);
    clock.advanceMinutes(60 * 24 * 31);
    for (const party of [market.admin, market.supplier, market.buyer])
      party.jar = await logIn(ctx, party.email);
    expect((await expectSameAsEverySale()).byMonth).toEqual([]);
  });

  it('follows a change of factors at once, and a sale moved to another hub or product', async () => {
    await setFactors(market.productId, { ...lng, mmbtuPerLitre: '0.0240' });
    await expectSameAsEverySale();
    // Not something the app does; the triggers count any statement, not only the app's.
    await ctx.database.db.execute(sql`
      update sales set hub_id = (select hub_id from inventories where id = ${second.contractId}),
        product_id = ${second.productId}
      where id = (select id from sales where currency = 'USD' and product_id = ${market.productId})`);
    await expectSameAsEverySale();
    const figures = await expectSameAsEverySale();
    expect(figures.energy.litres).toBe(495);
  });

  it('stays exact under concurrent purchases, with the operators’ reads (and their folds) meanwhile', async () => {
    const buyers = [
      market.buyer,
      ...(await Promise.all([newParty(ctx, 'offtaker'), newParty(ctx, 'offtaker')])),
    ];
    for (const buyer of buyers.slice(1)) await fundWallet(ctx, buyer.jar, market.admin.jar, 100_000_000);
    admin = await logIn(ctx, market.admin.email);
    const reads: Promise<unknown>[] = [];
    const purchases = Array.from({ length: 30 }, (_, i) => {
      if (i % 5 === 0)
        reads.push(
          call(ctx.app, admin, 'GET', '/api/dashboard'),
          call(ctx.app, admin, 'GET', '/api/reports/sales/energy'),
        );
      const buyer = buyers[i % buyers.length]!;
      const where = i % 2 === 0 ? market : second;
      return call(ctx.app, buyer.jar, 'POST', '/api/sales', {
        productId: where.productId,
        contractId: where.contractId,
        quantity: 1 + i,
        currency: 'NGN',
        amount: (1 + i) * price,
      });
    });
    const answers = await Promise.all(purchases);
    await Promise.all(reads);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const figures = await expectSameAsEverySale();
    expect(figures.energy.litres).toBe(495 + (30 * 31) / 2);
  });

  it('counts the same again when rebuilt from the sales (after a load without triggers)', async () => {
    const before = await operatorsFigures();
    await ctx.database.db.execute(sql`select sales_totals_rebuild()`);
    expect(await deltasLeft()).toBe(0);
    expect(await operatorsFigures()).toEqual(before);
    const [factors] = await ctx.database.db
      .select()
      .from(productUnitFactors)
      .where(eq(productUnitFactors.productId, market.productId));
    expect(factors?.mmbtuPerLitreNano).toBe(24_000_000n);
  });
  it('counts a sale settled for part at the litres paid for, and one settled for 0 L not at all', async () => {
    // Each read logs the operator in (the admin jar below): a new minute, a new one-time code.
    clock.advanceMinutes(1);
    const before = await expectSameAsEverySale();
    const approvedAndCollected = async (collected: number) => {
      const sale = await buy(100);
      await decide(market.supplier.jar, sale.id, 'Approved');
      await collect(ctx, sale.id, collected);
      return sale;
    };
    const settleDispute = async (saleId: string, quantity: number) => {
      const disputed = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${saleId}/dispute`, {
        reason: 'Part of the gas failed the pressure test',
      });
      expect(disputed.statusCode, disputed.body).toBe(200);
      const resolved = await call(ctx.app, admin, 'POST', `/api/sales/${saleId}/resolve`, {
        outcome: 'settle-part',
        quantity,
        note: 'Checked at the hub',
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
    };
    // 100 L each: 90 L collected and accepted, 100 L settled for 40 L, 100 L settled for 0 L.
    const ninety = await approvedAndCollected(90);
    const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${ninety.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settleDispute((await approvedAndCollected(100)).id, 40);
    await settleDispute((await approvedAndCollected(100)).id, 0);
    // One more in fulfilment: counted by hub at what was ordered, not in the months of completion.
    await approvedAndCollected(100);
    clock.advanceMinutes(1);
    const after = await expectSameAsEverySale();
    expect(before.byMonth).toEqual([]);
    expect(after.byMonth).toEqual([
      { month: '2027-04', currency: 'NGN', count: 2, amount: 130 * price, quantity: 130 },
    ]);
    const ajaokuta = (figures: typeof before) =>
      figures.byHub.find(
        (row: { hub: string; currency: string }) => row.hub === 'Ajaokuta' && row.currency === 'NGN',
      );
    expect(ajaokuta(after)).toEqual({
      ...ajaokuta(before),
      count: ajaokuta(before).count + 3,
      amount: ajaokuta(before).amount + 230 * price,
      quantity: ajaokuta(before).quantity + 230,
    });
    // The energy keeps every sale's ordered litres.
    expect(after.energy.litres).toBe(before.energy.litres + 400);
    await ctx.database.db.execute(sql`select sales_totals_rebuild()`);
    clock.advanceMinutes(1);
    expect(await expectSameAsEverySale()).toEqual(after);
  });
});
