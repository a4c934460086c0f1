import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, inventories, sales } from '../src/db/schema.ts';
import { saleContracts } from '../src/db/schema-forwards.ts';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { businessProfiles } from '../src/db/schema-verification.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  completeBusinessProfile,
  fundWallet,
  hubIds,
  logIn,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  type Party,
} from './builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';
import { newSlot } from './logistics-builders.ts';

// Forward contracts (issue 19, point 3): a supplier prices the open delivery months apart from
// Spot, the listings offer each month as its own contract, a buyer buys a month (funds held and
// stock reserved at once), its loading is booked inside the month and the dispatch limit counts
// from the month's first day. The clock starts on 22 Nov 2026: Nov 2026 to Feb 2027 are open.

const clock = manualClock();
let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
let supplier: Party;
let productId: string;
let inventoryId: string;
const spotPrice = 35_000;
const decemberPrice = 36_500;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = await newAdmin(ctx);
  supplier = await newParty(ctx, 'supplier');
  productId = await newProduct(ctx, admin.jar, 'Forward CNG');
  inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    stock: 10_000,
    prices: { NGN: spotPrice },
  });
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const db = () => ctx.database.db;
const priceMonth = (jar: CookieJar, deliveryMonth: string, amount: number, id = inventoryId) =>
  call(ctx.app, jar, 'POST', '/api/inventories/forward-prices', {
    inventoryId: id,
    deliveryMonth,
    amount,
    currency: 'NGN',
  });
const listings = async (jar: CookieJar, quantity = 100) =>
  (await call(ctx.app, jar, 'GET', `/api/inventories/listings/${productId}/${quantity}/NGN`)).json().data as {
    contract: string;
    contractLabel?: string;
    deliveryMonth?: string | null;
    price: number;
    priceString: string;
  }[];
const buy = (jar: CookieJar, contractId: string, quantity: number, unitPrice: number) =>
  call(ctx.app, jar, 'POST', '/api/sales', {
    productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * unitPrice,
  });
const inventoryRow = async () =>
  (await db().select().from(inventories).where(eq(inventories.id, inventoryId)))[0]!;

async function fundedBuyer(funds = 100_000_000) {
  const buyer = await newParty(ctx, 'offtaker');
  await fundWallet(ctx, buyer.jar, admin.jar, funds);
  return buyer;
}

