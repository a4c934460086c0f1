// Two rules at loading (record-loading.ts): a collection loaded at the gate on a Lagos day before
// its booked slot's day gives that slot's place back (its booking is cancelled in the loading's
// transaction, audited booking_cancelled); a loading on or after the slot's day keeps the booking.
// A sale of a delivery month (forward, or a month bid's) cannot be loaded before the month's first
// day in Lagos: 409.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sales } from '../src/db/schema.ts';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { loadingSlots, slotBookings } from '../src/db/schema-logistics.ts';
import { TestClock } from '../src/lib/clock.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  fundWallet,
  hubIds,
  logIn,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  type Party,
} from './builders.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck, type TestDriver } from './logistics-builders.ts';

let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
let supplier: Party;
let buyer: Party;
let inventoryId: string;
let productId: string;
let siteId: string;
let kano: string;
let driver: TestDriver;
// 09:00 in Lagos on Monday 23 November 2026 (Lagos is UTC+1 all year).
const clock = new TestClock({ start: new Date('2026-11-23T08:00:00Z'), frozen: false });
const today = '2026-11-23';
const tomorrow = '2026-11-24';
const unitPrice = 300;
const decemberPrice = 320;

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = await newAdmin(ctx);
  kano = (await hubIds(ctx)).Kano!;
  supplier = await newParty(ctx, 'supplier');
  buyer = await newParty(ctx, 'offtaker');
  productId = await newProduct(ctx, admin.jar);
  inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Kano',
    stock: 1_000_000,
    prices: { NGN: unitPrice },
  });
  await fundWallet(ctx, buyer.jar, admin.jar, 100_000_000_00);
  siteId = await newSite(ctx, buyer.partyId, 'Kano');
  await setLogisticsFee(ctx, 'Kano', 'Kano', 5);
  driver = await newDriver(ctx, admin.jar);
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

/** Everyone signs in again: moving the clock by days ends the sessions (idle timeout). */
async function signInAgain() {
  admin.jar = await logIn(ctx, admin.email);
  buyer.jar = await logIn(ctx, buyer.email);
  supplier.jar = await logIn(ctx, supplier.email);
  driver.jar = await logIn(ctx, driver.email);
}

/** A purchase at Kano (Spot, or a month's contract), approved by its supplier: in fulfilment. */
async function approvedSale(
  method: 'delivery' | 'collection',
  options: { quantity?: number; month?: string } = {},
): Promise<string> {
  const quantity = options.quantity ?? 100;
  const price = options.month ? decemberPrice : unitPrice;
  const bought = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
    productId,
    contractId: options.month ? `${inventoryId}:${options.month}` : inventoryId,
    quantity,
    currency: 'NGN',
    amount: quantity * price,
    fulfilment: method === 'delivery' ? { method, siteId } : { method },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const saleId = bought.json().data.id as string;
  const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  return saleId;
}

async function codeOf(saleId: string): Promise<string> {
  const res = await call(ctx.app, buyer.jar, 'GET', `/api/sales/${saleId}/delivery-code`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code;
}

const schedule = (saleId: string, body: Record<string, unknown>) =>
  call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/schedule`, body);

/** The operator records the loading of `quantity` litres (a collection: on the buyer's code). */
async function load(saleId: string, quantity: number, method: 'delivery' | 'collection') {
  return call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/loading`, {
    quantityLoaded: quantity,
    ...(method === 'collection' ? { code: await codeOf(saleId) } : {}),
  });
}

async function bookedOf(slotId: string) {
  const [slot] = await ctx.database.db.select().from(loadingSlots).where(eq(loadingSlots.id, slotId));
  return slot!.booked;
}

const bookingsOf = (saleId: string) =>
  ctx.database.db.select().from(slotBookings).where(eq(slotBookings.saleId, saleId));

const bookingAudits = (saleId: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, saleId), eq(auditEvents.action, 'booking_cancelled')));

