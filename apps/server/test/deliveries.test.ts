// Logistics on the road (issue 17): scheduling a sale into a slot with a truck and driver, the
// database's refusal of a double-booked truck and of a full slot (raced), loading with the meter
// ticket, the driver's own deliveries only, and proof of delivery with the buyer's code: a wrong
// code counts, five lock the delivery until the operators issue a new code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { loadingSlots } from '../src/db/schema-logistics.ts';
import { TestClock } from '../src/lib/clock.ts';
import {
  fundWallet,
  hubIds,
  multipart,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  type Party,
  receiptFiles,
} from './builders.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck, type TestDriver } from './logistics-builders.ts';

let ctx: TestContext;
let admin: CookieJar;
let supplier: Party;
let buyer: Party;
let inventoryId: string;
let productId: string;
let siteId: string;
let hubs: Record<string, string>;
let driverA: TestDriver;
let driverB: TestDriver;
// 09:00 in Lagos on Monday 23 November 2026; slots are opened for the next day.
const clock = new TestClock({ start: new Date('2026-11-23T08:00:00Z'), frozen: false });
const tomorrow = '2026-11-24';
const unitPrice = 300;

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = (await newAdmin(ctx)).jar;
  hubs = await hubIds(ctx);
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
  driverA = await newDriver(ctx, admin, 'Musa Ibrahim');
  driverB = await newDriver(ctx, admin, 'Sani Abubakar');
});
afterAll(() => ctx.close());

/** A purchase of `quantity` litres at Kano, approved by its supplier: in fulfilment. */
async function approvedSale(method: 'delivery' | 'collection', quantity = 1000): Promise<string> {
  const bought = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
    productId,
    contractId: inventoryId,
    quantity,
    currency: 'NGN',
    amount: quantity * unitPrice,
    fulfilment: method === 'delivery' ? { method, siteId } : { method },
  });
  if (bought.statusCode !== 201) throw new Error(`purchase: ${bought.body}`);
  const saleId = bought.json().data.id as string;
  const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/Approved`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
  return saleId;
}

/** The buyer's delivery code, as its sale page shows it. */
async function codeOf(saleId: string): Promise<string> {
  const res = await call(ctx.app, buyer.jar, 'GET', `/api/sales/${saleId}/delivery-code`);
  if (res.statusCode !== 200 || !res.json().data.code) throw new Error(`code: ${res.body}`);
  return res.json().data.code;
}

/** A code that is not the sale's. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function bookedOf(slotId: string) {
  const [slot] = await ctx.database.db.select().from(loadingSlots).where(eq(loadingSlots.id, slotId));
  return slot!.booked;
}

const schedule = (saleId: string, body: Record<string, unknown>) =>
  call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/schedule`, body);

/** A delivery scheduled with `driver`, loaded with `loaded` litres and on its way. */
async function onTheRoad(driver: TestDriver, loaded = 900, ordered = 1000): Promise<string> {
  const saleId = await approvedSale('delivery', ordered);
  const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow });
  const truckId = await newTruck(ctx, admin);
  expect((await schedule(saleId, { slotId, truckId, driverId: driver.id })).statusCode).toBe(200);
  const load = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
    quantityLoaded: loaded,
  });
  expect(load.statusCode, load.body).toBe(200);
  const depart = await call(ctx.app, driver.jar, 'POST', `/api/deliveries/${saleId}/departure`);
  expect(depart.statusCode, depart.body).toBe(200);
  expect(depart.json().data.status).toBe('In transit');
  return saleId;
}

