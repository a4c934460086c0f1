// A delivery may be loaded before its booked slot's day. Once it has ended (settled, or refunded
// after the loading) that day's place, truck and driver are given back: they were kept for a
// loading that had already happened, so the slot stayed full and the truck and driver could not
// be booked at that time for good. A booking of the day it loaded stays, as its record.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import { loadingSlots } from '../src/db/schema-logistics.ts';
import { TestClock } from '../src/lib/clock.ts';
import { fundWallet, hubIds, newAdmin, newInventory, newParty, newProduct, type Party } from './builders.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck, type TestDriver } from './logistics-builders.ts';

let ctx: TestContext;
let admin: CookieJar;
let supplier: Party;
let buyer: Party;
let productId: string;
let inventoryId: string;
let siteId: string;
let kano: string;
let driver: TestDriver;
// 09:00 in Lagos on Monday 23 November 2026.
const clock = new TestClock({ start: new Date('2026-11-23T08:00:00Z'), frozen: false });
const today = '2026-11-23';
const tomorrow = '2026-11-24';
const unitPrice = 300;

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = (await newAdmin(ctx)).jar;
  kano = (await hubIds(ctx)).Kano!;
  supplier = await newParty(ctx, 'supplier');
  buyer = await newParty(ctx, 'offtaker');
  productId = await newProduct(ctx, admin);
  inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Kano',
    stock: 1_000_000,
    prices: { NGN: unitPrice },
  });
  await fundWallet(ctx, buyer.jar, admin, 100_000_000_00);
  siteId = await newSite(ctx, buyer.partyId, 'Kano');
  await setLogisticsFee(ctx, 'Kano', 'Kano', 5);
  driver = await newDriver(ctx, admin, 'Musa Ibrahim');
});
afterAll(() => ctx.close());

/** The buyer's approved delivery purchase of 1,000 litres at Kano. */
async function approvedSale(): Promise<string> {
  const bought = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
    productId,
    contractId: inventoryId,
    quantity: 1000,
    currency: 'NGN',
    amount: 1000 * unitPrice,
    fulfilment: { method: 'delivery', siteId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const saleId = bought.json().data.id as string;
  expect((await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`)).statusCode).toBe(200);
  return saleId;
}

const schedule = (saleId: string, slotId: string, truckId: string) =>
  call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/schedule`, {
    slotId,
    truckId,
    driverId: driver.id,
  });

/** Schedules `saleId` in `slotId` with the truck and `driver`, loads it now, delivers it and the buyer accepts. */
async function settledThrough(saleId: string, slotId: string, truckId: string) {
  const scheduled = await schedule(saleId, slotId, truckId);
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  const loaded = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
    quantityLoaded: 1000,
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  const code = (await call(ctx.app, buyer.jar, 'GET', `/api/sales/${saleId}/delivery-code`)).json().data.code;
  expect((await call(ctx.app, driver.jar, 'POST', `/api/deliveries/${saleId}/departure`)).statusCode).toBe(
    200,
  );
  const delivered = await call(ctx.app, driver.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
    code,
    quantityDelivered: 1000,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const accepted = await call(ctx.app, buyer.jar, 'POST', `/api/sales/${saleId}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const bookedIn = async (slotId: string) =>
  (await ctx.database.db.select().from(loadingSlots).where(eq(loadingSlots.id, slotId)))[0]!.booked;

describe('a delivery loaded before its booked day', () => {
  it('gives the slot’s place, its truck and its driver back once it has settled', async () => {
    const slotId = await newSlot(ctx, admin, { hubId: kano, day: tomorrow, capacity: 1 });
    const truckId = await newTruck(ctx, admin);
    const early = await approvedSale();
    await settledThrough(early, slotId, truckId);
    expect(await bookedIn(slotId)).toBe(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, early), eq(auditEvents.action, 'booking_cancelled')));
    expect(audit?.details).toMatchObject({
      slotId,
      slotDay: tomorrow,
      truckId,
      driverId: driver.id,
      endedOn: today,
      loadedEarly: true,
    });
    // The same slot, truck and driver take another sale (before: "This slot is full").
    const next = await schedule(await approvedSale(), slotId, truckId);
    expect(next.statusCode, next.body).toBe(200);
    expect(await bookedIn(slotId)).toBe(1);
  });

  it('keeps the booking of a delivery loaded on its own day: the record of where it loaded', async () => {
    const slotId = await newSlot(ctx, admin, { hubId: kano, day: today, capacity: 2 });
    const truckId = await newTruck(ctx, admin);
    const sameDay = await approvedSale();
    await settledThrough(sameDay, slotId, truckId);
    expect(await bookedIn(slotId)).toBe(1);
    const delivery = await call(ctx.app, admin, 'GET', `/api/deliveries/${sameDay}`);
    expect(delivery.json().data.booking.slot).toMatchObject({ id: slotId, day: today });
  });
});