describe('a collection loaded before its booked slot’s day', () => {
  it('gives the slot’s place back in the loading’s transaction, audited', async () => {
    const saleId = await approvedSale('collection');
    const slotId = await newSlot(ctx, admin.jar, { hubId: kano, day: tomorrow, capacity: 1 });
    expect((await schedule(saleId, { slotId })).statusCode).toBe(200);
    expect(await bookedOf(slotId)).toBe(1);

    // The buyer's truck comes today, a day early, and is loaded at the gate.
    const loaded = await load(saleId, 100, 'collection');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({
      success: true,
      errors: [],
      data: { saleId, status: 'Loaded', quantities: { loaded: 100 }, booking: null },
    });
    expect(await bookedOf(slotId)).toBe(0);
    const [booking] = await bookingsOf(saleId);
    expect(booking).toMatchObject({ slotId, truckId: null, driverId: null });
    expect(booking!.cancelledUtc).not.toBeNull();
    const audits = await bookingAudits(saleId);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ slotId, slotDay: tomorrow, loadedOn: today });

    // The buyer accepts and the sale settles; the slot's place stays free for another sale.
    const accepted = await call(ctx.app, buyer.jar, 'POST', `/api/sales/${saleId}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [fulfilment] = await ctx.database.db
      .select()
      .from(fulfilments)
      .where(eq(fulfilments.saleId, saleId));
    expect(fulfilment!.status).toBe('Settled');
    expect(await bookedOf(slotId)).toBe(0);
    const other = await approvedSale('collection');
    const booked = await schedule(other, { slotId });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({
      status: 'Ready for collection',
      booking: { slot: { id: slotId } },
    });
    expect(await bookedOf(slotId)).toBe(1);
  });

  it('keeps a delivery’s booking: its driver finds the delivery through it until delivered', async () => {
    // Not released (the driver's departure and proof of delivery look the driver up through the
    // live booking): the truck and driver stay booked for the slot's day.
    const saleId = await approvedSale('delivery');
    const slotId = await newSlot(ctx, admin.jar, { hubId: kano, day: tomorrow, capacity: 1 });
    const truckId = await newTruck(ctx, admin.jar);
    expect((await schedule(saleId, { slotId, truckId, driverId: driver.id })).statusCode).toBe(200);
    const loaded = await load(saleId, 100, 'delivery');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({ status: 'Loaded', booking: { slot: { id: slotId } } });
    expect(await bookedOf(slotId)).toBe(1);
    expect(await bookingAudits(saleId)).toEqual([]);
    const departed = await call(ctx.app, driver.jar, 'POST', `/api/deliveries/${saleId}/departure`);
    expect(departed.statusCode, departed.body).toBe(200);
    expect(departed.json().data.status).toBe('In transit');
  });
});

describe('a collection loaded on or after its booked slot’s day', () => {
  it('keeps its booking', async () => {
    const onTheDay = await approvedSale('collection');
    const late = await approvedSale('collection');
    const slotId = await newSlot(ctx, admin.jar, { hubId: kano, day: tomorrow, capacity: 2 });
    expect((await schedule(onTheDay, { slotId })).statusCode).toBe(200);
    expect((await schedule(late, { slotId })).statusCode).toBe(200);
    expect(await bookedOf(slotId)).toBe(2);

    // 00:30 on the slot's day in Lagos (23:30 UTC the day before).
    clock.set(new Date('2026-11-23T23:30:00Z'));
    await signInAgain();
    const loaded = await load(onTheDay, 100, 'collection');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({
      status: 'Loaded',
      booking: { slot: { id: slotId, day: tomorrow } },
    });
    expect(await bookedOf(slotId)).toBe(2);
    expect((await bookingsOf(onTheDay))[0]!.cancelledUtc).toBeNull();

    // The next day, late: the booking stays too.
    clock.set(new Date('2026-11-25T09:00:00Z'));
    await signInAgain();
    const loadedLate = await load(late, 100, 'collection');
    expect(loadedLate.statusCode, loadedLate.body).toBe(200);
    expect(loadedLate.json().data.booking).toMatchObject({ slot: { id: slotId } });
    expect(await bookedOf(slotId)).toBe(2);
    expect(await bookingAudits(onTheDay)).toEqual([]);
    expect(await bookingAudits(late)).toEqual([]);
  });
});

describe('a sale of a delivery month', () => {
  it('is refused at loading before the month’s first day in Lagos, and loads in the month', async () => {
    // 25 November 2026: December is next month.
    clock.set(new Date('2026-11-25T09:00:00Z'));
    await signInAgain();
    const priced = await call(ctx.app, supplier.jar, 'POST', '/api/inventories/forward-prices', {
      inventoryId,
      deliveryMonth: '2026-12',
      amount: decemberPrice,
      currency: 'NGN',
    });
    expect(priced.statusCode, priced.body).toBe(201);
    // A collection needs no slot; a delivery is booked into a December slot.
    const collection = await approvedSale('collection', { month: '2026-12' });
    const delivery = await approvedSale('delivery', { month: '2026-12' });
    const december = await newSlot(ctx, admin.jar, { hubId: kano, day: '2026-12-01', capacity: 2 });
    const truckId = await newTruck(ctx, admin.jar);
    expect((await schedule(delivery, { slotId: december, truckId, driverId: driver.id })).statusCode).toBe(
      200,
    );

    const message = 'This sale is for delivery in Dec 2026: it cannot be loaded before then';
    // 23:59 on 30 November in Lagos (22:59 UTC): still November.
    clock.set(new Date('2026-11-30T22:59:00Z'));
    await signInAgain();
    for (const [saleId, method] of [
      [collection, 'collection'],
      [delivery, 'delivery'],
    ] as const) {
      const early = await load(saleId, 100, method);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual(refusal(message));
      const [row] = await ctx.database.db.select().from(fulfilments).where(eq(fulfilments.saleId, saleId));
      // Nothing happened: not loaded, and no code was spent on it.
      expect(row).toMatchObject({ quantityLoaded: null, codeAttempts: 0 });
    }
    expect(
      (await ctx.database.db.select().from(fulfilments).where(eq(fulfilments.saleId, collection)))[0]!.status,
    ).toBe('Ready for collection');
    expect(await bookedOf(december)).toBe(1);
    // In Hausa too.
    const hausa = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${collection}/loading`,
      headers: { cookie: admin.jar.header(), 'accept-language': 'ha' },
      payload: { quantityLoaded: 100, code: await codeOf(collection) },
    });
    expect(hausa.statusCode).toBe(409);
    expect(hausa.json().errors[0].message).toBe(
      'Wannan ciniki na isarwa ne a Dis 2026: ba za a iya yin lodinsa kafin lokacin ba',
    );

    // 00:00 on 1 December in Lagos (23:00 UTC on the 30th): both load.
    clock.set(new Date('2026-11-30T23:00:30Z'));
    await signInAgain();
    const collected = await load(collection, 100, 'collection');
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      success: true,
      data: { status: 'Loaded', deliveryMonth: '2026-12' },
    });
    const loaded = await load(delivery, 100, 'delivery');
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({ status: 'Loaded', booking: { slot: { id: december } } });
    const [sale] = await ctx.database.db.select().from(sales).where(eq(sales.id, collection));
    expect(sale!.status).toBe('Approved');
  });

  it('answers with its status, not its month, when it could not be loaded anyway', async () => {
    clock.set(new Date('2026-11-26T09:00:00Z'));
    await signInAgain();
    const bought = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
      productId,
      contractId: `${inventoryId}:2026-12`,
      quantity: 10,
      currency: 'NGN',
      amount: 10 * decemberPrice,
      fulfilment: { method: 'collection' },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    // Not approved yet: the supplier has not said yes, whatever the month.
    const early = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${bought.json().data.id}/loading`, {
      quantityLoaded: 10,
      code: '123456',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(
      refusal('This sale has not been approved yet: its fulfilment has not started'),
    );
  });
});