describe('scheduling', () => {
  it('books a slot at the sale’s hub with a truck and a driver: Awaiting dispatch -> Scheduled', async () => {
    const saleId = await approvedSale('delivery');
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 2 });
    const truckId = await newTruck(ctx, admin);
    const res = await schedule(saleId, { slotId, truckId, driverId: driverA.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      saleId,
      method: 'delivery',
      status: 'Scheduled',
      hub: { name: 'Kano' },
      quantities: { ordered: 1000, loaded: null, delivered: null },
      site: { id: siteId, contactName: 'Ada Obi' },
      booking: {
        slot: { id: slotId, day: tomorrow },
        truck: { id: truckId, type: 'CNG cascade' },
        driver: { id: driverA.id, name: 'Musa Ibrahim' },
      },
    });
    expect(await bookedOf(slotId)).toBe(1);
    const timeline = (await call(ctx.app, buyer.jar, 'GET', `/api/sales/${saleId}/fulfilment`)).json().data
      .timeline;
    expect(timeline.at(-1)).toMatchObject({ status: 'Scheduled', action: 'schedule', actor: 'operator' });

    // Moved to another slot: the first place is free again.
    const later = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow });
    const moved = await schedule(saleId, { slotId: later, truckId, driverId: driverA.id });
    expect(moved.json().data).toMatchObject({ status: 'Scheduled', booking: { slot: { id: later } } });
    expect([await bookedOf(slotId), await bookedOf(later)]).toEqual([0, 1]);
  });

  it('refuses a slot at another hub, a delivery without a truck or driver, a collection with one', async () => {
    const saleId = await approvedSale('delivery');
    const lagosSlot = await newSlot(ctx, admin, { hubId: hubs.Lagos!, day: tomorrow });
    const kanoSlot = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow });
    const truckId = await newTruck(ctx, admin);
    expect((await schedule(saleId, { slotId: lagosSlot, truckId, driverId: driverA.id })).json()).toEqual(
      refusal('Choose a slot at Kano, where the gas is', 'slotId'),
    );
    expect((await schedule(saleId, { slotId: kanoSlot, driverId: driverA.id })).json()).toEqual(
      refusal('Please choose a truck', 'truckId'),
    );
    const lagosTruck = await newTruck(ctx, admin, { hubId: hubs.Lagos! });
    expect(
      (await schedule(saleId, { slotId: kanoSlot, truckId: lagosTruck, driverId: driverA.id })).json(),
    ).toEqual(refusal('Choose a truck of the Kano depot', 'truckId'));
    const collection = await approvedSale('collection');
    expect((await schedule(collection, { slotId: kanoSlot, truckId, driverId: driverA.id })).statusCode).toBe(
      400,
    );
    expect(await bookedOf(kanoSlot)).toBe(0);
    // Only operators schedule.
    expect(
      (await call(ctx.app, driverA.jar, 'POST', `/api/deliveries/${saleId}/schedule`, { slotId: kanoSlot }))
        .statusCode,
    ).toBe(403);
  });

  it('books a collection’s slot without truck or driver, and frees it when cancelled', async () => {
    const saleId = await approvedSale('collection');
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow });
    const res = await schedule(saleId, { slotId });
    expect(res.json().data).toMatchObject({
      status: 'Ready for collection',
      booking: { slot: { id: slotId }, truck: null, driver: null },
    });
    expect(await bookedOf(slotId)).toBe(1);
    const cancelled = await call(ctx.app, admin, 'DELETE', `/api/deliveries/${saleId}/booking`);
    expect(cancelled.json().data).toMatchObject({ status: 'Ready for collection', booking: null });
    expect(await bookedOf(slotId)).toBe(0);
  });
});

