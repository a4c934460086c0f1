import { maxPriceAmount, maxPurchaseQuantity, platformFee, platformFeeVat } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, inventories, jobs, payments, sales, stockLines } from '../src/db/schema.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { balanceOf, platformRevenue, platformVatPayable } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, logIn, newAdmin, newInventory, newParty, newProduct } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import {
  type CookieJar,
  call,
  expectFieldErrors,
  manualClock,
  refusal,
  startTestApp,
  type TestContext,
} from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
let admin: CookieJar;
let supplier: Awaited<ReturnType<typeof newParty>>;
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = (await newAdmin(ctx)).jar;
  supplier = await newParty(ctx, 'supplier');
  productId = await newProduct(ctx, admin, 'Trading CNG');
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const pricePerLitre = 35_000; // ₦350.00
async function offer(stock: number, hub = 'Ajaokuta') {
  return newInventory(ctx, supplier.jar, { productId, hub, stock, prices: { NGN: pricePerLitre } });
}
let hubIndex = 0;
const hubsInTurn = ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano'];
/** Each test gets its own inventory (one per supplier, product and hub), with a fresh supplier when hubs run out. */
async function freshOffer(stock: number) {
  if (hubIndex === hubsInTurn.length) {
    supplier = await newParty(ctx, 'supplier');
    hubIndex = 0;
  }
  return offer(stock, hubsInTurn[hubIndex++]);
}

async function buyer(funds: number) {
  const party = await newParty(ctx, 'offtaker');
  if (funds > 0) await fundWallet(ctx, party.jar, admin, funds);
  return party;
}

const buy = (
  jar: CookieJar,
  contractId: string,
  quantity: number,
  extra: Record<string, unknown> = {},
  key?: string,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { cookie: jar.header(), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { productId, contractId, quantity, currency: 'NGN', amount: quantity * pricePerLitre, ...extra },
  });
const inventory = async (id: string) =>
  (await ctx.database.db.select().from(inventories).where(eq(inventories.id, id)))[0]!;
const balance = async (jar: CookieJar) =>
  (await call(ctx.app, jar, 'GET', '/api/payments/balances/NGN')).json().data;