describe('pricing delivery months', () => {
  it('keeps each month’s price apart from Spot, with its history', async () => {
    expect((await priceMonth(supplier.jar, '2026-12', 36_000)).statusCode).toBe(201);
    clock.advanceMinutes(1); // the newer price is the current one
    const res = await priceMonth(supplier.jar, '2026-12', decemberPrice);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      inventoryId,
      deliveryMonth: '2026-12',
      contract: 'Dec 2026',
      amount: decemberPrice,
      amountString: '₦365.00',
    });
    const current = await call(
      ctx.app,
      supplier.jar,
      'GET',
      `/api/inventories/forward-prices?inventoryId=${inventoryId}`,
    );
    expect(current.json().data.map((p: { amount: number }) => p.amount)).toEqual([decemberPrice]);
    const history = await call(ctx.app, supplier.jar, 'GET', '/api/inventories/forward-prices?history=true');
    expect(history.json().data.map((p: { amount: number }) => p.amount)).toEqual([decemberPrice, 36_000]);
    // Spot is untouched.
    const spot = await call(ctx.app, supplier.jar, 'GET', `/api/inventories/prices/${inventoryId}/5`);
    expect(spot.json().data.map((p: { amount: number }) => p.amount)).toEqual([spotPrice]);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.entityId, res.json().data.id));
    expect(audit).toMatchObject({
      action: 'price_set',
      entityLabel: 'Forward CNG at Ajaokuta, Dec 2026',
      afterState: '₦365.00',
    });
  });

  it('refuses a month that is not open, and another supplier’s inventory', async () => {
    const closed = await priceMonth(supplier.jar, '2026-10', 30_000);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0]).toEqual({
      htmlId: 'deliveryMonth',
      message:
        'The Oct 2026 contract is closed: the open delivery months are Nov 2026, Dec 2026, Jan 2027, Feb 2027',
    });
    expect((await priceMonth(supplier.jar, '2027-03', 30_000)).statusCode).toBe(409);
    const stranger = await newParty(ctx, 'supplier');
    expect((await priceMonth(stranger.jar, '2026-12', 30_000)).statusCode).toBe(404);
    const buyer = await newParty(ctx, 'offtaker');
    expect((await priceMonth(buyer.jar, '2026-12', 30_000)).statusCode).toBe(403);
  });

  it('refuses new month prices on an expired NMDPRA licence, as for Spot', async () => {
    const lapsed = await newParty(ctx, 'supplier');
    await completeBusinessProfile(ctx, lapsed.partyId);
    // Its licence ran out on 1 Nov (as if the year had passed; the profile refuses a past expiry).
    await db()
      .update(businessProfiles)
      .set({ licenceExpiry: '2026-11-01' })
      .where(eq(businessProfiles.partyId, lapsed.partyId));
    const id = await newInventory(ctx, lapsed.jar, { productId, hub: 'Kano' });
    const res = await priceMonth(lapsed.jar, '2026-12', 30_000, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain('Your NMDPRA licence expired on Nov 1, 2026');
  });

  it('lists the open months the months endpoint names', async () => {
    const res = await call(ctx.app, supplier.jar, 'GET', '/api/inventories/forward-months');
    expect(res.json().data).toEqual([
      { deliveryMonth: '2026-11', contract: 'Nov 2026' },
      { deliveryMonth: '2026-12', contract: 'Dec 2026' },
      { deliveryMonth: '2027-01', contract: 'Jan 2027' },
      { deliveryMonth: '2027-02', contract: 'Feb 2027' },
    ]);
  });
});

describe('listings of forward contracts', () => {
  it('returns Spot with the inventory id, and each priced month as its own contract', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    const offers = await listings(buyer.jar);
    const mine = offers.filter((offer) => offer.contract.startsWith(inventoryId));
    expect(mine).toEqual([
      expect.objectContaining({ contract: inventoryId, price: spotPrice, priceString: '₦350.00 / Liter' }),
      expect.objectContaining({
        contract: `${inventoryId}:2026-12`,
        contractLabel: 'Dec 2026',
        deliveryMonth: '2026-12',
        price: decemberPrice,
        priceString: '₦365.00 / Liter',
      }),
    ]);
  });
});

describe('Market Data', () => {
  it('has one row per hub, product and contract, Spot first', async () => {
    const res = await call(ctx.app, undefined, 'GET', '/api/markets');
    const mine = res
      .json()
      .data.filter((row: { product: string }) => row.product === 'Forward CNG')
      .map((row: { contract: string; deliveryPoint: string; sell: string[] }) => [
        row.deliveryPoint,
        row.contract,
        row.sell,
      ]);
    expect(mine).toEqual([
      ['Ajaokuta', 'Spot', ['₦350.00 (10,000 L)']],
      ['Ajaokuta', 'Dec 2026', ['₦365.00 (10,000 L)']],
    ]);
  });
});

