// The daily rate and the public trade record (issue 19, point 4): trades settled across days by a
// test clock, the 18:00 Lagos job run through the scheduler and the job queue, and each
// published rate recomputed from GET trades alone, as anyone could.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRates } from '../src/db/schema-rates.ts';
import { TestClock } from '../src/lib/clock.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { publishForOccurrence, roundedAverage } from '../src/modules/rates/publish-rates.ts';
import { bidBody, postBid } from './bids-builders.ts';
import { logIn, newMarket } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';

// Friday 20 November 2026, 09:00 in Lagos (UTC+1).
const clock = new TestClock({ start: new Date('2026-11-20T08:00:00Z') });
let ctx: TestContext;
let market: Awaited<ReturnType<typeof newMarket>>;
let hubId: string;
const references: string[] = [];
const saleIds: string[] = [];

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  market = await newMarket(ctx, { stock: 10_000, price: 100_00, funds: 100_000_000 });
  const hubs = await call(ctx.app, undefined, 'GET', '/api/hubs');
  hubId = hubs.json().data.find((hub: { name: string }) => hub.name === 'Ajaokuta').id;
  // The scheduler's first look: a schedule starts at its next occurrence (nothing back-filled).
  await ctx.app.scheduler.enqueueDue(ctx.database.db, clock.now());
});

afterAll(async () => {
  await ctx?.close();
});

/**
 * A trade settled at the clock's now: the price set, bought, approved, collected (`collected`
 * of `ordered` litres loaded at the gate) and accepted by the buyer. Each party logs in again,
 * since the clock's moves end sessions.
 */