describe('placing a purchase', () => {
  it('reserves the stock, holds the funds and records the Pending sale and Debit payment, in one go', async () => {
    const contractId = await freshOffer(1_000);
    const amina = await buyer(1_000_000_00);
    const res = await buy(amina.jar, contractId, 100);
    expect(res.statusCode).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      status: 'Pending',
      quantity: 100,
      unit: 'Liters',
      unitPrice: pricePerLitre,
      amount: 3_500_000,
      amountString: '₦35,000.00',
      fee: null,
      product: { name: 'Trading CNG' },
      customer: { id: amina.partyId },
      supplier: { id: supplier.partyId },
    });
    expect(sale.reference).toMatch(/^SL-\d{6}-[0-9A-Z]{6}$/);
    expect(await inventory(contractId)).toMatchObject({ quantity: 1_000, reserved: 100 });
    expect(await balance(amina.jar)).toMatchObject({ amount: 1_000_000_00 - 3_500_000, held: 3_500_000 });
    const [debit] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, sale.reference));
    expect(debit).toMatchObject({
      flow: 'Debit',
      status: 'Pending',
      amount: 3_500_000,
      prevBal: 1_000_000_00,
      currBal: 1_000_000_00 - 3_500_000,
    });
    const [line] = await ctx.database.db
      .select()
      .from(stockLines)
      .where(
        eq(
          stockLines.id,
          (await ctx.database.db.select().from(sales).where(eq(sales.id, sale.id)))[0]!.stockLineId,
        ),
      );
    expect(line).toMatchObject({ flow: 'Out', category: 'Sale', status: 'Pending', quantity: 100 });
  });

  it('re-prices on the server: a changed price answers 409 and writes nothing', async () => {
    const contractId = await freshOffer(500);
    const bola = await buyer(1_000_000_00);
    const res = await buy(bola.jar, contractId, 10, { amount: 10 * 30_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { htmlId: 'amount', message: 'The price has changed. Please review the new offers' },
    ]);
    expect(await inventory(contractId)).toMatchObject({ reserved: 0 });
    expect((await balance(bola.jar)).held).toBe(0);
  });

  it('refuses a purchase the wallet cannot cover, and one the stock cannot fill', async () => {
    const contractId = await freshOffer(50);
    const poor = await buyer(10 * pricePerLitre);
    const tooDear = await buy(poor.jar, contractId, 11);
    expect(tooDear.statusCode).toBe(409);
    expect(tooDear.json().errors).toEqual([
      { htmlId: 'amount', message: 'Insufficient funds in the wallet' },
    ]);
    expect(await inventory(contractId)).toMatchObject({ reserved: 0 });
    const rich = await buyer(1_000_000_00);
    const tooMuch = await buy(rich.jar, contractId, 51);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors).toEqual([
      { htmlId: 'quantity', message: 'Not enough stock: only 50 litres are available' },
    ]);
  });

  it('refuses, on the quantity, a purchase whose amount is beyond any wallet (price x quantity past bigint)', async () => {
    const dearest = await newInventory(ctx, (await newParty(ctx, 'supplier')).jar, {
      productId,
      stock: 10,
      prices: { NGN: maxPriceAmount },
    });
    const rich = await buyer(1_000_000_00);
    const res = await buy(rich.jar, dearest, maxPurchaseQuantity, { amount: Number.MAX_SAFE_INTEGER });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { htmlId: 'quantity', message: 'This purchase is too large: lower the quantity' },
    ]);
    // Below bigint's limit but above what an amount can be (2^53 - 1): the same answer, not "the
    // price has changed" to every retry.
    const large = await buy(rich.jar, dearest, 1_000_000, { amount: Number.MAX_SAFE_INTEGER });
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toEqual([
      { htmlId: 'quantity', message: 'This purchase is too large: lower the quantity' },
    ]);
    expect(await inventory(dearest)).toMatchObject({ reserved: 0 });
    expect((await balance(rich.jar)).held).toBe(0);
  });

  it('validates the New Transaction fields', async () => {
    const anyone = await buyer(0);
    const res = await call(ctx.app, anyone.jar, 'POST', '/api/sales', { currency: 'NGN' });
    expect(res.statusCode).toBe(400);
    expectFieldErrors(res, {
      productId: 'Product is required',
      contractId: 'Contract is required',
      quantity: 'Quantity is required',
    });
  });

  it('is only for Active offtakers', async () => {
    const contractId = await freshOffer(10);
    const pending = await newParty(ctx, 'offtaker', { status: 'Pending' });
    expect((await buy(pending.jar, contractId, 1)).statusCode).toBe(403);
    expect((await buy(supplier.jar, contractId, 1)).statusCode).toBe(403);
  });

  it('honours Idempotency-Key: a replay returns the first sale; another body is refused', async () => {
    const contractId = await freshOffer(100);
    const chidi = await buyer(1_000_000_00);
    const first = await buy(chidi.jar, contractId, 5, {}, 'sale-key-000001');
    const replay = await buy(chidi.jar, contractId, 5, {}, 'sale-key-000001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(first.json().data.id);
    const other = await buy(chidi.jar, contractId, 6, {}, 'sale-key-000001');
    expect(other.statusCode).toBe(409);
    expect(await inventory(contractId)).toMatchObject({ reserved: 5 });
  });

  it('replays a key stored before use cases owned their transactions (an HTTP envelope) from its data', async () => {
    const contractId = await freshOffer(100);
    const ada = await buyer(1_000_000_00);
    const first = (await buy(ada.jar, contractId, 3, {}, 'sale-key-legacy1')).json().data;
    // What the key's row held before the change: the whole envelope with its status code.
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ statusCode: 201, responseBody: { success: true, data: first, errors: [] } })
      .where(eq(idempotencyKeys.key, 'sale-key-legacy1'));
    const replay = await buy(ada.jar, contractId, 3, {}, 'sale-key-legacy1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toEqual(first);
    expect(await inventory(contractId)).toMatchObject({ reserved: 3 });
  });
});