describe('buying a delivery month', () => {
  it('holds the funds in full, reserves the stock at once and records the month with the sale', async () => {
    const buyer = await fundedBuyer();
    const before = await inventoryRow();
    const res = await buy(buyer.jar, `${inventoryId}:2026-12`, 100, decemberPrice);
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      status: 'Pending',
      unitPrice: decemberPrice,
      amount: 100 * decemberPrice,
      contract: 'Dec 2026',
      deliveryMonth: '2026-12',
      inventoryId,
    });
    expect((await inventoryRow()).reserved).toBe(before.reserved + 100);
    const balances = (await call(ctx.app, buyer.jar, 'GET', '/api/payments/balances/NGN')).json().data;
    expect(balances).toMatchObject({ held: 100 * decemberPrice });
    const [contract] = await db().select().from(saleContracts).where(eq(saleContracts.saleId, sale.id));
    expect(contract).toMatchObject({ deliveryMonth: '2026-12' });
    const detail = await call(ctx.app, buyer.jar, 'GET', `/api/sales/${sale.id}`);
    expect(detail.json().data).toMatchObject({ contract: 'Dec 2026', deliveryMonth: '2026-12' });
    const list = await call(ctx.app, supplier.jar, 'GET', '/api/sales');
    const listed = list.json().data.find((row: { id: string }) => row.id === sale.id);
    expect(listed).toMatchObject({ contract: 'Dec 2026' });
  });

  it('re-checks the month’s price: the Spot price for a month is refused', async () => {
    const buyer = await fundedBuyer();
    const res = await buy(buyer.jar, `${inventoryId}:2026-12`, 10, spotPrice);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({
      htmlId: 'amount',
      message: 'The price has changed. Please review the new offers',
    });
  });

  it('refuses a month without a price, and a month not open', async () => {
    const buyer = await fundedBuyer();
    const unpriced = await buy(buyer.jar, `${inventoryId}:2027-01`, 10, decemberPrice);
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().errors[0].htmlId).toBe('contractId');
    const closed = await buy(buyer.jar, `${inventoryId}:2026-10`, 10, decemberPrice);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errors[0]).toEqual({
      htmlId: 'contractId',
      message:
        'The Oct 2026 contract is closed: the open delivery months are Nov 2026, Dec 2026, Jan 2027, Feb 2027',
    });
    const malformed = await buy(buyer.jar, `${inventoryId}:December`, 10, decemberPrice);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toEqual({ htmlId: 'contractId', message: 'Contract is required' });
  });

  it('leaves Spot as it was: no contract row, contract Spot', async () => {
    const buyer = await fundedBuyer();
    const res = await buy(buyer.jar, inventoryId, 10, spotPrice);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ contract: 'Spot', deliveryMonth: null, unitPrice: spotPrice });
    expect(
      await db().select().from(saleContracts).where(eq(saleContracts.saleId, res.json().data.id)),
    ).toEqual([]);
  });
});

