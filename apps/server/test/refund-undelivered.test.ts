// The operators' refund of a loaded delivery that will not arrive (the truck lost, the buyer
// refusing the gas and withholding the code): before it, a Loaded or In transit delivery could end
// only with the buyer's code, so its hold and reserved stock stayed for good. The whole hold goes
// back, the loaded gas leaves the inventory as a transit loss, both parties are told why; only an
// operator, only from Loaded or In transit, once.
import type { FulfilmentMethod } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, inventories, jobs, sales, stockLines } from '../src/db/schema.ts';
import { fulfilmentLosses, fulfilments } from '../src/db/schema-fulfilment.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, newAdmin, newInventory, newParty, newProduct, type Party } from './builders.ts';
import { collect, deliver, logisticsStep, newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
const price = 1_000;
const feePerUnit = 200;
let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
let supplier: Party;
let buyer: Party;
let productId: string;
let contractId: string;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
  admin = await newAdmin(ctx);
  supplier = await newParty(ctx, 'supplier');
  buyer = await newParty(ctx, 'offtaker');
  productId = await newProduct(ctx, admin.jar, 'Lost-truck CNG');
  contractId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Ajaokuta',
    stock: 1_000_000,
    prices: { NGN: price },
  });
  await setLogisticsFee(ctx, 'Ajaokuta', 'Lagos', feePerUnit);
  await fundWallet(ctx, buyer.jar, admin.jar, 500_000_000);
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const db = () => ctx.database.db;
const reason = 'The truck overturned near Lokoja; the gas was lost';
const refund = (jar: CookieJar, saleId: string, body: unknown = { reason }, key?: string) =>
  ctx.app
    .inject({
      method: 'POST',
      url: `/api/sales/${saleId}/refund-undelivered`,
      headers: { cookie: jar.header(), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    })
    .then((response) => {
      jar.store(response);
      return response;
    });
const balance = async () =>
  (await call(ctx.app, buyer.jar, 'GET', '/api/payments/balances/NGN')).json().data as {
    amount: number;
    held: number;
  };
const stock = async () => (await db().select().from(inventories).where(eq(inventories.id, contractId)))[0]!;
/** The text of the email to `to` whose subject is `subject`. */
const mailText = async (to: string, subject: string) => {
  const mails = (await db().select().from(jobs).where(eq(jobs.kind, 'mail')))
    .map((job) => job.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === to && mail.subject === subject);
  expect(mails).toHaveLength(1);
  return mails[0]!.text;
};
const statusOf = async (saleId: string) =>
  (await db().select().from(fulfilments).where(eq(fulfilments.saleId, saleId)))[0]!.status;

async function approved(quantity: number, method: FulfilmentMethod = 'delivery') {
  const terms =
    method === 'delivery' ? { method, siteId: await newSite(ctx, buyer.partyId, 'Lagos') } : { method };
  const placed = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
    productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * price,
    fulfilment: terms,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const sale = placed.json().data as { id: string; reference: string };
  const res = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(res.statusCode, res.body).toBe(200);
  return sale;
}

/** A delivery loaded with `loaded` litres and, if asked, on its way. */
async function loaded(quantity: number, litresLoaded: number, onItsWay = true) {
  const sale = await approved(quantity);
  await logisticsStep(ctx, sale.id, 'schedule');
  await logisticsStep(ctx, sale.id, 'load', { quantityLoaded: litresLoaded });
  if (onItsWay) await logisticsStep(ctx, sale.id, 'depart');
  return sale;
}

describe('an operator refunds a loaded delivery that will not arrive', () => {
  it('releases the whole hold, takes the loaded gas out as a transit loss, tells both parties why, audits it', async () => {
    const before = { wallet: await balance(), stock: await stock() };
    const sale = await loaded(100, 98);
    expect(await balance()).toMatchObject({ held: before.wallet.held + 100 * (price + feePerUnit) });

    const res = await refund(admin.jar, sale.id, { reason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      refunded: 100 * (price + feePerUnit),
      supplierPaid: 0,
      platformFee: 0,
      logisticsFeeCharged: 0,
      quantities: { ordered: 100, loaded: 98, delivered: null, accepted: 0 },
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({
      status: 'Cancelled',
      action: 'refund-undelivered',
      actor: 'operator',
      note: reason,
    });
    // The buyer has all its money back; the 98 loaded litres left the inventory, the rest is free.
    expect(await balance()).toEqual(before.wallet);
    expect(await stock()).toMatchObject({
      quantity: before.stock.quantity - 98,
      reserved: before.stock.reserved,
    });
    const [row] = await db().select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ status: 'Cancelled', resolution: 'Cancelled' });
    const [line] = await db().select().from(stockLines).where(eq(stockLines.id, row!.stockLineId));
    expect(line).toMatchObject({ status: 'Approved', quantity: 98 });
    const losses = await db().select().from(fulfilmentLosses).where(eq(fulfilmentLosses.saleId, sale.id));
    expect(losses).toEqual([expect.objectContaining({ kind: 'transit', quantity: 98, resolvedUtc: null })]);

    const mails = (await db().select().from(jobs).where(eq(jobs.kind, 'mail')))
      .map((job) => job.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.subject === `Sale ${sale.reference} cancelled`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([buyer.email, supplier.email].sort());
    const toBuyer = mails.find((mail) => mail.to === buyer.email)!.text;
    expect(toBuyer).toContain('was not delivered, so the platform');
    expect(toBuyer).toContain(reason);
    expect(toBuyer).toContain('₦1,200.00 has been released');
    // The supplier is told how much of its gas left the stock unpaid, as the loss records it.
    const toSupplier = mails.find((mail) => mail.to === supplier.email)!.text;
    expect(toSupplier).toContain(
      'Nothing was paid for it. 98 litres were loaded and are recorded as lost in transit.',
    );
    expect(toBuyer).not.toContain('lost in transit');
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, sale.id), eq(auditEvents.actorEmail, admin.email)));
    expect(audited.map((entry) => [entry.action, entry.beforeState, entry.afterState])).toEqual(
      expect.arrayContaining([
        ['fulfilment_step', 'In transit', 'Cancelled'],
        ['sale_settled', 'Approved', 'Cancelled'],
      ]),
    );
  });

  it('refunds a delivery still at the hub gate (Loaded), and replays the same Idempotency-Key without a second release', async () => {
    const before = await balance();
    const sale = await loaded(10, 10, false);
    const key = `refund-${sale.id}`;
    const first = await refund(admin.jar, sale.id, { reason }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await refund(admin.jar, sale.id, { reason }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balance()).toEqual(before);
    // Without the key, a second refund is refused: the delivery has ended.
    expect((await refund(admin.jar, sale.id)).json()).toEqual(
      refusal('This delivery is Cancelled: it cannot be refunded as undelivered now'),
    );
  });

  it('is the operators’ only: the buyer and the supplier get 403 and nothing moves', async () => {
    const sale = await loaded(5, 5);
    const held = (await balance()).held;
    for (const jar of [buyer.jar, supplier.jar]) {
      const res = await refund(jar, sale.id);
      expect(res.statusCode).toBe(403);
    }
    expect(await statusOf(sale.id)).toBe('In transit');
    expect((await balance()).held).toBe(held);
  });

  it('needs a reason, and refuses what was not loaded, was delivered, or is a collection, with 409 saying why', async () => {
    const sale = await loaded(10, 10);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await refund(admin.jar, sale.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('Reason is required', 'reason'));
    }
    expect(await statusOf(sale.id)).toBe('In transit');

    const waiting = await approved(10);
    expect((await refund(admin.jar, waiting.id)).json()).toEqual(
      refusal('This delivery is Awaiting dispatch: it cannot be refunded as undelivered now'),
    );
    const delivered = await approved(10);
    await deliver(ctx, delivered.id, 10);
    expect((await refund(admin.jar, delivered.id)).json()).toEqual(
      refusal('This delivery is Delivered: it cannot be refunded as undelivered now'),
    );
    const collected = await approved(10, 'collection');
    await collect(ctx, collected.id, 10);
    expect((await refund(admin.jar, collected.id)).json()).toEqual(
      refusal('This collection is Loaded: it cannot be refunded as undelivered now'),
    );
    expect((await refund(admin.jar, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('names the litres lost in transit in Hausa to a supplier who reads Hausa', async () => {
    const speak = async (language: 'en' | 'ha') => {
      const res = await call(ctx.app, supplier.jar, 'PUT', '/api/account/language', { language });
      expect(res.statusCode, res.body).toBe(200);
    };
    const sale = await loaded(2_000, 1_250);
    await speak('ha');
    try {
      expect((await refund(admin.jar, sale.id)).statusCode).toBe(200);
    } finally {
      await speak('en');
    }
    expect(await mailText(supplier.email, `An soke ciniki ${sale.reference}`)).toContain(
      'Ba a biya komai a kansa ba. An loda lita 1,250, kuma an rubuta su a matsayin asarar hanya.',
    );
  });

  it('speaks Hausa to an operator who reads Hausa', async () => {
    const delivered = await approved(3);
    await deliver(ctx, delivered.id, 3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${delivered.id}/refund-undelivered`,
      headers: { cookie: admin.jar.header(), 'accept-language': 'ha' },
      payload: { reason },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(
      'Wannan isarwa tana matsayin An isar: ba za a iya mayar da kuɗin a matsayin wadda ba a isar ba ta yanzu ba',
    );
  });
});
