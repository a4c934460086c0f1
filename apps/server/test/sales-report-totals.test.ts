import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingSalesTotals } from '../src/modules/reports/sales-report.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, logIn, newMarket, newParty } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';

// The operator's unfiltered sales report reads its totals and months from the running totals the
// sales triggers keep (issue 20, ADR 021). Whatever happened to the sales, they must give exactly
// the figures that grouping every sale gives.

// 23:30 UTC on 30 September is 00:30 on 1 October in Lagos: the first purchases fall in October.
const clock = manualClock(new Date('2026-09-30T22:00:00Z'));
let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
let admin: CookieJar;
const price = 300;

async function buy(quantity: number, currency: 'NGN' | 'USD' = 'NGN', jar = market.buyer.jar) {
  const res = await call(ctx.app, jar, 'POST', '/api/sales', {
    productId: market.productId,
    contractId: market.contractId,
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

/** Access ids last 5 minutes: moving the clock on means logging in again. */
async function advanceMinutes(minutes: number) {
  clock.advanceMinutes(minutes);
  for (const party of [market.admin, market.supplier, market.buyer])
    party.jar = await logIn(ctx, party.email);
}

async function operatorsReport() {
  admin = await logIn(ctx, market.admin.email);
  const res = await call(ctx.app, admin, 'GET', '/api/reports/sales');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; totals: unknown[]; byMonth: unknown[] };
}

/** Every sale grouped, as the report computed it before the running totals. */
async function everySaleGrouped() {
  const { totals, byMonth } = await matchingSalesTotals(ctx.database.db, undefined);
  return { total: totals.reduce((sum, { count }) => sum + count, 0), totals, byMonth };
}

const deltasLeft = async () =>
  Number(
    (
      (await ctx.database.db.execute(sql`select count(*) as n from sales_totals_deltas`)) as unknown as {
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
  await fundWallet(ctx, market.buyer.jar, market.admin.jar, 1_000_000, 'USD');
});
afterAll(() => ctx.close());

describe("the operator's sales report from the running totals", () => {
  it('starts with no sale and no month', async () => {
    const report = await operatorsReport();
    expect(report).toMatchObject({ total: 0, totals: [], byMonth: [] });
  });

  it('equals every sale grouped after purchases, approvals, rejections, cancellations and settlements', async () => {
    // September in Lagos (22:10 UTC is 23:10 there), then October from 23:00 UTC.
    await advanceMinutes(10);
    const september = await buy(100);
    await settle(september.id, 100);
    const rejected = await buy(40);
    await decide(market.supplier.jar, rejected.id, 'Rejected');
    await advanceMinutes(60);
    const october = await buy(250);
    const octoberUsd = await buy(70, 'USD');
    await settle(octoberUsd.id, 70);
    const cancelled = await buy(30);
    await decide(market.buyer.jar, cancelled.id, 'Cancelled');
    const pending = await buy(5);
    const midway = await operatorsReport();
    expect(midway).toEqual({ ...midway, ...(await everySaleGrouped()) });
    // The fold emptied the deltas; later changes append new ones.
    expect(await deltasLeft()).toBe(0);
    await settle(october.id, 250); // the fee of an October sale, charged now
    await decide(market.supplier.jar, pending.id, 'Rejected');

    const report = await operatorsReport();
    const grouped = await everySaleGrouped();
    expect(report).toEqual({ ...report, ...grouped });
    expect(grouped.byMonth).toEqual([
      {
        month: '2026-09',
        currency: 'NGN',
        count: 2,
        quantity: 140,
        amount: 140 * price,
        fee: expect.any(Number),
      },
      {
        month: '2026-10',
        currency: 'NGN',
        count: 3,
        quantity: 285,
        amount: 285 * price,
        fee: expect.any(Number),
      },
      { month: '2026-10', currency: 'USD', count: 1, quantity: 70, amount: 140, fee: expect.any(Number) },
    ]);
    // The fees charged at settlement are in the totals (positive once the sales settled).
    expect(grouped.totals.every(({ fee }) => fee > 0)).toBe(true);
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });

  it('moves a sale between months when its time changes', async () => {
    // Not something the app does; the triggers count any statement, not only the app's.
    await ctx.database.db.execute(sql`
      update sales set created_utc = created_utc - interval '40 days'
      where id = (select id from sales where currency = 'USD')`);
    const report = await operatorsReport();
    expect(report).toEqual({ ...report, ...(await everySaleGrouped()) });
    expect(report.byMonth).toContainEqual(
      expect.objectContaining({ month: '2026-08', currency: 'USD', count: 1 }),
    );
  });

  it('stays exact under concurrent purchases, with reports (and their folds) read meanwhile', async () => {
    const buyers = [
      market.buyer,
      ...(await Promise.all([newParty(ctx, 'offtaker'), newParty(ctx, 'offtaker')])),
    ];
    for (const buyer of buyers.slice(1)) await fundWallet(ctx, buyer.jar, market.admin.jar, 100_000_000);
    admin = await logIn(ctx, market.admin.email);
    const reads: Promise<unknown>[] = [];
    const purchases = Array.from({ length: 30 }, (_, i) => {
      if (i % 5 === 0) reads.push(call(ctx.app, admin, 'GET', '/api/reports/sales'));
      const buyer = buyers[i % buyers.length]!;
      return call(ctx.app, buyer.jar, 'POST', '/api/sales', {
        productId: market.productId,
        contractId: market.contractId,
        quantity: 1 + i,
        currency: 'NGN',
        amount: (1 + i) * price,
      });
    });
    const answers = await Promise.all(purchases);
    await Promise.all(reads);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const before = await everySaleGrouped();
    const report = await operatorsReport();
    expect(report).toEqual({ ...report, ...before });
    expect(report.total).toBe(6 + 30);
  });
});