describe('cancelling a scheduled sale', () => {
  it('gives its place in the slot back', async () => {
    const saleId = await approvedSale('delivery');
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 1 });
    await schedule(saleId, { slotId, truckId: await newTruck(ctx, admin), driverId: driverA.id });
    expect(await bookedOf(slotId)).toBe(1);
    // Past its dispatch limit, the buyer cancels the undispatched sale.
    await ctx.database.db
      .update(fulfilments)
      .set({ dispatchDeadlineUtc: new Date(clock.now().getTime() - 60_000) })
      .where(eq(fulfilments.saleId, saleId));
    const cancelled = await call(ctx.app, buyer.jar, 'POST', `/api/sales/${saleId}/cancel-undispatched`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await bookedOf(slotId)).toBe(0);
    const other = await approvedSale('delivery');
    const res = await schedule(other, { slotId, truckId: await newTruck(ctx, admin), driverId: driverB.id });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a truck or driver is in one loading at a time', () => {
  /** A slot at Kano on `day` from `startTime` to `endTime`, opened by an operator. */
  async function slotAt(day: string, startTime: string, endTime: string): Promise<string> {
    const res = await call(ctx.app, admin, 'POST', '/api/slots', {
      hubId: hubs.Kano,
      day,
      startTime,
      endTime,
      capacity: 4,
    });
    if (res.statusCode !== 201) throw new Error(`slot: ${res.body}`);
    return res.json().data.id;
  }

  it('refuses a slot whose hours overlap one the truck or driver is booked in that day', async () => {
    const day = '2026-11-26';
    const [first, second] = [await approvedSale('delivery'), await approvedSale('delivery')];
    const morning = await slotAt(day, '08:00', '10:00');
    const overlapping = await slotAt(day, '09:30', '11:00');
    const [truck, otherTruck] = [await newTruck(ctx, admin), await newTruck(ctx, admin)];
    expect(
      (await schedule(first, { slotId: morning, truckId: truck, driverId: driverA.id })).statusCode,
    ).toBe(200);

    expect(
      (await schedule(second, { slotId: overlapping, truckId: truck, driverId: driverB.id })).json(),
    ).toEqual(refusal('This truck is booked in another slot at that time', 'truckId'));
    expect(
      (await schedule(second, { slotId: overlapping, truckId: otherTruck, driverId: driverA.id })).json(),
    ).toEqual(refusal('This driver is booked in another slot at that time', 'driverId'));
    expect(await bookedOf(overlapping)).toBe(0);

    // Right after (10:00) or on another day, the same truck and driver are free.
    const after = await slotAt(day, '10:00', '12:00');
    const res = await schedule(second, { slotId: after, truckId: truck, driverId: driverA.id });
    expect(res.statusCode, res.body).toBe(200);
    const nextDay = await slotAt('2026-11-27', '09:00', '11:00');
    const third = await approvedSale('delivery');
    expect(
      (await schedule(third, { slotId: nextDay, truckId: truck, driverId: driverA.id })).statusCode,
    ).toBe(200);

    // A delivery moved to an overlapping slot does not clash with its own booking.
    const moved = await schedule(first, { slotId: overlapping, truckId: otherTruck, driverId: driverB.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await bookedOf(morning), await bookedOf(overlapping)]).toEqual([0, 1]);
  });

  it('books one truck in one of two overlapping slots when two operators schedule it at once', async () => {
    const day = '2026-11-28';
    for (const round of [0, 1, 2]) {
      const [first, second] = [await approvedSale('delivery'), await approvedSale('delivery')];
      const [early, late] = [
        await slotAt(day, `0${6 + round}:00`, `0${7 + round}:00`),
        await slotAt(day, `0${6 + round}:30`, `0${7 + round}:30`),
      ];
      const truckId = await newTruck(ctx, admin);
      const answers = await Promise.all([
        schedule(first, { slotId: early, truckId, driverId: driverA.id }),
        schedule(second, { slotId: late, truckId, driverId: driverB.id }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual(
        refusal('This truck is booked in another slot at that time', 'truckId'),
      );
      expect((await bookedOf(early)) + (await bookedOf(late))).toBe(1);
    }
  });
});

describe('the database refuses double bookings, whoever wins the race', () => {
  it('books one truck once in a slot when two operators schedule it at the same moment', async () => {
    const [first, second] = [await approvedSale('delivery'), await approvedSale('delivery')];
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 5 });
    const truckId = await newTruck(ctx, admin);
    const answers = await Promise.all([
      schedule(first, { slotId, truckId, driverId: driverA.id }),
      schedule(second, { slotId, truckId, driverId: driverB.id }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual(
      refusal('This truck is already booked in this slot', 'truckId'),
    );
    expect(await bookedOf(slotId)).toBe(1);
    const statuses = await Promise.all(
      [first, second].map(
        async (id) => (await call(ctx.app, admin, 'GET', `/api/deliveries/${id}`)).json().data.status,
      ),
    );
    expect(statuses.sort()).toEqual(['Awaiting dispatch', 'Scheduled']);
  });

  it('moves two deliveries into each other’s slots at the same moment, both (no deadlock)', async () => {
    for (let round = 0; round < 4; round++) {
      const [first, second] = [await approvedSale('delivery'), await approvedSale('delivery')];
      const [slotA, slotB] = [
        await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 3 }),
        await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 3 }),
      ];
      const [truck1, truck2] = [await newTruck(ctx, admin), await newTruck(ctx, admin)];
      expect(
        (await schedule(first, { slotId: slotA, truckId: truck1, driverId: driverA.id })).statusCode,
      ).toBe(200);
      expect(
        (await schedule(second, { slotId: slotB, truckId: truck2, driverId: driverB.id })).statusCode,
      ).toBe(200);
      const answers = await Promise.all([
        schedule(first, { slotId: slotB, truckId: truck1, driverId: driverA.id }),
        schedule(second, { slotId: slotA, truckId: truck2, driverId: driverB.id }),
      ]);
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body).join('\n'),
      ).toEqual([200, 200]);
      expect([await bookedOf(slotA), await bookedOf(slotB)]).toEqual([1, 1]);
    }
  });

  it('gives the last place of a slot to one of two schedulings at the same moment', async () => {
    const [first, second] = [await approvedSale('delivery'), await approvedSale('delivery')];
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow, capacity: 1 });
    const [truck1, truck2] = [await newTruck(ctx, admin), await newTruck(ctx, admin)];
    const answers = await Promise.all([
      schedule(first, { slotId, truckId: truck1, driverId: driverA.id }),
      schedule(second, { slotId, truckId: truck2, driverId: driverB.id }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual(
      refusal('This slot is full: choose another slot', 'slotId'),
    );
    expect(await bookedOf(slotId)).toBe(1);
    // Its capacity cannot drop below what is booked either.
    const shrink = await call(ctx.app, admin, 'PUT', `/api/slots/${slotId}`, { capacity: 1 });
    expect(shrink.statusCode).toBe(200);
  });
});

