import { platformFee, platformFeeVat } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { allDepositRows } from '../src/modules/reports/deposits-report.ts';
import { allSalesRows } from '../src/modules/reports/sales-report.ts';
import { allStatementRows } from '../src/modules/reports/statement.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  completeBusinessProfile,
  fundWallet,
  logIn,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  postDeposit,
  receiptFiles,
} from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';

/** The platform fee on goods with its VAT at the default 7.5 %: what the supplier is not paid. */
const feeWithVat = (goods: number) => platformFee(goods) + platformFeeVat(platformFee(goods), 750);

// One known trading history over three months; every dashboard figure and report total below
// is computed by hand from it.
//
// An approved sale is collected at the hub and accepted by its buyer at once (the clock stands
// still), so it settles, and completes, when it was approved (issue 17: the supplier is paid at
// settlement).
//
//   2026-09-10  A buys 1,000 L from S1 (Ajaokuta) in NGN at ₦350      -> S1 approves
//   2026-10-15  A buys   500 L from S1 in USD at $0.25                -> S1 approves
//               B buys   200 L from S2 (Kano) in NGN at ₦400          -> S2 approves
//   2026-11-20  A buys   100 L from S1 in NGN                         -> still Pending
//               B buys   300 L from S1 in NGN                         -> S1 rejects
//               A buys    50 L from S2 in NGN                         -> A cancels

const clock = manualClock(new Date('2026-09-10T09:00:00Z'));
let ctx: TestContext;
let adminEmail: string;
let productId: string;
type Party = Awaited<ReturnType<typeof newParty>>;
let s1: Party;
let s2: Party;
let a: Party;
let b: Party;
let pendingSupplier: Party;
let pendingOfftaker: Party;
const jars: Record<string, CookieJar> = {};
const s1Inventory = { id: '' };
const s2Inventory = { id: '' };
const refs: Record<string, string> = {};

const ngnS1 = 35_000;
const usdS1 = 25;
const ngnS2 = 40_000;

/** Sessions end after 15 idle minutes: moving the clock by weeks means logging in again. */
async function advanceDays(days: number) {
  clock.advanceMinutes(days * 24 * 60);
  for (const [name, party] of Object.entries({ s1, s2, a, b })) jars[name] = await logIn(ctx, party.email);
  jars.admin = await logIn(ctx, adminEmail);
}