describe('reports carry the contract', () => {
  it('names Spot or the month in the sales report and its CSV', async () => {
    const buyer = await fundedBuyer();
    const month = await buy(buyer.jar, `${inventoryId}:2026-12`, 5, decemberPrice);
    const spot = await buy(buyer.jar, inventoryId, 5, spotPrice);
    expect([month.statusCode, spot.statusCode]).toEqual([201, 201]);
    const report = await call(ctx.app, buyer.jar, 'GET', '/api/reports/sales');
    const contracts = Object.fromEntries(
      report
        .json()
        .data.rows.map((row: { reference: string; contract: string }) => [row.reference, row.contract]),
    );
    expect(contracts).toEqual({
      [month.json().data.reference]: 'Dec 2026',
      [spot.json().data.reference]: 'Spot',
    });
    const csv = await call(ctx.app, buyer.jar, 'GET', '/api/reports/sales.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/,Settled \(UTC\),Contract$/);
    const lineOf = (reference: string) => lines.find((line) => line.startsWith(reference))!;
    expect(lineOf(month.json().data.reference)).toMatch(/,Dec 2026$/);
    expect(lineOf(spot.json().data.reference)).toMatch(/,Spot$/);
  });
});

describe('fulfilling a delivery month', () => {
  async function approvedDecemberSale() {
    const buyer = await fundedBuyer();
    const placed = await buy(buyer.jar, `${inventoryId}:2026-12`, 20, decemberPrice);
    expect(placed.statusCode, placed.body).toBe(201);
    const saleId = placed.json().data.id as string;
    const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`);
    expect(approved.statusCode, approved.body).toBe(200);
    return { buyer, saleId };
  }

  it('counts the dispatch limit (DISPATCH_DAYS, 3) from the first day of the month', async () => {
    const { buyer, saleId } = await approvedDecemberSale();
    const [row] = await db().select().from(fulfilments).where(eq(fulfilments.saleId, saleId));
    // 1 Dec 2026 00:00 in Lagos is 30 Nov 23:00 UTC; three days later.
    expect(row!.dispatchDeadlineUtc?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    const early = await call(ctx.app, buyer.jar, 'POST', `/api/sales/${saleId}/cancel-undispatched`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toContain('The supplier has until Dec 4, 12:00');
  });

  it('books its loading only inside the month', async () => {
    const { saleId } = await approvedDecemberSale();
    const ajaokuta = (await hubIds(ctx)).Ajaokuta!;
    const november = await newSlot(ctx, admin.jar, { hubId: ajaokuta, day: '2026-11-25' });
    const outside = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/schedule`, {
      slotId: november,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toEqual({
      htmlId: 'slotId',
      message: 'This sale is for delivery in Dec 2026: choose a slot in that month',
    });
    const december = await newSlot(ctx, admin.jar, { hubId: ajaokuta, day: '2026-12-03' });
    const inside = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/schedule`, {
      slotId: december,
    });
    expect(inside.statusCode, inside.body).toBe(200);
    // The day board says which month the sale was bought for.
    expect(inside.json().data).toMatchObject({ deliveryMonth: '2026-12', status: 'Ready for collection' });
  });
});

describe('a month that closes', () => {
  it('leaves the listings and cannot be bought once the month is over', async () => {
    expect((await priceMonth(supplier.jar, '2026-11', 34_000)).statusCode).toBe(201);
    const buyer = await fundedBuyer();
    expect((await listings(buyer.jar)).some((offer) => offer.contract === `${inventoryId}:2026-11`)).toBe(
      true,
    );
    // 30 Nov 2026, 21:30 in Lagos: November is still open, and bought.
    clock.advanceMinutes(8 * 24 * 60 + 11 * 60 + 30);
    buyer.jar = await logIn(ctx, buyer.email);
    const lastMinute = await buy(buyer.jar, `${inventoryId}:2026-11`, 10, 34_000);
    expect(lastMinute.statusCode, lastMinute.body).toBe(201);
    const lateSale = lastMinute.json().data as { id: string; reference: string };
    // To 1 Dec 2026, 00:30 in Lagos: November is no longer open.
    clock.advanceMinutes(3 * 60);
    buyer.jar = await logIn(ctx, buyer.email);
    supplier.jar = await logIn(ctx, supplier.email);
    // Past the listings' short cache.
    clock.advanceMinutes(1);
    const offers = await listings(buyer.jar, 101);
    expect(offers.some((offer) => offer.contract === `${inventoryId}:2026-11`)).toBe(false);
    expect(offers.some((offer) => offer.contract === `${inventoryId}:2026-12`)).toBe(true);
    const res = await buy(buyer.jar, `${inventoryId}:2026-11`, 10, 34_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain('The Nov 2026 contract is closed');
    const sold = await db().select().from(sales).where(eq(sales.customerId, buyer.partyId));
    expect(sold.map((sale) => sale.id)).toEqual([lateSale.id]);

    // The purchase made on its last evening can no longer be approved: no slot of November is
    // left to load it in. It stays Pending for its buyer to cancel (or to expire), nothing moved.
    const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${lateSale.id}/Approved`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().errors[0].message).toBe(
      'This purchase is for delivery in Nov 2026, which has ended: it can no longer be approved',
    );
    const [pending] = await db().select().from(sales).where(eq(sales.id, lateSale.id));
    expect(pending!.status).toBe('Pending');
    expect(await db().select().from(fulfilments).where(eq(fulfilments.saleId, lateSale.id))).toMatchObject([
      { status: null },
    ]);
    const cancelled = await call(ctx.app, buyer.jar, 'PATCH', `/api/sales/${lateSale.id}/Cancelled`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