describe('loading', () => {
  it('records the meter ticket’s quantity, never more than ordered, with a photo of the ticket', async () => {
    const saleId = await approvedSale('delivery', 800);
    const slotId = await newSlot(ctx, admin, { hubId: hubs.Kano!, day: tomorrow });
    await schedule(saleId, { slotId, truckId: await newTruck(ctx, admin), driverId: driverA.id });
    const tooMuch = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
      quantityLoaded: 801,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual(
      refusal('Quantity Loaded cannot be more than the quantity ordered (800)', 'quantityLoaded'),
    );
    const pdf = multipart(
      { quantityLoaded: '790' },
      { name: 'ticket', filename: 'ticket.pdf', type: 'application/pdf', bytes: receiptFiles.pdf },
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${saleId}/loading`,
      headers: { cookie: admin.header(), ...pdf.headers },
      payload: pdf.payload,
    });
    expect(refused.json()).toEqual(refusal('The meter ticket must be a PNG, JPEG or WebP photo', 'ticket'));

    const form = multipart(
      { quantityLoaded: '790' },
      { name: 'ticket', filename: 'ticket.png', type: 'image/png', bytes: receiptFiles.png },
    );
    const loaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${saleId}/loading`,
      headers: { cookie: admin.header(), ...form.headers },
      payload: form.payload,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({
      status: 'Loaded',
      quantities: { ordered: 800, loaded: 790 },
      hasTicket: true,
    });
    const ticket = await ctx.app.inject({
      method: 'GET',
      url: `/api/deliveries/${saleId}/ticket`,
      headers: { cookie: admin.header() },
    });
    expect(ticket.headers['content-type']).toBe('image/png');
    expect(ticket.rawPayload.equals(receiptFiles.png)).toBe(true);
    // Loaded once: a second loading is refused by the transition table.
    const again = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
      quantityLoaded: 10,
    });
    expect(again.statusCode).toBe(409);
  });

  it('loads a collection at the hub gate on the buyer’s code', async () => {
    const saleId = await approvedSale('collection', 500);
    const code = await codeOf(saleId);
    const wrong = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
      quantityLoaded: 500,
      code: wrongCodeFor(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ htmlId: 'code' });
    const loaded = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
      quantityLoaded: 500,
      code,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({
      status: 'Loaded',
      quantities: { loaded: 500, delivered: 500 },
    });
  });

  it('keeps the meter ticket of a collection loaded without a booked slot', async () => {
    const saleId = await approvedSale('collection', 300);
    const form = multipart(
      { quantityLoaded: '300', code: await codeOf(saleId) },
      { name: 'ticket', filename: 'ticket.png', type: 'image/png', bytes: receiptFiles.png },
    );
    const loaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/deliveries/${saleId}/loading`,
      headers: { cookie: admin.header(), ...form.headers },
      payload: form.payload,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data).toMatchObject({ status: 'Loaded', booking: null, hasTicket: true });
    const ticket = await ctx.app.inject({
      method: 'GET',
      url: `/api/deliveries/${saleId}/ticket`,
      headers: { cookie: admin.header() },
    });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.rawPayload.equals(receiptFiles.png)).toBe(true);
  });
});

describe('drivers', () => {
  it('see and record only the deliveries assigned to them (another’s is not found)', async () => {
    const saleId = await onTheRoad(driverA);
    const mine = (await call(ctx.app, driverA.jar, 'GET', '/api/deliveries')).json().data;
    expect(mine.map((row: { saleId: string }) => row.saleId)).toContain(saleId);
    const theirs = (await call(ctx.app, driverB.jar, 'GET', '/api/deliveries')).json().data;
    expect(theirs.map((row: { saleId: string }) => row.saleId)).not.toContain(saleId);
    expect((await call(ctx.app, driverB.jar, 'GET', `/api/deliveries/${saleId}`)).json()).toEqual(
      refusal('The delivery was not found'),
    );
    const code = await codeOf(saleId);
    const stranger = await call(ctx.app, driverB.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
      code,
      quantityDelivered: 900,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(ctx.app, buyer.jar, 'GET', '/api/deliveries')).statusCode).toBe(403);
    const own = await call(ctx.app, driverA.jar, 'GET', `/api/deliveries/${saleId}`);
    expect(own.json().data).toMatchObject({
      status: 'In transit',
      site: { address: '12 Industrial Avenue' },
    });
  });

  it('prove a delivery with the buyer’s code, delivering no more than was loaded', async () => {
    const saleId = await onTheRoad(driverA, 900);
    const code = await codeOf(saleId);
    const over = await call(ctx.app, driverA.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
      code,
      quantityDelivered: 901,
    });
    expect(over.json()).toEqual(
      refusal('Quantity Delivered cannot be more than the quantity loaded (900)', 'quantityDelivered'),
    );
    const done = await call(ctx.app, driverA.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
      code,
      quantityDelivered: 880,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'Delivered',
      quantities: { loaded: 900, delivered: 880 },
    });
    const fulfilment = (await call(ctx.app, buyer.jar, 'GET', `/api/sales/${saleId}/fulfilment`)).json().data;
    expect(fulfilment).toMatchObject({ status: 'Delivered', quantities: { delivered: 880 } });
    expect(fulfilment.timeline.at(-1)).toMatchObject({ action: 'deliver', actor: 'driver' });
    // Once the buyer has accepted, the driver no longer reads the delivery (the buyer's site and
    // contact); the operators still do.
    expect((await call(ctx.app, driverA.jar, 'GET', `/api/deliveries/${saleId}`)).statusCode).toBe(200);
    expect((await call(ctx.app, buyer.jar, 'POST', `/api/sales/${saleId}/accept`, {})).statusCode).toBe(200);
    expect((await call(ctx.app, driverA.jar, 'GET', `/api/deliveries/${saleId}`)).json()).toEqual(
      refusal('The delivery was not found'),
    );
    expect((await call(ctx.app, admin, 'GET', `/api/deliveries/${saleId}`)).statusCode).toBe(200);
  });

  it('lock a delivery after five wrong codes, until the operators issue a new one', async () => {
    const saleId = await onTheRoad(driverA);
    const code = await codeOf(saleId);
    const attempt = (typed: string) =>
      call(ctx.app, driverA.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
        code: typed,
        quantityDelivered: 900,
      });
    for (let n = 1; n <= 5; n++) {
      const res = await attempt(wrongCodeFor(code));
      expect(res.statusCode, `attempt ${n}`).toBe(400);
      expect(res.json().errors[0].htmlId).toBe('code');
      if (n < 5)
        expect(res.json().errors[0].message).toContain(`${5 - n} ${5 - n === 1 ? 'try' : 'tries'} left`);
      else expect(res.json().errors[0].message).toContain('locked');
    }
    const locked = await attempt(code);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual(
      refusal(
        'This delivery is locked after five wrong codes. The platform operators must issue a new code to the buyer.',
        'code',
      ),
    );
    expect((await call(ctx.app, admin, 'GET', `/api/deliveries/${saleId}`)).json().data).toMatchObject({
      status: 'In transit',
      codeAttempts: 5,
      codeLocked: true,
    });

    const reissued = await call(ctx.app, admin, 'POST', `/api/sales/${saleId}/delivery-code`);
    expect(reissued.statusCode, reissued.body).toBe(200);
    const newCode = await codeOf(saleId);
    if (newCode !== code) expect((await attempt(code)).statusCode).toBe(400);
    const done = await attempt(newCode);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('Delivered');
  });
});

describe('the day board', () => {
  it('shows each hub’s deliveries of the day: waiting, booked that day, and underway from before', async () => {
    const waiting = await approvedSale('delivery');
    const booked = await onTheRoad(driverB);
    const board = await call(ctx.app, admin, 'GET', `/api/deliveries?day=${tomorrow}&hubId=${hubs.Kano}`);
    expect(board.statusCode).toBe(200);
    const rows = board.json().data as { saleId: string; status: string; hub: { name: string } }[];
    expect(rows.find((row) => row.saleId === waiting)?.status).toBe('Awaiting dispatch');
    expect(rows.find((row) => row.saleId === booked)?.status).toBe('In transit');
    expect(new Set(rows.map((row) => row.hub.name))).toEqual(new Set(['Kano']));
    // A day before its slot, a booked delivery is not on that day's board.
    const today = (
      await call(ctx.app, admin, 'GET', `/api/deliveries?day=2026-11-23&hubId=${hubs.Kano}`)
    ).json().data;
    expect(today.map((row: { saleId: string }) => row.saleId)).not.toContain(booked);
    expect(today.map((row: { saleId: string }) => row.saleId)).toContain(waiting);
  });
});