describe('resolving a sale', () => {
  it('approval accepts the order: funds stay held and stock reserved; settlement after acceptance pays the supplier less the 1% fee', async () => {
    const contractId = await freshOffer(1_000);
    const musa = await buyer(1_000_000_00);
    const sale = (await buy(musa.jar, contractId, 200)).json().data;
    const revenueBefore = await balanceOf(ctx.database.db, platformRevenue('NGN'));
    const vatBefore = await balanceOf(ctx.database.db, platformVatPayable('NGN'));
    const supplierBefore = (await balance(supplier.jar)).amount;
    const res = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
    expect(res.statusCode).toBe(200);
    const amount = 200 * pricePerLitre;
    // The rule changed with fulfilment (issue 17): approval no longer pays the supplier.
    expect(res.json().data).toMatchObject({
      status: 'Approved',
      fee: null,
      completedUtc: null,
      fulfilmentMethod: 'collection',
      fulfilmentStatus: 'Ready for collection',
      logisticsFee: 0,
    });
    expect(await inventory(contractId)).toMatchObject({ quantity: 1_000, reserved: 200 });
    expect(await balance(musa.jar)).toMatchObject({ amount: 1_000_000_00 - amount, held: amount });
    expect((await balance(supplier.jar)).amount).toBe(supplierBefore);
    expect(await balanceOf(ctx.database.db, platformRevenue('NGN'))).toBe(revenueBefore);

    // Collected at the hub and accepted by the buyer: now the sale settles.
    await collect(ctx, sale.id, 200);
    const accepted = await call(ctx.app, musa.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    // Less the ₦700.00 fee and its 7.5 % VAT (₦52.50, to the platform's VAT-payable account).
    expect(accepted.json().data).toMatchObject({
      status: 'Settled',
      supplierPaid: amount - 70_000 - 5_250,
      platformFeeVat: 5_250,
    });
    const settled = (await call(ctx.app, musa.jar, 'GET', `/api/sales/${sale.id}`)).json().data;
    expect(settled).toMatchObject({
      status: 'Approved',
      fee: platformFee(amount),
      fulfilmentStatus: 'Settled',
    });
    expect(settled.completedUtc).not.toBeNull();
    expect(platformFee(amount)).toBe(70_000);
    expect(await inventory(contractId)).toMatchObject({ quantity: 800, reserved: 0 });
    expect(await balance(musa.jar)).toMatchObject({ amount: 1_000_000_00 - amount, held: 0 });
    expect((await balance(supplier.jar)).amount).toBe(
      supplierBefore + amount - platformFee(amount) - platformFeeVat(platformFee(amount), 750),
    );
    expect(await balanceOf(ctx.database.db, platformVatPayable('NGN'))).toBe(vatBefore + 5_250);
    expect(await balanceOf(ctx.database.db, platformRevenue('NGN'))).toBe(
      revenueBefore + platformFee(amount),
    );
    const [debit] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, sale.reference));
    expect(debit!.status).toBe('Approved');
    const again = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Rejected`);
    expect(again.statusCode).toBe(409);
    // The market's buy side lists open bids (issue 19), not trades: none here.
    const markets = (await call(ctx.app, undefined, 'GET', '/api/markets')).json().data;
    const row = markets.find(
      (r: { product: string; deliveryPoint: string }) =>
        r.product === 'Trading CNG' && r.deliveryPoint === sale.hub.name,
    );
    expect(row.buy).toEqual([]);
    expect(again.json().errors[0].message).toBe('This sale is already Approved');
  });

  it('charges at least one minor unit of fee on a small sale, so splitting an order never avoids it', async () => {
    // Issue 21, finding 7: 1% rounded half up was 0 on every sale under 50 minor units.
    const cheapSupplier = await newParty(ctx, 'supplier');
    const contractId = await newInventory(ctx, cheapSupplier.jar, {
      productId,
      stock: 100,
      prices: { NGN: 10 },
    });
    const musa = await buyer(1_000_00);
    const sale = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { cookie: musa.jar.header() },
        payload: { productId, contractId, quantity: 4, currency: 'NGN', amount: 40 },
      })
    ).json().data;
    const revenueBefore = await balanceOf(ctx.database.db, platformRevenue('NGN'));
    const res = await call(ctx.app, cheapSupplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Approved', amount: 40, fee: null });
    await collect(ctx, sale.id, 4);
    expect((await call(ctx.app, musa.jar, 'POST', `/api/sales/${sale.id}/accept`, {})).statusCode).toBe(200);
    const settled = (await call(ctx.app, musa.jar, 'GET', `/api/sales/${sale.id}`)).json().data;
    expect(settled).toMatchObject({ status: 'Approved', amount: 40, fee: 1 });
    expect((await balance(cheapSupplier.jar)).amount).toBe(39);
    expect(await balanceOf(ctx.database.db, platformRevenue('NGN'))).toBe(revenueBefore + 1);
  });

  it('rejection and cancellation release the stock and the funds', async () => {
    const contractId = await freshOffer(100);
    const ada = await buyer(1_000_000_00);
    const rejected = (await buy(ada.jar, contractId, 10)).json().data;
    const cancelled = (await buy(ada.jar, contractId, 20)).json().data;
    expect(
      (await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${rejected.id}/Rejected`)).json().data.status,
    ).toBe('Rejected');
    expect(
      (await call(ctx.app, ada.jar, 'PATCH', `/api/sales/${cancelled.id}/Cancelled`)).json().data.status,
    ).toBe('Cancelled');
    expect(await inventory(contractId)).toMatchObject({ quantity: 100, reserved: 0 });
    expect(await balance(ada.jar)).toMatchObject({ amount: 1_000_000_00, held: 0 });
  });

  it('expires a sale nobody resolves after SALE_EXPIRY_HOURS, once', async () => {
    const contractId = await freshOffer(100);
    const ngozi = await buyer(1_000_000_00);
    const sale = (await buy(ngozi.jar, contractId, 30)).json().data;
    const run = () => runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers, limit: 500 });
    await run();
    expect((await call(ctx.app, ngozi.jar, 'GET', `/api/sales/${sale.id}`)).json().data.status).toBe(
      'Pending',
    );
    clock.advanceMinutes(48 * 60 + 1);
    await run();
    // Two days later every session has ended: everyone logs in again.
    admin = (await newAdmin(ctx)).jar;
    supplier = await newParty(ctx, 'supplier');
    hubIndex = 0;
    ngozi.jar = await logIn(ctx, ngozi.email);
    const expired = (await call(ctx.app, ngozi.jar, 'GET', `/api/sales/${sale.id}`)).json().data;
    expect(expired).toMatchObject({ status: 'Cancelled', resolution: 'Expired' });
    expect(expired.timeline.map((step: { event: string }) => step.event)).toEqual(['Placed', 'Expired']);
    expect(await balance(ngozi.jar)).toMatchObject({ amount: 1_000_000_00, held: 0 });
    expect(await inventory(contractId)).toMatchObject({ reserved: 0 });
  });

  it('the expiry sweep expires a purchase whose expiry job ran out of retries, once', async () => {
    const contractId = await freshOffer(100);
    const bola = await buyer(1_000_000_00);
    const sale = (await buy(bola.jar, contractId, 25)).json().data;
    // The job failed its last attempt (a long outage): the queue will not run it again.
    await ctx.database.db
      .update(jobs)
      .set({ failedUtc: clock.now() })
      .where(eq(jobs.dedupeKey, `sale-expiry:${sale.id}`));
    const sweep = () =>
      ctx.app.jobHandlers['sale-expiry-sweep']!(
        { occurrence: clock.now().toISOString() },
        { id: crypto.randomUUID(), createdUtc: clock.now() },
      );
    const statusNow = async () =>
      (await ctx.database.db.select({ status: sales.status }).from(sales).where(eq(sales.id, sale.id)))[0]!
        .status;
    clock.advanceMinutes(48 * 60 + 1);
    await sweep(); // within the job's own grace (10 minutes): left to it
    expect(await statusNow()).toBe('Pending');
    clock.advanceMinutes(15);
    await sweep();
    await sweep(); // nothing left: expired once
    // Two days later every session has ended: everyone logs in again.
    admin = (await newAdmin(ctx)).jar;
    supplier = await newParty(ctx, 'supplier');
    hubIndex = 0;
    bola.jar = await logIn(ctx, bola.email);
    const expired = (await call(ctx.app, bola.jar, 'GET', `/api/sales/${sale.id}`)).json().data;
    expect(expired).toMatchObject({ status: 'Cancelled', resolution: 'Expired' });
    expect(expired.timeline.map((step: { event: string }) => step.event)).toEqual(['Placed', 'Expired']);
    expect(await balance(bola.jar)).toMatchObject({ amount: 1_000_000_00, held: 0 });
    expect(await inventory(contractId)).toMatchObject({ reserved: 0 });
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });

  it('refuses to approve a sale past its expiry even before the expiry job has run; the job then expires it', async () => {
    const contractId = await freshOffer(100);
    const seller = supplier;
    const musa = await buyer(1_000_000_00);
    const sale = (await buy(musa.jar, contractId, 10)).json().data;
    clock.advanceMinutes(48 * 60 + 1); // the worker is down: nothing has run
    const sellerJar = await logIn(ctx, seller.email);
    const late = await call(ctx.app, sellerJar, 'PATCH', `/api/sales/${sale.id}/Approved`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refusal('This purchase has expired and can no longer be approved'));
    musa.jar = await logIn(ctx, musa.email);
    expect((await call(ctx.app, musa.jar, 'GET', `/api/sales/${sale.id}`)).json().data.status).toBe(
      'Pending',
    );
    await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers, limit: 500 });
    expect((await call(ctx.app, musa.jar, 'GET', `/api/sales/${sale.id}`)).json().data).toMatchObject({
      status: 'Cancelled',
      resolution: 'Expired',
    });
    expect(await balance(musa.jar)).toMatchObject({ amount: 1_000_000_00, held: 0 });
    // Two days later every session has ended: the next tests log in again.
    admin = (await newAdmin(ctx)).jar;
    supplier = await newParty(ctx, 'supplier');
    hubIndex = 0;
  });

  it('keeps each side to its own sales (404) and its own actions (403)', async () => {
    const contractId = await freshOffer(100);
    const owner = await buyer(1_000_000_00);
    const sale = (await buy(owner.jar, contractId, 1)).json().data;
    const otherSupplier = await newParty(ctx, 'supplier');
    const otherBuyer = await buyer(0);
    expect((await call(ctx.app, otherSupplier.jar, 'GET', `/api/sales/${sale.id}`)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, otherSupplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`)).statusCode,
    ).toBe(404);
    expect((await call(ctx.app, otherBuyer.jar, 'GET', `/api/sales/${sale.id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, otherBuyer.jar, 'PATCH', `/api/sales/${sale.id}/Cancelled`)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, owner.jar, 'PATCH', `/api/sales/${sale.id}/Approved`)).statusCode).toBe(403);
    expect((await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Cancelled`)).statusCode).toBe(
      403,
    );
    expect((await call(ctx.app, admin, 'PATCH', `/api/sales/${sale.id}/Approved`)).statusCode).toBe(403);
    expect((await call(ctx.app, admin, 'GET', `/api/sales/${sale.id}`)).statusCode).toBe(200);
    const mine = (await call(ctx.app, otherSupplier.jar, 'GET', '/api/sales')).json().data;
    expect(mine).toEqual([]);
  });
});

describe('correctness under concurrency', () => {
  it('200 concurrent one-litre purchases against 50 litres: exactly 50 succeed, the rest a clear 409', async () => {
    const contractId = await freshOffer(50);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => buyer(1_000_000_00)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => buy(buyers[i % 4]!.jar, contractId, 1)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(results.find((r) => r.statusCode === 409)!.json().errors[0].message).toBe(
      'Not enough stock: only 0 litres are available',
    );
    expect(await inventory(contractId)).toMatchObject({ quantity: 50, reserved: 50 });
  });

  it('an offtaker with funds for 10 purchases firing 40 gets at most 10', async () => {
    const contractId = await freshOffer(10_000);
    const bello = await buyer(10 * 10 * pricePerLitre);
    const results = await Promise.all(Array.from({ length: 40 }, () => buy(bello.jar, contractId, 10)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().errors[0].htmlId === 'amount'),
    ).toBe(true);
    expect(await balance(bello.jar)).toMatchObject({ amount: 0, held: 10 * 10 * pricePerLitre });
  });

  it('50 concurrent approve, reject and cancel calls on one sale: exactly one takes effect', async () => {
    const contractId = await freshOffer(100);
    const tunde = await buyer(1_000_000_00);
    const sale = (await buy(tunde.jar, contractId, 10)).json().data;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const [jar, resolution] =
          i % 3 === 0
            ? [supplier.jar, 'Approved']
            : i % 3 === 1
              ? [supplier.jar, 'Rejected']
              : [tunde.jar, 'Cancelled'];
        return call(ctx.app, jar, 'PATCH', `/api/sales/${sale.id}/${resolution}`);
      }),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
  });

  it('replays racing the first request of a key answer its success, even when it spent the last of the funds', async () => {
    // Found by the money model: a replay that ran while the first request held the key used to
    // run the purchase again and answer 409 "Insufficient funds" for a purchase that had succeeded.
    const contractId = await freshOffer(1_000);
    const yemi = await buyer(3 * pricePerLitre);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buy(yemi.jar, contractId, 3, {}, 'last-funds-key-1')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await balance(yemi.jar)).toMatchObject({ amount: 0, held: 3 * pricePerLitre });
  });

  it('50 replays of one Idempotency-Key make one sale', async () => {
    const contractId = await freshOffer(1_000);
    const kemi = await buyer(1_000_000_00);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => buy(kemi.jar, contractId, 3, {}, 'replayed-key-42')),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await ctx.database.db.select().from(sales).where(eq(sales.customerId, kemi.partyId));
    expect(rows).toHaveLength(1);
    expect(await inventory(contractId)).toMatchObject({ reserved: 3 });
  });
});