async function settleTrade(ordered: number, unitPrice: number, collected = ordered) {
  const supplier = await logIn(ctx, market.supplier.email);
  const buyer = await logIn(ctx, market.buyer.email);
  const priced = await call(ctx.app, supplier, 'POST', '/api/inventories/prices', {
    inventoryId: market.contractId,
    amount: unitPrice,
    currency: 'NGN',
  });
  expect(priced.statusCode, priced.body).toBe(201);
  const bought = await call(ctx.app, buyer, 'POST', '/api/sales', {
    productId: market.productId,
    contractId: market.contractId,
    quantity: ordered,
    currency: 'NGN',
    amount: ordered * unitPrice,
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const sale = bought.json().data as { id: string; reference: string };
  saleIds.push(sale.id);
  references.push(sale.reference);
  const approved = await call(ctx.app, supplier, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  await collect(ctx, sale.id, collected);
  const accepted = await call(ctx.app, buyer, 'POST', `/api/sales/${sale.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** The scheduler enqueues what fell due by the clock; the queue runs it (as the worker does). */
async function runScheduledJobs() {
  await ctx.app.scheduler.enqueueDue(ctx.database.db, clock.now());
  while ((await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers })) > 0) {}
}

type Trade = { quantity: number; unitPrice: number; tradingDay: string };
type Rate = {
  day: string;
  price: number;
  volume: number;
  value: number;
  trades: number;
  indicative: boolean;
};

/** Every trade of a day for the market's key, page by page, from the public record alone. */
async function publicTradesOf(day: string): Promise<Trade[]> {
  const trades: Trade[] = [];
  for (let page = 1; ; page++) {
    const query = `from=${day}&to=${day}&hubId=${hubId}&productId=${market.productId}&contract=Spot&currency=NGN&pageSize=10&page=${page}`;
    const res = await call(ctx.app, undefined, 'GET', `/api/trades?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, total } = res.json().data as { rows: Trade[]; total: number };
    trades.push(...rows);
    if (trades.length >= total || rows.length === 0) return trades;
  }
}

/** The rate as anyone would recompute it: volume-weighted, rounded half up to the minor unit. */
function recompute(trades: Trade[]) {
  let volume = 0n;
  let value = 0n;
  for (const trade of trades) {
    volume += BigInt(trade.quantity);
    value += BigInt(trade.quantity) * BigInt(trade.unitPrice);
  }
  // value / volume rounded half up: floor(value / volume + 1/2).
  const price = Number((value * 2n + volume) / (volume * 2n));
  return { price, volume: Number(volume), value: Number(value), trades: trades.length };
}

async function publishedRates(day: string): Promise<Rate[]> {
  const res = await call(
    ctx.app,
    undefined,
    'GET',
    `/api/rates?from=${day}&to=${day}&productId=${market.productId}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows;
}

describe('the daily rate', () => {
  it('publishes at 18:00 Lagos what the trade record recomputes; indicative below three trades', async () => {
    await settleTrade(100, 100_00); // 09:00 Lagos
    clock.set(new Date('2026-11-20T09:00:00Z'));
    await settleTrade(100, 101_00, 80); // 80 of 100 litres collected: 80 settled
    clock.set(new Date('2026-11-20T16:59:00Z')); // 17:59 Lagos: still the 20th's trading day
    await settleTrade(7, 103_33);
    clock.set(new Date('2026-11-20T16:59:59Z'));
    await runScheduledJobs();
    expect(await publishedRates('2026-11-20')).toEqual([]); // not 18:00 yet in Lagos

    // 17:30 UTC is 18:30 in Lagos: past the cut-off, so this trade is the 21st's.
    clock.set(new Date('2026-11-20T17:30:00Z'));
    await settleTrade(50, 99_99);
    await runScheduledJobs();

    const trades = await publicTradesOf('2026-11-20');
    expect(trades.map((trade) => [trade.quantity, trade.unitPrice])).toEqual([
      [7, 103_33],
      [80, 101_00],
      [100, 100_00],
    ]);
    const [rate, ...others] = await publishedRates('2026-11-20');
    expect(others).toEqual([]);
    expect(rate).toMatchObject({
      ...recompute(trades),
      indicative: false,
      contract: 'Spot',
      currency: 'NGN',
    });
    expect(rate).toMatchObject({
      windowStartUtc: '2026-11-19T17:00:00.000Z',
      windowEndUtc: '2026-11-20T17:00:00.000Z',
    });

    // The 21st: one trade so far (the 18:30 one), then one more before 18:00.
    const next = await publicTradesOf('2026-11-21');
    expect(next).toMatchObject([{ quantity: 50, unitPrice: 99_99, tradingDay: '2026-11-21' }]);
    clock.set(new Date('2026-11-21T10:00:00Z'));
    await settleTrade(10, 98_00);
    clock.set(new Date('2026-11-21T17:00:00Z'));
    await runScheduledJobs();
    const [second] = await publishedRates('2026-11-21');
    const secondTrades = await publicTradesOf('2026-11-21');
    expect(secondTrades).toHaveLength(2);
    expect(second).toMatchObject({ ...recompute(secondTrades), indicative: true, trades: 2 });
  });

  it('a trade settled at 18:00 Lagos exactly counts in the next day', async () => {
    clock.set(new Date('2026-11-22T17:00:00Z'));
    await settleTrade(5, 100_00);
    expect(await publicTradesOf('2026-11-23')).toMatchObject([{ quantity: 5, tradingDay: '2026-11-23' }]);
    expect(await publicTradesOf('2026-11-22')).toEqual([]);
  });

  it('publishes once: a re-run, a retry and a later run leave every rate as it was', async () => {
    const before = await ctx.database.db.select().from(dailyRates);
    expect(before).toHaveLength(2);
    const again = await publishForOccurrence(
      { db: ctx.database.db, clock },
      new Date('2026-11-21T17:00:00Z'),
    );
    expect(again).toEqual([]);
    clock.set(new Date('2026-11-23T17:00:00Z'));
    await runScheduledJobs();
    const after = await ctx.database.db.select().from(dailyRates);
    // The 23rd's one trade is published; the 20th and 21st are untouched.
    expect(after).toHaveLength(3);
    expect(after.filter((row) => row.day !== '2026-11-23')).toEqual(before);
    const [third] = await publishedRates('2026-11-23');
    expect(third).toMatchObject({ trades: 1, indicative: true, price: 100_00, volume: 5 });
  });

  it('the trade record and the rates name no party, sale or reference', async () => {
    const res = await call(ctx.app, undefined, 'GET', '/api/trades?pageSize=100');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(saleIds.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'contract',
          'currency',
          'hub',
          'hubId',
          'product',
          'productId',
          'quantity',
          'settledUtc',
          'tradingDay',
          'unit',
          'unitPrice',
        ].sort(),
      );
    }
    const csv = await call(ctx.app, undefined, 'GET', '/api/trades.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(saleIds.length + 1);
    const rates = await call(ctx.app, undefined, 'GET', '/api/rates?from=2026-11-01&to=2026-11-30');
    const ratesCsv = await call(ctx.app, undefined, 'GET', '/api/rates.csv?from=2026-11-01&to=2026-11-30');
    expect(ratesCsv.body).toContain('2026-11-20,Ajaokuta,');
    const secrets = [
      market.supplier.partyId,
      market.buyer.partyId,
      market.supplier.email,
      market.buyer.email,
      ...saleIds,
      ...references,
    ];
    for (const body of [res.body, csv.body, rates.body, ratesCsv.body]) {
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
  });

  it('refuses bad filters on their field', async () => {
    const refused = async (url: string, field: string, message: string) => {
      const res = await call(ctx.app, undefined, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toContainEqual({ htmlId: field, message });
    };
    await refused('/api/trades?from=2026-02-30', 'from', 'Enter a real date');
    await refused('/api/trades?to=20-11-2026', 'to', 'Enter a date as YYYY-MM-DD');
    await refused(
      '/api/trades?from=2026-11-21&to=2026-11-20',
      'to',
      'The start date must be on or before the end date',
    );
    await refused('/api/trades?contract=Forward', 'contract', 'Choose Spot or a month as YYYY-MM');
    await refused('/api/trades?currency=EUR', 'currency', 'Choose NGN or USD');
    await refused('/api/trades?hubId=Ajaokuta', 'hubId', 'Choose a hub');
    await refused('/api/trades?pageSize=7', 'pageSize', 'Choose 10, 25, 50 or 100 rows');
    await refused('/api/trades.csv?from=2026-13-01', 'from', 'Enter a real date');
    await refused('/api/rates?from=2025-01-01&to=2026-11-20', 'from', 'Choose at most 366 days');
    await refused('/api/rates.csv?to=2026-11-31', 'to', 'Enter a real date');
  });
});

describe('a trade made by selling into a bid', () => {
  it('is a Spot trade of the record when its bid is Spot, as it is of the rate', async () => {
    clock.set(new Date('2026-11-25T09:00:00Z'));
    const supplier = await logIn(ctx, market.supplier.email);
    const buyer = await logIn(ctx, market.buyer.email);
    const bid = await postBid(
      ctx,
      buyer,
      bidBody({ productId: market.productId, hubId, now: clock.now() }, { quantity: 40, unitPrice: 95_00 }),
    );
    const sold = await call(ctx.app, supplier, 'POST', `/api/bids/${bid.id}/fills`, { quantity: 40 });
    expect(sold.statusCode, sold.body).toBe(201);
    const saleId = sold.json().data.id as string;
    await collect(ctx, saleId, 40);
    expect((await call(ctx.app, buyer, 'POST', `/api/sales/${saleId}/accept`, {})).statusCode).toBe(200);
    await settleTrade(10, 100_00);
    clock.set(new Date('2026-11-25T17:00:00Z'));
    await runScheduledJobs();

    const trades = await publicTradesOf('2026-11-25');
    expect(trades.map((trade) => [trade.quantity, trade.unitPrice]).sort()).toEqual([
      [10, 100_00],
      [40, 95_00],
    ]);
    const [rate] = await publishedRates('2026-11-25');
    expect(rate).toMatchObject({ ...recompute(trades), contract: 'Spot', trades: 2 });
  });
});

describe('rounding of the volume-weighted price', () => {
  it('rounds half a minor unit up, exactly', () => {
    expect(roundedAverage(5n, 2n)).toBe(3); // 2.5
    expect(roundedAverage(7n, 3n)).toBe(2); // 2.33
    expect(roundedAverage(8n, 3n)).toBe(3); // 2.67
    expect(roundedAverage(2n ** 60n + 1n, 2n)).toBe(Number(2n ** 59n + 1n));
  });
});
