// DOMAIN.md: a sale that is not the caller's answers as if it did not exist (404), before any
// other check, so a stranger learns neither that it exists nor its status. Two steps broke it:
// another buyer's cancel-undispatched told a Pending or Rejected sale apart (409) from an
// Approved one (404), and a driver's departure and delivery answered 409 "is Disputed" for a
// delivery its GET already answered 404 (off the driver's list). The owners and the operators
// keep the answers they had.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../src/lib/clock.ts';
import { fundWallet, hubIds, newAdmin, newInventory, newParty, newProduct, type Party } from './builders.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck, type TestDriver } from './logistics-builders.ts';

let ctx: TestContext;
let admin: CookieJar;
let supplier: Party;
let owner: Party;
let stranger: Party;
let productId: string;
let inventoryId: string;
let siteId: string;
let kano: string;
let driver: TestDriver;
// 09:00 in Lagos on Monday 23 November 2026; slots are opened for the next day.
const clock = new TestClock({ start: new Date('2026-11-23T08:00:00Z'), frozen: false });
const tomorrow = '2026-11-24';
const unitPrice = 300;
const saleNotFound = refusal('The sale was not found');
const deliveryNotFound = refusal('The delivery was not found');

beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = (await newAdmin(ctx)).jar;
  kano = (await hubIds(ctx)).Kano!;
  supplier = await newParty(ctx, 'supplier');
  owner = await newParty(ctx, 'offtaker');
  stranger = await newParty(ctx, 'offtaker');
  productId = await newProduct(ctx, admin);
  inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Kano',
    stock: 1_000_000,
    prices: { NGN: unitPrice },
  });
  await fundWallet(ctx, owner.jar, admin, 100_000_000_00);
  siteId = await newSite(ctx, owner.partyId, 'Kano');
  await setLogisticsFee(ctx, 'Kano', 'Kano', 5);
  driver = await newDriver(ctx, admin, 'Musa Ibrahim');
});
afterAll(() => ctx.close());