async function buy(
  buyer: 'a' | 'b',
  inventoryId: string,
  quantity: number,
  currency: 'NGN' | 'USD',
  unit: number,
) {
  clock.advanceMinutes(1); // each purchase at its own minute, so "newest first" is well defined
  const res = await call(ctx.app, jars[buyer], 'POST', '/api/sales', {
    productId,
    contractId: inventoryId,
    quantity,
    currency,
    amount: quantity * unit,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
}

async function decide(who: string, saleId: string, resolution: 'Approved' | 'Rejected' | 'Cancelled') {
  const res = await call(ctx.app, jars[who], 'PATCH', `/api/sales/${saleId}/${resolution}`);
  expect(res.statusCode, res.body).toBe(200);
  if (resolution !== 'Approved') return;
  const { customer, quantity } = res.json().data as { customer: { id: string }; quantity: number };
  await collect(ctx, saleId, quantity);
  const buyer = customer.id === a.partyId ? 'a' : 'b';
  const accepted = await call(ctx.app, jars[buyer], 'POST', `/api/sales/${saleId}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  const admin = await newAdmin(ctx);
  adminEmail = admin.email;
  jars.admin = admin.jar;
  productId = await newProduct(ctx, admin.jar, 'Report CNG');
  s1 = await newParty(ctx, 'supplier');
  s2 = await newParty(ctx, 'supplier');
  a = await newParty(ctx, 'offtaker');
  b = await newParty(ctx, 'offtaker');
  pendingSupplier = await newParty(ctx, 'supplier', { status: 'Pending' });
  // Ready for an operator's approval (issue 18): its business profile is complete.
  await completeBusinessProfile(ctx, pendingSupplier.partyId);
  pendingOfftaker = await newParty(ctx, 'offtaker', { status: 'Pending' });
  Object.assign(jars, { s1: s1.jar, s2: s2.jar, a: a.jar, b: b.jar });
  s1Inventory.id = await newInventory(ctx, s1.jar, {
    productId,
    hub: 'Ajaokuta',
    stock: 100_000,
    prices: { NGN: ngnS1, USD: usdS1 },
  });
  s2Inventory.id = await newInventory(ctx, s2.jar, {
    productId,
    hub: 'Kano',
    stock: 50_000,
    prices: { NGN: ngnS2 },
  });
  refs.depositA = await fundWallet(ctx, a.jar, admin.jar, 100_000_000);
  refs.depositAUsd = await fundWallet(ctx, a.jar, admin.jar, 100_000, 'USD');
  refs.depositB = await fundWallet(ctx, b.jar, admin.jar, 100_000_000);

  const september = await buy('a', s1Inventory.id, 1_000, 'NGN', ngnS1);
  await decide('s1', september.id, 'Approved');
  refs.september = september.reference;

  await advanceDays(35); // 2026-10-15
  const octoberUsd = await buy('a', s1Inventory.id, 500, 'USD', usdS1);
  await decide('s1', octoberUsd.id, 'Approved');
  const octoberB = await buy('b', s2Inventory.id, 200, 'NGN', ngnS2);
  await decide('s2', octoberB.id, 'Approved');
  Object.assign(refs, { octoberUsd: octoberUsd.reference, octoberB: octoberB.reference });

  await advanceDays(36); // 2026-11-20
  const pending = await buy('a', s1Inventory.id, 100, 'NGN', ngnS1);
  const rejected = await buy('b', s1Inventory.id, 300, 'NGN', ngnS1);
  await decide('s1', rejected.id, 'Rejected');
  const cancelled = await buy('a', s2Inventory.id, 50, 'NGN', ngnS2);
  await decide('a', cancelled.id, 'Cancelled');
  Object.assign(refs, {
    pending: pending.reference,
    rejected: rejected.reference,
    cancelled: cancelled.reference,
  });
  // A deposit still waiting for an operator.
  const waiting = await postDeposit(ctx, jars.b!, {
    amount: 5_000_000,
    currency: 'NGN',
    receipt: receiptFiles.pdf,
  });
  expect(waiting.statusCode).toBe(201);
  refs.waitingDeposit = waiting.json().data.reference;
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});
afterAll(() => ctx.close());

const get = async (who: string, url: string) => {
  const res = await call(ctx.app, jars[who], 'GET', url);
  const isJson = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: isJson ? res.json() : undefined, res };
};

describe('dashboards', () => {
  it('gives the offtaker its pending purchases and its completed purchases per month', async () => {
    const { status, body } = await get('a', '/api/dashboard');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      role: 'customer',
      pending: [{ currency: 'NGN', count: 1, amount: 100 * ngnS1 }],
      completedByMonth: [
        { month: '2026-09', currency: 'NGN', count: 1, amount: 1_000 * ngnS1, quantity: 1_000 },
        { month: '2026-10', currency: 'USD', count: 1, amount: 500 * usdS1, quantity: 500 },
      ],
      inFulfilment: [],
    });
  });

  it('gives the supplier the sales to act on, completed sales per month and stock per inventory', async () => {
    const { body } = await get('s1', '/api/dashboard');
    expect(body.data.role).toBe('client');
    expect(body.data.pending).toEqual([{ currency: 'NGN', count: 1, amount: 100 * ngnS1 }]);
    expect(body.data.completedByMonth).toEqual([
      { month: '2026-09', currency: 'NGN', count: 1, amount: 1_000 * ngnS1, quantity: 1_000 },
      { month: '2026-10', currency: 'USD', count: 1, amount: 500 * usdS1, quantity: 500 },
    ]);
    expect(body.data.stock).toEqual([
      {
        inventoryId: s1Inventory.id,
        product: 'Report CNG',
        hub: 'Ajaokuta',
        unit: 'Liters',
        onHand: 100_000 - 1_000 - 500,
        reserved: 100,
        available: 100_000 - 1_000 - 500 - 100,
      },
    ]);
  });

  it('gives the operator onboarding, pending money, traded volume per month and hub, and fee revenue', async () => {
    const { body } = await get('admin', '/api/dashboard');
    const data = body.data;
    expect(data.role).toBe('admin');
    expect(data.onboarding).toEqual({ suppliers: 1, offtakers: 1 });
    expect(data.pendingDeposits).toEqual([{ currency: 'NGN', count: 1, amount: 5_000_000 }]);
    expect(data.pendingSales).toEqual([{ currency: 'NGN', count: 1, amount: 100 * ngnS1 }]);
    expect(data.tradedByMonth).toEqual([
      { month: '2026-09', currency: 'NGN', count: 1, amount: 1_000 * ngnS1, quantity: 1_000 },
      { month: '2026-10', currency: 'NGN', count: 1, amount: 200 * ngnS2, quantity: 200 },
      { month: '2026-10', currency: 'USD', count: 1, amount: 500 * usdS1, quantity: 500 },
    ]);
    expect(data.tradedByHub).toEqual([
      { hub: 'Ajaokuta', currency: 'NGN', count: 1, amount: 1_000 * ngnS1, quantity: 1_000 },
      { hub: 'Ajaokuta', currency: 'USD', count: 1, amount: 500 * usdS1, quantity: 500 },
      { hub: 'Kano', currency: 'NGN', count: 1, amount: 200 * ngnS2, quantity: 200 },
    ]);
    expect(data.feeRevenue).toEqual([
      { currency: 'NGN', amount: platformFee(1_000 * ngnS1) + platformFee(200 * ngnS2) },
      { currency: 'USD', amount: platformFee(500 * usdS1) },
    ]);
    expect(data.latestActivity).toHaveLength(10);
    expect(data.latestActivity[0]).toMatchObject({
      action: 'deposit_created',
      actorEmail: b.email,
      entityLabel: refs.waitingDeposit,
    });
  });

  it('counts months in Lagos time and shows only the last six months', async () => {
    // 2027-02-19: the window is September to February, September still its oldest month.
    await advanceDays(91);
    expect(
      (await get('a', '/api/dashboard')).body.data.completedByMonth.map(
        (row: { month: string }) => row.month,
      ),
    ).toEqual(['2026-09', '2026-10']);
    // 2027-03-19: September has left the window, October is its oldest month.
    await advanceDays(28);
    expect(
      (await get('a', '/api/dashboard')).body.data.completedByMonth.map(
        (row: { month: string }) => row.month,
      ),
    ).toEqual(['2026-10']);
    clock.advanceMinutes(-119 * 24 * 60);
    await advanceDays(0);
  });

  it('gives each party its wallets and its latest sales, newest first', async () => {
    // The supplier is paid the goods less the fee and its VAT (7.5 %, the default).
    const feeNgn = feeWithVat(1_000 * ngnS1);
    const feeUsd = feeWithVat(500 * usdS1);
    const balance = async (who: string, currency: string) => {
      const { amount, held } = (await get(who, `/api/payments/balances/${currency}`)).body.data;
      return { amount, held };
    };
    // A: ₦1,000,000 funded, ₦350,000 settled, ₦35,000 held for the pending purchase; the
    // cancelled ₦20,000 came back. $1,000 funded, $125 settled.
    expect(await balance('a', 'NGN')).toEqual({
      amount: 100_000_000 - 1_000 * ngnS1 - 100 * ngnS1,
      held: 100 * ngnS1,
    });
    expect(await balance('a', 'USD')).toEqual({ amount: 100_000 - 500 * usdS1, held: 0 });
    expect(await balance('b', 'NGN')).toEqual({ amount: 100_000_000 - 200 * ngnS2, held: 0 });
    expect(await balance('s1', 'NGN')).toEqual({ amount: 1_000 * ngnS1 - feeNgn, held: 0 });
    expect(await balance('s1', 'USD')).toEqual({ amount: 500 * usdS1 - feeUsd, held: 0 });
    expect(await balance('s2', 'NGN')).toEqual({ amount: 200 * ngnS2 - feeWithVat(200 * ngnS2), held: 0 });

    const latest = async (who: string) =>
      (await get(who, '/api/sales?limit=2')).body.data.map((sale: { reference: string }) => sale.reference);
    expect(await latest('a')).toEqual([refs.cancelled, refs.pending]);
    expect(await latest('s1')).toEqual([refs.rejected, refs.pending]);
    expect(await latest('b')).toEqual([refs.rejected, refs.octoberB]);
    expect((await get('a', '/api/sales?limit=0')).status).toBe(400);
  });
});

describe('sales report', () => {
  it('shows an offtaker its own purchases with totals and months, newest first', async () => {
    const { status, body } = await get('a', '/api/reports/sales');
    expect(status).toBe(200);
    const report = body.data;
    expect(report.total).toBe(4);
    expect(report.rows.map((row: { reference: string }) => row.reference)).toEqual([
      refs.cancelled,
      refs.pending,
      refs.octoberUsd,
      refs.september,
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'NGN',
        count: 3,
        quantity: 1_150,
        amount: 1_100 * ngnS1 + 50 * ngnS2,
        fee: platformFee(1_000 * ngnS1),
      },
      { currency: 'USD', count: 1, quantity: 500, amount: 500 * usdS1, fee: platformFee(500 * usdS1) },
    ]);
    expect(report.byMonth.map((month: { month: string; currency: string; count: number }) => month)).toEqual([
      expect.objectContaining({ month: '2026-09', currency: 'NGN', count: 1 }),
      expect.objectContaining({ month: '2026-10', currency: 'USD', count: 1 }),
      expect.objectContaining({ month: '2026-11', currency: 'NGN', count: 2 }),
    ]);
    expect(report.rows[0]).toMatchObject({
      status: 'Cancelled',
      customer: { id: a.partyId },
      supplier: { id: s2.partyId },
      product: { name: 'Report CNG' },
      hub: { name: 'Kano' },
      quantity: 50,
      amount: 50 * ngnS2,
      currency: 'NGN',
    });
  });

  it('filters by status, currency, date range, hub and product', async () => {
    const count = async (who: string, query: string) =>
      (await get(who, `/api/reports/sales?${query}`)).body.data.total;
    expect(await count('a', 'status=Approved')).toBe(2);
    expect(await count('a', 'currency=USD')).toBe(1);
    expect(await count('a', 'from=2026-11-01&to=2026-11-30')).toBe(2);
    expect(await count('a', 'from=2026-09-01&to=2026-10-31')).toBe(2);
    expect(await count('a', 'to=2026-09-10')).toBe(1);
    const hubs = (await get('a', '/api/hubs')).body.data as { id: string; name: string }[];
    const kano = hubs.find((hub) => hub.name === 'Kano')!.id;
    expect(await count('admin', `hubId=${kano}`)).toBe(2);
    expect(await count('admin', `productId=${productId}`)).toBe(6);
    expect(await count('admin', `partyId=${b.partyId}`)).toBe(2);
    expect(await count('admin', `partyId=${s2.partyId}&status=Approved`)).toBe(1);
  });

  it('pages on the server: the total stays, the rows move', async () => {
    const first = (await get('admin', '/api/reports/sales?pageSize=10&page=1')).body.data;
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(6);
    const second = (await get('admin', '/api/reports/sales?pageSize=10&page=2')).body.data;
    expect(second).toMatchObject({ total: 6, page: 2, rows: [] });
  });

  it('keeps each role to its own rows', async () => {
    const references = async (who: string) =>
      (await get(who, '/api/reports/sales')).body.data.rows
        .map((row: { reference: string }) => row.reference)
        .sort();
    expect(await references('b')).toEqual([refs.octoberB, refs.rejected].sort());
    expect(await references('s2')).toEqual([refs.octoberB, refs.cancelled].sort());
    expect(await references('s1')).toEqual(
      [refs.september, refs.octoberUsd, refs.pending, refs.rejected].sort(),
    );
    // Filtering by someone else is an operator's tool only.
    const refused = await get('a', `/api/reports/sales?partyId=${b.partyId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toEqual({
      htmlId: 'partyId',
      message: 'Only operators can filter by party',
    });
    expect((await call(ctx.app, undefined, 'GET', '/api/reports/sales')).statusCode).toBe(401);
  });

  it('answers bad filters with field errors', async () => {
    const reversed = await get('a', '/api/reports/sales?from=2026-11-30&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toContainEqual({
      htmlId: 'to',
      message: 'The start date must be on or before the end date',
    });
    const pageSize = await get('a', '/api/reports/sales?pageSize=7');
    expect(pageSize.status).toBe(400);
    expect(pageSize.body.errors[0].htmlId).toBe('pageSize');
    const date = await get('a', '/api/reports/sales?from=22-11-2026');
    expect(date.body.errors[0]).toEqual({ htmlId: 'from', message: 'Enter a date as YYYY-MM-DD' });
  });

  it('exports exactly the filtered rows as CSV', async () => {
    const { res } = await get('admin', '/api/reports/sales.csv?status=Approved');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Created (UTC),Completed (UTC),Status,Buyer,Supplier,Product,Hub,Quantity,Unit,Unit price,Amount,Fee,Currency,Fulfilment,Fulfilment status,Delivered,Logistics fee held,Logistics fee charged,Settled (UTC),Contract',
    );
    expect(lines).toHaveLength(4);
    const september = lines.find((line) => line.startsWith(refs.september!))!.split(',');
    expect(september.slice(3)).toEqual([
      'Approved',
      'Amina Bello',
      expect.stringMatching(/^Zuma Gas/),
      'Report CNG',
      'Ajaokuta',
      '1000',
      'Liters',
      '350.00',
      '350000.00',
      '3500.00',
      'NGN',
      'collection',
      'Settled',
      '1000',
      '0.00',
      '0.00',
      '2026-09-10T09:01:00.000Z',
      'Spot',
    ]);
    expect(september[1]).toBe('2026-09-10T09:01:00.000Z');
    // An offtaker's export holds only its own rows.
    const own = (await get('b', '/api/reports/sales.csv')).res.body.trimEnd().split('\r\n');
    expect(
      own
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([refs.octoberB, refs.rejected].sort());
  });

  it('refuses a CSV the caller may not have before sending anything', async () => {
    const refused = await get('b', `/api/reports/sales.csv?partyId=${a.partyId}`);
    expect(refused.status).toBe(400);
    expect(refused.res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('deposits report and settlement statement', () => {
  it('shows operators every deposit with totals of what was asked and what was approved', async () => {
    const { body } = await get('admin', '/api/reports/deposits?currency=NGN');
    expect(body.data.kind).toBe('deposits');
    expect(body.data.total).toBe(3);
    expect(body.data.totals).toEqual([
      { currency: 'NGN', count: 3, amount: 205_000_000, approvedAmount: 200_000_000 },
    ]);
    const pending = (await get('admin', '/api/reports/deposits?status=Pending')).body.data;
    expect(pending.rows.map((row: { reference: string }) => row.reference)).toEqual([refs.waitingDeposit]);
    const ofA = (await get('admin', `/api/reports/deposits?partyId=${a.partyId}`)).body.data;
    expect(ofA.rows.map((row: { reference: string }) => row.reference).sort()).toEqual(
      [refs.depositA, refs.depositAUsd].sort(),
    );
  });

  it('shows an offtaker only its own deposits, in the report and the CSV', async () => {
    const { body } = await get('a', '/api/reports/deposits');
    expect(body.data.rows.map((row: { reference: string }) => row.reference).sort()).toEqual(
      [refs.depositA, refs.depositAUsd].sort(),
    );
    const csv = (await get('a', '/api/reports/deposits.csv')).res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('Reference,Created (UTC),Processed (UTC),Status,Offtaker,Amount,Currency');
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([refs.depositA, refs.depositAUsd].sort());
    expect(csv.find((line) => line.startsWith(refs.depositAUsd!))).toMatch(
      /,Approved,Amina Bello,1000\.00,USD$/,
    );
  });

  it('gives a supplier its settlement statement: gross, fee, net and the balance after each line', async () => {
    const { body } = await get('s1', '/api/reports/deposits');
    const statement = body.data;
    expect(statement.kind).toBe('statement');
    // The statement's fee is the platform fee with its VAT, so gross - fee = net.
    const feeNgn = feeWithVat(1_000 * ngnS1);
    const feeUsd = feeWithVat(500 * usdS1);
    expect(statement.rows).toEqual([
      expect.objectContaining({
        reference: refs.octoberUsd,
        currency: 'USD',
        gross: 500 * usdS1,
        fee: feeUsd,
        net: 500 * usdS1 - feeUsd,
        balanceAfter: 500 * usdS1 - feeUsd,
        description: `Settlement of sale ${refs.octoberUsd}`,
      }),
      expect.objectContaining({
        reference: refs.september,
        saleId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        currency: 'NGN',
        gross: 1_000 * ngnS1,
        fee: feeNgn,
        net: 1_000 * ngnS1 - feeNgn,
        balanceAfter: 1_000 * ngnS1 - feeNgn,
      }),
    ]);
    expect(statement.totals).toEqual([
      { currency: 'NGN', count: 1, gross: 1_000 * ngnS1, fee: feeNgn, net: 1_000 * ngnS1 - feeNgn },
      { currency: 'USD', count: 1, gross: 500 * usdS1, fee: feeUsd, net: 500 * usdS1 - feeUsd },
    ]);
    // The balances match the wallet the supplier sees.
    const wallet = (await get('s1', '/api/payments/balances/NGN')).body.data;
    expect(wallet.amount).toBe(1_000 * ngnS1 - feeNgn);
    const csv = (await get('s1', '/api/reports/deposits.csv?currency=NGN')).res;
    expect(csv.headers['content-disposition']).toMatch(/settlement-statement/);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Reference,Settled (UTC),Description,Gross,Fee,Net,Balance after,Currency',
      `${refs.september},2026-09-10T09:01:00.000Z,Settlement of sale ${refs.september},350000.00,3762.50,346237.50,346237.50,NGN`,
    ]);
    // A Hausa reader reads the lines in Hausa (the monthly statement's words); the CSV stays in
    // English, as its header.
    const inHausa = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/deposits',
      headers: { cookie: jars.s1!.header(), 'accept-language': 'ha' },
    });
    expect(inHausa.headers.vary).toMatch(/Accept-Language/);
    expect(inHausa.json().data.rows.map((row: { description: string }) => row.description)).toEqual([
      `Kammala biyan ciniki ${refs.octoberUsd}`,
      `Kammala biyan ciniki ${refs.september}`,
    ]);
    const byStatus = await get('s1', '/api/reports/deposits?status=Approved');
    expect(byStatus.status).toBe(400);
    expect(byStatus.body.errors[0].htmlId).toBe('status');
    for (const url of ['/api/reports/deposits', '/api/reports/deposits.csv']) {
      const byParty = await get('s1', `${url}?partyId=${s2.partyId}`);
      expect(byParty.status).toBe(400);
      expect(byParty.body.errors).toEqual([
        { htmlId: 'partyId', message: 'Only operators can filter by party' },
      ]);
    }
    // Another supplier's statement holds only its own settlement, never S1's.
    const other = (await get('s2', '/api/reports/deposits')).body.data;
    expect(other.rows.map((row: { reference: string }) => row.reference)).toEqual([refs.octoberB]);
  });
});

describe('audit trail', () => {
  type Entry = {
    action: string;
    actorRole: string;
    actorEmail: string | null;
    entityLabel: string | null;
    before: string | null;
    after: string | null;
  };
  const audit = async (query: string) => {
    const res = await get('admin', `/api/audit?pageSize=30&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as { rows: Entry[]; total: number };
  };

  it('records sales decisions with their actor and before/after status', async () => {
    const decided = await audit('action=sale_decided');
    expect(decided.rows.map((row) => [row.entityLabel, row.before, row.after, row.actorEmail])).toEqual(
      expect.arrayContaining([
        [refs.september, 'Pending', 'Approved', s1.email],
        [refs.rejected, 'Pending', 'Rejected', s1.email],
        [refs.cancelled, 'Pending', 'Cancelled', a.email],
      ]),
    );
    const placed = await audit(`action=purchase_placed&actor=${encodeURIComponent(a.email)}`);
    expect(placed.total).toBe(4);
  });

  it('records deposits, supply, prices, products and sign-ups', async () => {
    const deposits = await audit('entityType=deposit');
    expect(deposits.rows.filter((row) => row.action === 'deposit_decided')).toHaveLength(3);
    expect(deposits.rows.filter((row) => row.action === 'deposit_created')).toHaveLength(4);
    const added = await audit('action=stock_added');
    expect(added.total).toBe(2);
    // Stock lines read by name, never by raw id (issue 22, item 8).
    expect(added.rows.map((row) => row.entityLabel).sort()).toEqual([
      'Report CNG at Ajaokuta, 100,000 litres',
      'Report CNG at Kano, 50,000 litres',
    ]);
    const decidedStock = await audit('action=stock_decided');
    expect(decidedStock.rows.map((row) => row.entityLabel).sort()).toEqual([
      'Report CNG at Ajaokuta, 100,000 litres',
      'Report CNG at Kano, 50,000 litres',
    ]);
    expect(decidedStock.rows[0]).toMatchObject({
      before: 'Pending',
      after: 'Approved',
    });
    expect((await audit('action=price_set')).rows.map((row) => row.after).sort()).toEqual([
      '$0.25',
      '₦350.00',
      '₦400.00',
    ]);
    expect((await audit('action=inventory_created')).total).toBe(2);
    expect((await audit('action=product_created')).rows[0]).toMatchObject({
      entityLabel: 'Report CNG',
      after: 'Active',
    });
    expect((await audit('action=sign_up')).total).toBe(6);
    expect((await audit('action=email_verified')).total).toBe(6);
  });

  it('records logins, failed logins, logouts, password changes, onboarding and product changes', async () => {
    await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email: a.email,
      password: 'Wrong-Password-1',
    });
    await call(ctx.app, undefined, 'POST', '/api/auth/login', {
      email: 'nobody@nowhere.ng',
      password: 'Wrong-Password-1',
    });
    const failed = await audit('action=login_failed');
    expect(failed.rows.slice(0, 2).map((row) => [row.actorRole, row.actorEmail])).toEqual([
      ['anonymous', 'nobody@nowhere.ng'],
      ['anonymous', a.email],
    ]);

    const changed = await call(ctx.app, jars.b, 'POST', '/api/auth/password', {
      currentPassword: 'Kano-Gas-2026!',
      newPassword: 'Abuja-Steel-2027!',
      confirm: 'Abuja-Steel-2027!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await audit('action=password_changed')).rows[0]).toMatchObject({ actorEmail: b.email });

    await call(
      ctx.app,
      jars.admin,
      'PATCH',
      `/api/onboarding/complete/client/${pendingSupplier.partyId}/Approve`,
    );
    await call(ctx.app, jars.admin, 'PATCH', `/api/onboarding/customer/${pendingOfftaker.partyId}/Reject`);
    const onboarding = await audit('action=onboarding_decided');
    expect(onboarding.rows.map((row) => [row.before, row.after])).toEqual([
      ['Pending', 'Rejected'],
      ['Pending', 'Active'],
    ]);

    const spare = await newProduct(ctx, jars.admin!, 'Spare LNG');
    await call(ctx.app, jars.admin, 'PATCH', `/api/products/${spare}`);
    await call(ctx.app, jars.admin, 'DELETE', `/api/Product/${spare}`);
    const product = await audit(`entityType=product&entityId=${spare}`);
    expect(product.rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['product_deleted', 'Inactive', 'Deleted'],
      ['product_status_changed', 'Active', 'Inactive'],
      ['product_created', null, 'Active'],
    ]);

    await call(ctx.app, jars.a, 'POST', '/api/auth/logout');
    expect((await audit('action=logout')).rows[0]).toMatchObject({ actorEmail: a.email });
    jars.a = await logIn(ctx, a.email);
  });

  it('writes nothing when the change itself fails', async () => {
    const before = (await audit('action=deposit_decided')).total;
    const again = await call(ctx.app, jars.admin, 'PATCH', `/api/payments/${refs.depositA}/Rejected`);
    expect(again.statusCode).toBe(409);
    expect((await audit('action=deposit_decided')).total).toBe(before);
  });

  it('records in the same transaction: a decision that fails after its audit row leaves neither', async () => {
    // The decision writes the ledger, the deposit, the audit row, then queues the email: make
    // that last insert fail, and the audit row must go with the rest.
    const db = ctx.database.db;
    await db.execute(sql`create function refuse_job() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end $$`);
    await db.execute(
      sql`create trigger refuse_job before insert on jobs for each row execute function refuse_job()`,
    );
    try {
      const auditBefore = (await audit('action=deposit_decided')).total;
      const failed = await call(
        ctx.app,
        jars.admin,
        'PATCH',
        `/api/payments/${refs.waitingDeposit}/Approved`,
      );
      expect(failed.statusCode).toBe(500);
      expect((await audit('action=deposit_decided')).total).toBe(auditBefore);
      const pending = (await get('admin', '/api/reports/deposits?status=Pending')).body.data;
      expect(pending.rows.map((row: { reference: string }) => row.reference)).toEqual([refs.waitingDeposit]);
      expect((await get('b', '/api/payments/balances/NGN')).body.data.amount).toBe(100_000_000 - 200 * ngnS2);
    } finally {
      await db.execute(sql`drop trigger refuse_job on jobs`);
      await db.execute(sql`drop function refuse_job()`);
    }
    expect((await checkLedger(db)).breaches).toEqual([]);
  });

  it('records contacts, successful logins and expiries by the system', async () => {
    const added = await call(ctx.app, jars.s2, 'POST', '/api/profile/contacts', { firstName: 'Hauwa' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await audit('action=contact_added')).rows[0]).toMatchObject({ actorEmail: s2.email });

    const logins = () => audit(`action=login&actor=${encodeURIComponent(s2.email)}`);
    const loginsBefore = (await logins()).total;
    jars.s2 = await logIn(ctx, s2.email);
    const after = await logins();
    expect(after.total).toBe(loginsBefore + 1);
    expect(after.rows[0]).toMatchObject({ actorRole: 'client', actorEmail: s2.email, entityLabel: s2.email });

    // The pending purchase runs past its expiry: the job cancels it, and the system is the actor.
    clock.advanceMinutes(30 * 24 * 60);
    jars.admin = await logIn(ctx, adminEmail);
    while ((await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers })) > 0) {}
    const expiry = (await audit('action=sale_decided')).rows.filter((row) => row.actorRole === 'system');
    expect(expiry.map((row) => [row.entityLabel, row.before, row.after, row.actorEmail])).toEqual([
      [refs.pending, 'Pending', 'Cancelled', null],
    ]);
    clock.advanceMinutes(-30 * 24 * 60);
    for (const [name, email] of Object.entries({ admin: adminEmail, a: a.email, s1: s1.email })) {
      jars[name] = await logIn(ctx, email);
    }
  });

  it('is for operators only, and its rows cannot be changed or deleted', async () => {
    expect((await get('a', '/api/audit')).status).toBe(403);
    expect((await get('s1', '/api/audit')).status).toBe(403);
    expect((await call(ctx.app, undefined, 'GET', '/api/audit')).statusCode).toBe(401);
    await expect(ctx.database.db.execute(sql`update audit_events set action = 'changed'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate audit_events cascade`)).rejects.toThrow();
    expect((await audit('')).total).toBeGreaterThan(50);
  });
});

describe('exports in keyset batches', () => {
  const actorFor = (role: 'admin' | 'client', partyId: string | null) => ({
    userId: '',
    sessionId: '',
    email: '',
    role,
    partyId,
    partyStatus: partyId ? ('Active' as const) : null,
  });
  const collect = async <Row>(rows: AsyncGenerator<Row>) => {
    const all: Row[] = [];
    for await (const row of rows) all.push(row);
    return all;
  };

  it("gives each role's CSV rows exactly its report's rows, every column", async () => {
    // The CSV batch statement names the parties once per batch and joins the product and hub;
    // the report's page looks each up per row. Both must describe every sale the same way.
    const db = ctx.database.db;
    const callers = [
      ['admin', actorFor('admin', null)],
      ['s1', actorFor('client', s1.partyId)],
      ['s2', actorFor('client', s2.partyId)],
      ['a', { ...actorFor('client', a.partyId), role: 'customer' as const }],
      ['b', { ...actorFor('client', b.partyId), role: 'customer' as const }],
    ] as const;
    for (const [who, caller] of callers) {
      const report = (await get(who, '/api/reports/sales?pageSize=30')).body.data.rows;
      expect(report.length, who).toBeGreaterThan(0);
      expect(await collect(allSalesRows(db, caller, {}, 1000)), who).toEqual(report);
      expect(await collect(allSalesRows(db, caller, {}, 2)), who).toEqual(report);
    }
  });

  it('reads the same rows one at a time as all at once, timestamps to the microsecond included', async () => {
    // Two deposits in the same millisecond, apart by microseconds: a key that went through a
    // JavaScript Date would lose the difference and skip one of them.
    const db = ctx.database.db;
    await db.execute(sql`update payments set created_utc = '2026-10-01T10:00:00.123456Z'
      where reference = ${refs.depositB}`);
    await db.execute(sql`update payments set created_utc = '2026-10-01T10:00:00.123789Z'
      where reference = ${refs.depositAUsd}`);
    const admin = actorFor('admin', null);
    const supplier = actorFor('client', s1.partyId);
    const references = (rows: { reference: string }[]) => rows.map((row) => row.reference);

    const deposits = await collect(allDepositRows(db, admin, {}, 1000));
    expect(deposits).toHaveLength(4);
    expect(references(await collect(allDepositRows(db, admin, {}, 1)))).toEqual(references(deposits));
    const sales = await collect(allSalesRows(db, admin, {}, 1000));
    expect(sales).toHaveLength(6);
    expect(references(await collect(allSalesRows(db, admin, {}, 1)))).toEqual(references(sales));
    const statement = await collect(allStatementRows(db, supplier, {}, 1000));
    expect(statement).toHaveLength(2);
    expect(references(await collect(allStatementRows(db, supplier, {}, 1)))).toEqual(references(statement));
  });
});

describe('dates a report cannot hold (issue 21, finding 4)', () => {
  // Year 0 or 1 moved to Lagos time is year 0 or -1, which PostgreSQL refuses: the JSON reports
  // answered 500 and the CSV exports 200 and then cut the connection.
  const outOfRange = 'Enter a date from 2000-01-01 to 9999-12-31';
  const reads: [string, string][] = [
    ['admin', '/api/reports/sales'],
    ['admin', '/api/reports/sales.csv'],
    ['admin', '/api/reports/deposits'],
    ['admin', '/api/reports/deposits.csv'],
    ['s1', '/api/reports/deposits'],
    ['s1', '/api/reports/deposits.csv'],
    ['admin', '/api/audit'],
  ];

  it('answers 400 on the field, in JSON, for days before 2000 or after 9999 on every report and the audit trail', async () => {
    for (const [who, path] of reads) {
      for (const [field, day] of [
        ['from', '0001-01-01'],
        ['to', '0000-01-01'],
        ['from', '1999-12-31'],
        ['to', '0000-12-31'],
      ] as const) {
        const context = `${who} ${path}?${field}=${day}`;
        const { status, body, res } = await get(who, `${path}?${field}=${day}`);
        expect(status, `${context}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(body, context).toMatchObject({ success: false, data: null });
        expect(body.errors, context).toContainEqual({ htmlId: field, message: outOfRange });
      }
    }
  });

  it('answers 400 on the field for a day the calendar does not have, instead of reading the next month', async () => {
    // Date.parse reads 2026-04-31 as 1 May: the sales report answered the sales of 1 May.
    const { status, body, res } = await get('admin', '/api/reports/sales?from=2026-04-31&to=2026-04-31');
    expect(status, res.body.slice(0, 200)).toBe(400);
    expect(body).toMatchObject({ success: false, data: null });
    expect(body.errors).toEqual([
      { htmlId: 'from', message: 'Enter a real date' },
      { htmlId: 'to', message: 'Enter a real date' },
    ]);
    for (const [who, path] of reads) {
      for (const day of ['2026-02-30', '2026-02-29']) {
        const context = `${who} ${path}?from=${day}`;
        const answer = await get(who, `${path}?from=${day}`);
        expect(answer.status, `${context}: ${answer.res.body.slice(0, 200)}`).toBe(400);
        expect(answer.body.errors, context).toEqual([{ htmlId: 'from', message: 'Enter a real date' }]);
      }
    }
  });

  it('still reads the first and the last day allowed', async () => {
    for (const [who, path] of reads) {
      const context = `${who} ${path}`;
      const { status, res } = await get(who, `${path}?from=2000-01-01&to=9999-12-31`);
      expect(status, `${context}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('deliveries in progress (issue 17)', () => {
  it('counts approved sales not yet settled on the buyer’s, the supplier’s and the operators’ dashboards; the report and CSV say where they stand', async () => {
    const before = (await get('admin', '/api/dashboard')).body.data;
    expect(before).toMatchObject({ inFulfilment: [], disputes: 0 });
    const inProgress = await buy('b', s2Inventory.id, 70, 'NGN', ngnS2);
    const approved = await call(ctx.app, jars.s2, 'PATCH', `/api/sales/${inProgress.id}/Approved`);
    expect(approved.statusCode).toBe(200);
    const figure = [{ currency: 'NGN', count: 1, amount: 70 * ngnS2 }];
    expect((await get('b', '/api/dashboard')).body.data.inFulfilment).toEqual(figure);
    expect((await get('s2', '/api/dashboard')).body.data.inFulfilment).toEqual(figure);
    expect((await get('s1', '/api/dashboard')).body.data.inFulfilment).toEqual([]);
    expect((await get('admin', '/api/dashboard')).body.data).toMatchObject({
      inFulfilment: figure,
      disputes: 0,
    });
    const { body } = await get('b', '/api/reports/sales?status=Approved');
    expect(body.data.rows.find((row: { id: string }) => row.id === inProgress.id)).toMatchObject({
      fulfilmentMethod: 'collection',
      fulfilmentStatus: 'Ready for collection',
      deliveredQuantity: null,
      logisticsFee: 0,
      logisticsFeeCharged: null,
      settledUtc: null,
      completedUtc: null,
    });
    const csv = (await get('b', '/api/reports/sales.csv?status=Approved')).res.body;
    const line = csv.split('\r\n').find((row) => row.startsWith(inProgress.reference))!;
    expect(line.split(',').slice(-7)).toEqual([
      'collection',
      'Ready for collection',
      '',
      '0.00',
      '',
      '',
      'Spot',
    ]);
    // Collected and accepted: settled, so in fulfilment no more on any of the three dashboards.
    await collect(ctx, inProgress.id, 70);
    const accepted = await call(ctx.app, jars.b, 'POST', `/api/sales/${inProgress.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const who of ['b', 's2', 'admin']) {
      expect((await get(who, '/api/dashboard')).body.data.inFulfilment, who).toEqual([]);
    }
  });
});

describe('settlements for less than was ordered', () => {
  /** The three sales of 100 L at ₦10.00 below, settled for 90 L, 40 L and 0 L. */
  const part: Record<'ninety' | 'forty' | 'none', { id: string; reference: string }> = {} as never;

  it("gives the supplier's statement the goods paid for (accepted litres x unit price) as gross, so gross - fee = net", async () => {
    const s3 = await newParty(ctx, 'supplier');
    jars.s3 = s3.jar;
    const inventoryId = await newInventory(ctx, s3.jar, {
      productId,
      hub: 'Kano',
      stock: 10_000,
      prices: { NGN: 1_000 },
    });
    // Access cookies last 5 minutes and each purchase moves the clock a minute: log in again.
    const logInAgain = async () => {
      jars.a = await logIn(ctx, a.email);
      jars.admin = await logIn(ctx, adminEmail);
      jars.s3 = await logIn(ctx, s3.email);
    };
    const approvedAndCollected = async (collected: number) => {
      await logInAgain();
      const sale = await buy('a', inventoryId, 100, 'NGN', 1_000);
      const approved = await call(ctx.app, jars.s3, 'PATCH', `/api/sales/${sale.id}/Approved`);
      expect(approved.statusCode, approved.body).toBe(200);
      await collect(ctx, sale.id, collected);
      return sale;
    };
    const settleDispute = async (saleId: string, quantity: number) => {
      const disputed = await call(ctx.app, jars.a, 'POST', `/api/sales/${saleId}/dispute`, {
        reason: 'Part of the gas failed the pressure test',
      });
      expect(disputed.statusCode, disputed.body).toBe(200);
      const resolved = await call(ctx.app, jars.admin, 'POST', `/api/sales/${saleId}/resolve`, {
        outcome: 'settle-part',
        quantity,
        note: 'Checked at the hub',
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
    };
    // 100 L ordered at ₦10.00, 90 L collected and accepted: ₦900.00 of goods paid for.
    const partLoad = await approvedAndCollected(90);
    const accepted = await call(ctx.app, jars.a, 'POST', `/api/sales/${partLoad.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    // 100 L collected, a dispute settled for 40 L: ₦400.00 paid for.
    const settledForPart = await approvedAndCollected(100);
    await settleDispute(settledForPart.id, 40);
    // A dispute settled for nothing: the supplier is paid nothing, so no line.
    const settledForNothing = await approvedAndCollected(100);
    await settleDispute(settledForNothing.id, 0);
    Object.assign(part, { ninety: partLoad, forty: settledForPart, none: settledForNothing });
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
    await logInAgain();

    const statement = (await get('s3', '/api/reports/deposits')).body.data;
    const fee90 = feeWithVat(90 * 1_000);
    const fee40 = feeWithVat(40 * 1_000);
    expect(fee90).toBe(968);
    expect(statement.rows).toEqual([
      expect.objectContaining({
        reference: settledForPart.reference,
        gross: 40_000,
        fee: fee40,
        net: 40_000 - fee40,
        balanceAfter: 130_000 - fee90 - fee40,
      }),
      expect.objectContaining({
        reference: partLoad.reference,
        gross: 90_000,
        fee: 968,
        net: 89_032,
        balanceAfter: 89_032,
      }),
    ]);
    expect(statement.totals).toEqual([
      { currency: 'NGN', count: 2, gross: 130_000, fee: fee90 + fee40, net: 130_000 - fee90 - fee40 },
    ]);
    expect(statement.byMonth).toEqual([
      expect.objectContaining({ currency: 'NGN', count: 2, gross: 130_000, net: 130_000 - fee90 - fee40 }),
    ]);
    // The wallet holds what the statement's net lines add up to.
    expect((await get('s3', '/api/payments/balances/NGN')).body.data.amount).toBe(130_000 - fee90 - fee40);
    const csv = (await get('s3', '/api/reports/deposits.csv')).res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv.find((line: string) => line.startsWith(partLoad.reference))).toMatch(
      /,Settlement of sale [^,]+,900\.00,9\.68,890\.32,890\.32,NGN$/,
    );
    expect(csv.find((line: string) => line.startsWith(settledForPart.reference))).toMatch(
      /,400\.00,4\.30,395\.70,1286\.02,NGN$/,
    );
    expect(csv).toHaveLength(3);
  });
  it('records the litres settled on the sale, and fills them from the fulfilment when a writer leaves them out', async () => {
    const settledLitres = async () =>
      (
        (await ctx.database.db.execute(sql`
          select reference, settled_quantity::int as litres from sales
          where id in (${part.ninety.id}, ${part.forty.id}, ${part.none.id}) order by reference`)) as unknown as {
          rows: { reference: string; litres: number }[];
        }
      ).rows;
    const expected = [
      { reference: part.ninety.reference, litres: 90 },
      { reference: part.forty.reference, litres: 40 },
      { reference: part.none.reference, litres: 0 },
    ].sort((x, y) => (x.reference < y.reference ? -1 : 1));
    expect(await settledLitres()).toEqual(expected);
    // A settlement by the previous release's processes (during a rolling upgrade) sets the fee and
    // completion but not the litres: they come from the fulfilment's accepted quantity.
    await ctx.database.db.execute(sql`
      update sales set settled_quantity = null
      where id in (${part.ninety.id}, ${part.forty.id}, ${part.none.id})`);
    expect(await settledLitres()).toEqual(expected);
  });

  it("counts them on the dashboards' Completed and Traded figures at the litres paid for, and a sale settled for 0 L not at all", async () => {
    // s3 sold only these three sales: ordered ₦3,000.00 and 300 L, paid for ₦1,300.00 and 130 L.
    expect((await get('s3', '/api/dashboard')).body.data.completedByMonth).toEqual([
      { month: '2026-11', currency: 'NGN', count: 2, amount: 130_000, quantity: 130 },
    ]);
    // The buyer's and the operators' figures: every Approved sale grouped by hand, a settled one at
    // its accepted litres x unit price (and counted only with more than 0 L), one in fulfilment at
    // what was ordered.
    const grouped = async (key: 'month' | 'hub', customerId?: string) =>
      (
        (await ctx.database.db.execute(sql`
          select ${sql.raw(key === 'month' ? "to_char((s.completed_utc at time zone 'UTC') + interval '1 hour', 'YYYY-MM')" : 'h.name')} as key,
            s.currency, count(*)::int as count, sum(f.quantity_accepted * s.unit_price)::int as amount,
            sum(f.quantity_accepted)::int as quantity
          from sales s join fulfilments f on f.sale_id = s.id join hubs h on h.id = s.hub_id
          where s.status = 'Approved' and s.completed_utc is not null and f.quantity_accepted > 0
            and (${customerId ?? null}::uuid is null or s.customer_id = ${customerId ?? null}::uuid)
          group by 1, 2, h.sort_order order by ${sql.raw(key === 'month' ? '1' : 'h.sort_order')}, 2`)) as unknown as {
          rows: { key: string; currency: string; count: number; amount: number; quantity: number }[];
        }
      ).rows;
    const months = async (customerId?: string) => {
      const byMonth = new Map<
        string,
        { month: string; currency: string; count: number; amount: number; quantity: number }
      >();
      for (const { key, ...row } of await grouped('month', customerId)) {
        const figure = byMonth.get(`${key} ${row.currency}`);
        if (figure) {
          figure.count += row.count;
          figure.amount += row.amount;
          figure.quantity += row.quantity;
        } else byMonth.set(`${key} ${row.currency}`, { month: key, ...row });
      }
      return [...byMonth.values()].sort((x, y) =>
        x.month === y.month ? (x.currency < y.currency ? -1 : 1) : x.month < y.month ? -1 : 1,
      );
    };
    const buyer = (await get('a', '/api/dashboard')).body.data;
    expect(buyer.completedByMonth).toEqual(await months(a.partyId));
    // Its November NGN: the 90 L and the 40 L; the 0 L sale is not one.
    expect(buyer.completedByMonth).toContainEqual(
      expect.objectContaining({
        month: '2026-11',
        currency: 'NGN',
        count: 2,
        amount: 130_000,
        quantity: 130,
      }),
    );
    const operators = (await get('admin', '/api/dashboard')).body.data;
    expect(operators.tradedByMonth).toEqual(await months());
    // Kano in NGN: B's 200 L (October) and 70 L (November) from S2 at ₦400, and s3's 90 L and 40 L.
    expect(operators.tradedByHub).toContainEqual({
      hub: 'Kano',
      currency: 'NGN',
      count: 4,
      amount: 270 * ngnS2 + 130_000,
      quantity: 400,
    });
    // The same after the running totals are counted again from the sales.
    await ctx.database.db.execute(sql`select sales_totals_rebuild()`);
    const rebuilt = (await get('admin', '/api/dashboard')).body.data;
    expect({ byMonth: rebuilt.tradedByMonth, byHub: rebuilt.tradedByHub }).toEqual({
      byMonth: operators.tradedByMonth,
      byHub: operators.tradedByHub,
    });
  });
});