/** The owner's delivery purchase of 1,000 litres at Kano, left Pending, or answered by its supplier. */
async function sale(status: 'Pending' | 'Approved' | 'Rejected'): Promise<string> {
  const bought = await call(ctx.app, owner.jar, 'POST', '/api/sales', {
    productId,
    contractId: inventoryId,
    quantity: 1000,
    currency: 'NGN',
    amount: 1000 * unitPrice,
    fulfilment: { method: 'delivery', siteId },
  });
  if (bought.statusCode !== 201) throw new Error(`purchase: ${bought.body}`);
  const saleId = bought.json().data.id as string;
  if (status !== 'Pending') {
    const answered = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${saleId}/${status}`);
    if (answered.statusCode !== 200) throw new Error(`${status}: ${answered.body}`);
  }
  return saleId;
}

const cancelUndispatched = (jar: CookieJar, saleId: string) =>
  call(ctx.app, jar, 'POST', `/api/sales/${saleId}/cancel-undispatched`, {});

describe('another buyer’s cancel-undispatched', () => {
  it('answers 404, as for any sale of someone else, whether the sale is Pending, Rejected or Approved', async () => {
    for (const status of ['Pending', 'Rejected', 'Approved'] as const) {
      const saleId = await sale(status);
      const res = await cancelUndispatched(stranger.jar, saleId);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(404);
      expect(res.json(), status).toEqual(saleNotFound);
      // The same answer as the sale's own page and the other steps give the stranger.
      expect((await call(ctx.app, stranger.jar, 'GET', `/api/sales/${saleId}`)).json()).toEqual(saleNotFound);
      expect((await call(ctx.app, stranger.jar, 'POST', `/api/sales/${saleId}/accept`, {})).json()).toEqual(
        saleNotFound,
      );
      // Nothing changed.
      const seen = (await call(ctx.app, owner.jar, 'GET', `/api/sales/${saleId}`)).json().data;
      expect(seen.status, status).toBe(status);
    }
  });

  it('still tells the owner why not (409), as before', async () => {
    const pending = await cancelUndispatched(owner.jar, await sale('Pending'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual(
      refusal('This sale has not been approved yet: its fulfilment has not started'),
    );
    const rejected = await cancelUndispatched(owner.jar, await sale('Rejected'));
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toEqual(refusal('This sale is Rejected: it has no fulfilment'));
    const approved = await cancelUndispatched(owner.jar, await sale('Approved'));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().errors[0].message).toMatch(/^The supplier has until .* to load this sale/);
  });
});

describe('a driver’s departure and delivery', () => {
  /** The owner's approved delivery, scheduled with `driver` and loaded with 900 litres. */
  async function loaded(): Promise<string> {
    const saleId = await sale('Approved');
    const slotId = await newSlot(ctx, admin, { hubId: kano, day: tomorrow });
    const truckId = await newTruck(ctx, admin);
    const scheduled = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/schedule`, {
      slotId,
      truckId,
      driverId: driver.id,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const load = await call(ctx.app, admin, 'POST', `/api/deliveries/${saleId}/loading`, {
      quantityLoaded: 900,
    });
    expect(load.statusCode, load.body).toBe(200);
    return saleId;
  }
  const codeOf = async (saleId: string) =>
    (await call(ctx.app, owner.jar, 'GET', `/api/sales/${saleId}/delivery-code`)).json().data.code as string;
  const depart = (jar: CookieJar, saleId: string) =>
    call(ctx.app, jar, 'POST', `/api/deliveries/${saleId}/departure`);
  const deliver = (jar: CookieJar, saleId: string, code: string) =>
    call(ctx.app, jar, 'POST', `/api/deliveries/${saleId}/delivery`, { code, quantityDelivered: 900 });

  /**
   * A delivery the driver took on the road and delivered with the buyer's code: both steps answer
   * 200 while it is on the driver's list.
   */
  async function delivered(): Promise<{ saleId: string; code: string }> {
    const saleId = await loaded();
    const code = await codeOf(saleId);
    const departed = await depart(driver.jar, saleId);
    expect(departed.statusCode, departed.body).toBe(200);
    expect(departed.json().data).toMatchObject({ saleId, status: 'In transit' });
    const done = await deliver(driver.jar, saleId, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ saleId, status: 'Delivered' });
    // Delivered is still on the driver's list: the table's own 409 for a step already taken.
    expect((await depart(driver.jar, saleId)).statusCode).toBe(409);
    return { saleId, code };
  }

  /** The driver's GET, departure and delivery all answer 404 "The delivery was not found". */
  async function expectDriverSeesNothing(saleId: string, code: string) {
    for (const [step, res] of [
      ['GET', await call(ctx.app, driver.jar, 'GET', `/api/deliveries/${saleId}`)],
      ['departure', await depart(driver.jar, saleId)],
      ['delivery', await deliver(driver.jar, saleId, code)],
    ] as const) {
      expect(res.statusCode, `${step}: ${res.body}`).toBe(404);
      expect(res.json(), step).toEqual(deliveryNotFound);
    }
  }

  it('answers 404 once the buyer has disputed, as the driver’s GET does; operators still get the 409', async () => {
    const { saleId, code } = await delivered();
    const disputed = await call(ctx.app, owner.jar, 'POST', `/api/sales/${saleId}/dispute`, {
      reason: 'Short',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().data.status).toBe('Disputed');
    await expectDriverSeesNothing(saleId, code);
    const operatorDeparts = await depart(admin, saleId);
    expect(operatorDeparts.statusCode).toBe(409);
    expect(operatorDeparts.json()).toEqual(refusal('This delivery is Disputed: it cannot be dispatched now'));
    const operatorDelivers = await deliver(admin, saleId, code);
    expect(operatorDelivers.statusCode).toBe(409);
    expect(operatorDelivers.json().errors[0].message).toMatch(/^This delivery is Disputed: it cannot be/);
    expect((await call(ctx.app, admin, 'GET', `/api/deliveries/${saleId}`)).json().data.status).toBe(
      'Disputed',
    );
  });

  it('answers 404 once the buyer has accepted (Settled), as the driver’s GET does', async () => {
    const { saleId, code } = await delivered();
    expect((await call(ctx.app, owner.jar, 'POST', `/api/sales/${saleId}/accept`, {})).statusCode).toBe(200);
    await expectDriverSeesNothing(saleId, code);
    expect((await depart(admin, saleId)).statusCode).toBe(409);
  });
});
