// Fulfilment and settlement (issue 17): terms at purchase, approval into fulfilment, the buyer's
// code, acceptance, disputes and their resolution, the auto-accept job, the dispatch time limit,
// settlement in one ledger transaction, and the transition table over HTTP for every role.

import { createHash } from 'node:crypto';
import {
  type FulfilmentAction,
  type FulfilmentActor,
  type FulfilmentMethod,
  type FulfilmentStatus,
  nextFulfilmentStatus,
  noLogisticsFeeMessage,
  platformFee,
  platformFeeVat,
} from '@gas/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hubs, inventories, jobs, ledgerTransactions, payments, sales } from '../src/db/schema.ts';
import { deliverySites, fulfilmentLosses, fulfilments } from '../src/db/schema-fulfilment.ts';
import { loadingSlots, slotBookings } from '../src/db/schema-logistics.ts';
import { AcceptanceWindowStillOpen } from '../src/modules/fulfilment/auto-accept.ts';
import { deliveryCodeKeyFrom, deliveryCodeMatches } from '../src/modules/fulfilment/delivery-code.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import {
  balanceOf,
  platformLogisticsRevenue,
  platformRevenue,
  supplierWallet,
} from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, logIn, newAdmin, newInventory, newParty, newProduct, type Party } from './builders.ts';
import { collect, deliver, logisticsStep, newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck } from './logistics-builders.ts';

const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
let supplier: Party;
let productId: string;
let contractId: string;
const price = 1_000; // ₦10.00 a litre
const feePerUnit = 200; // ₦2.00 a litre from Ajaokuta to Lagos

beforeAll(async () => {
  // Hundreds of requests from one address: lift the general rate limit (its own test is elsewhere).
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
  admin = await newAdmin(ctx);
  supplier = await newParty(ctx, 'supplier');
  productId = await newProduct(ctx, admin.jar, 'Fulfilment CNG');
  contractId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Ajaokuta',
    stock: 1_000_000,
    prices: { NGN: price },
  });
  await setLogisticsFee(ctx, 'Ajaokuta', 'Lagos', feePerUnit);
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const db = () => ctx.database.db;
async function buyer(funds = 10_000_000) {
  const party = await newParty(ctx, 'offtaker');
  if (funds > 0) await fundWallet(ctx, party.jar, admin.jar, funds);
  return party;
}
const buy = (party: Party, quantity: number, fulfilment?: unknown) =>
  call(ctx.app, party.jar, 'POST', '/api/sales', {
    productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * price,
    ...(fulfilment ? { fulfilment } : {}),
  });
const balance = async (jar: CookieJar) =>
  (await call(ctx.app, jar, 'GET', '/api/payments/balances/NGN')).json().data as {
    amount: number;
    held: number;
  };
const stock = async () => (await db().select().from(inventories).where(eq(inventories.id, contractId)))[0]!;
const fulfilmentRow = async (saleId: string) =>
  (await db().select().from(fulfilments).where(eq(fulfilments.saleId, saleId)))[0]!;
const view = async (jar: CookieJar, saleId: string) =>
  (await call(ctx.app, jar, 'GET', `/api/sales/${saleId}/fulfilment`)).json().data;
const supplierBalance = () => balanceOf(db(), supplierWallet(supplier.partyId, 'NGN'));
const logisticsRevenue = () => balanceOf(db(), platformLogisticsRevenue('NGN'));
const feeRevenue = () => balanceOf(db(), platformRevenue('NGN'));

/** The buyer's sale placed (delivery to a Lagos site, or collection) and approved by the supplier. */
async function approvedSale(party: Party, quantity: number, method: FulfilmentMethod = 'delivery') {
  const terms =
    method === 'delivery' ? { method, siteId: await newSite(ctx, party.partyId, 'Lagos') } : { method };
  const placed = await buy(party, quantity, terms);
  expect(placed.statusCode, placed.body).toBe(201);
  const sale = placed.json().data as { id: string; reference: string };
  const approved = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  return sale;
}

/** Moves the clock; sessions end after 15 idle minutes, so everyone logs in again. */
async function later(minutes: number, ...parties: { email: string; jar: CookieJar }[]) {
  clock.advanceMinutes(minutes);
  for (const party of [admin, supplier, ...parties]) party.jar = await logIn(ctx, party.email);
}
/** Every due job, however many (the worker takes 20 at a time). */
async function runJobs() {
  while ((await runDueJobs({ db: db(), clock, handlers: ctx.app.jobHandlers, limit: 100 })) > 0);
}

describe('terms at purchase', () => {
  it('holds the logistics fee of a delivery beside the amount: the sale, its Debit line and the wallet say so', async () => {
    const ada = await buyer(1_000_000);
    const siteId = await newSite(ctx, ada.partyId, 'Lagos');
    const res = await buy(ada, 300, { method: 'delivery', siteId });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      amount: 300 * price,
      logisticsFee: 300 * feePerUnit,
      fulfilmentMethod: 'delivery',
      fulfilmentStatus: null,
    });
    expect(await balance(ada.jar)).toEqual(
      expect.objectContaining({
        amount: 1_000_000 - 300 * (price + feePerUnit),
        held: 300 * (price + feePerUnit),
      }),
    );
    const [debit] = await db().select().from(payments).where(eq(payments.reference, sale.reference));
    expect(debit).toMatchObject({
      amount: 300 * (price + feePerUnit),
      prevBal: 1_000_000,
      currBal: 1_000_000 - 360_000,
    });
    expect(await view(ada.jar, sale.id)).toMatchObject({
      method: 'delivery',
      status: null,
      site: { id: siteId, state: 'Lagos' },
      logisticsFeePerUnit: feePerUnit,
      logisticsFee: 300 * feePerUnit,
      quantities: { ordered: 300, loaded: null, delivered: null, accepted: null },
    });
  });

  it('collects at the hub when no terms are sent (the spec body), with no fee', async () => {
    const bola = await buyer(100_000);
    const res = await buy(bola, 10);
    expect(res.json().data).toMatchObject({ fulfilmentMethod: 'collection', logisticsFee: 0 });
    expect(await balance(bola.jar)).toMatchObject({ held: 10 * price });
  });

  it('needs funds for the amount and the fee together', async () => {
    const chidi = await buyer(100 * price + 100 * feePerUnit - 1);
    const siteId = await newSite(ctx, chidi.partyId, 'Lagos');
    const res = await buy(chidi, 100, { method: 'delivery', siteId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refusal('Insufficient funds in the wallet', 'amount'));
    expect(await balance(chidi.jar)).toMatchObject({ held: 0 });
  });

  it('refuses a route without a fee (409, as the quote), another buyer’s site and an archived site (400), nothing held', async () => {
    const dayo = await buyer(1_000_000);
    const kanoSite = await newSite(ctx, dayo.partyId, 'Kano'); // no fee from Ajaokuta to Kano
    const noFee = await buy(dayo, 10, { method: 'delivery', siteId: kanoSite });
    expect(noFee.statusCode).toBe(409);
    expect(noFee.json()).toEqual(refusal(noLogisticsFeeMessage, 'siteId'));
    const other = await buyer(0);
    const theirs = await newSite(ctx, other.partyId, 'Lagos');
    const notMine = await buy(dayo, 10, { method: 'delivery', siteId: theirs });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toEqual(refusal('Choose one of your delivery sites', 'siteId'));
    const archived = await newSite(ctx, dayo.partyId, 'Lagos');
    await db().update(deliverySites).set({ archivedUtc: clock.now() }).where(eq(deliverySites.id, archived));
    const old = await buy(dayo, 10, { method: 'delivery', siteId: archived });
    expect(old.json()).toEqual(refusal('This delivery site is archived. Choose another', 'siteId'));
    expect(await balance(dayo.jar)).toMatchObject({ amount: 1_000_000, held: 0 });
  });

  it('releases the fee with the amount when a delivery is rejected, cancelled or expires', async () => {
    const efe = await buyer(1_000_000);
    const siteId = await newSite(ctx, efe.partyId, 'Lagos');
    const rejected = (await buy(efe, 10, { method: 'delivery', siteId })).json().data;
    const cancelled = (await buy(efe, 20, { method: 'delivery', siteId })).json().data;
    await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${rejected.id}/Rejected`);
    await call(ctx.app, efe.jar, 'PATCH', `/api/sales/${cancelled.id}/Cancelled`);
    expect(await balance(efe.jar)).toMatchObject({ amount: 1_000_000, held: 0 });
    expect((await view(efe.jar, rejected.id)).status).toBeNull();
  });
});

describe('approval', () => {
  it('starts the fulfilment with funds held and stock reserved, and gives the buyer alone a one-time code', async () => {
    const fola = await buyer();
    const before = await stock();
    const supplierBefore = await supplierBalance();
    const sale = await approvedSale(fola, 100);
    expect(await stock()).toMatchObject({ quantity: before.quantity, reserved: before.reserved + 100 });
    expect(await balance(fola.jar)).toMatchObject({ held: 100 * (price + feePerUnit) });
    expect(await supplierBalance()).toBe(supplierBefore);
    const seen = await view(supplier.jar, sale.id);
    expect(seen).toMatchObject({ status: 'Awaiting dispatch', approvedUtc: clock.now().toISOString() });
    expect(seen.dispatchDeadlineUtc).toBe(new Date(clock.now().getTime() + 3 * 86_400_000).toISOString());
    expect(seen.timeline).toEqual([
      {
        status: 'Awaiting dispatch',
        action: 'start',
        actor: 'supplier',
        note: null,
        utc: clock.now().toISOString(),
      },
    ]);

    const code = await call(ctx.app, fola.jar, 'GET', `/api/sales/${sale.id}/delivery-code`);
    expect(code.statusCode).toBe(200);
    const { code: digits } = code.json().data;
    expect(digits).toMatch(/^\d{6}$/);
    // Stored hashed: the row holds neither the code nor anything it can be read from alone.
    const row = await fulfilmentRow(sale.id);
    expect(JSON.stringify(row)).not.toContain(digits);
    expect(deliveryCodeMatches(ctx.config.deliveryCodeKey, sale.id, digits, row.codeSealed)).toBe(true);
    // Nothing kept checks a code without the server's key: no hash of it (a reader could try all
    // 10^6 codes against one), and the nonce with another key derives another code.
    const unkeyed = createHash('sha256').update(`${sale.id}:${digits}`).digest('hex');
    expect(JSON.stringify(row)).not.toContain(unkeyed);
    expect(Object.keys(row)).not.toContain('codeHash');
    // The column of the old hash stays one release for a rolling upgrade, and holds nothing.
    const hashes = (await db().execute(
      sql`select code_hash from fulfilments where sale_id = ${sale.id}`,
    )) as unknown as { rows: { code_hash: string | null }[] };
    expect(hashes.rows).toEqual([{ code_hash: null }]);
    expect(deliveryCodeMatches(deliveryCodeKeyFrom('another key'), sale.id, digits, row.codeSealed)).toBe(
      false,
    );
    // Emailed to the buyer with the approval, and to nobody else.
    const mails = (await db().select().from(jobs).where(eq(jobs.kind, 'mail'))).map(
      (job) => job.payload as { to: string; text: string },
    );
    expect(mails.filter((mail) => mail.text.includes(digits)).map((mail) => mail.to)).toEqual([fola.email]);
    for (const jar of [supplier.jar, admin.jar]) {
      expect((await call(ctx.app, jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).statusCode).toBe(403);
    }
    const stranger = await buyer(0);
    expect((await call(ctx.app, stranger.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).statusCode).toBe(
      404,
    );
    expect((await call(ctx.app, stranger.jar, 'GET', `/api/sales/${sale.id}/fulfilment`)).statusCode).toBe(
      404,
    );
  });

  it('lets an operator issue a new code: the old one stops working, the lock lifts, the buyer is told', async () => {
    const gbenga = await buyer();
    const sale = await approvedSale(gbenga, 10);
    const first = (await call(ctx.app, gbenga.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).json().data
      .code;
    await db()
      .update(fulfilments)
      .set({ codeAttempts: 5, codeLocked: true })
      .where(eq(fulfilments.saleId, sale.id));
    expect(
      (await call(ctx.app, gbenga.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).json().data,
    ).toEqual({
      code: null,
      locked: true,
    });
    const res = await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/delivery-code`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Awaiting dispatch', codeLocked: false });
    const second = (await call(ctx.app, gbenga.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).json()
      .data;
    expect(second.locked).toBe(false);
    const row = await fulfilmentRow(sale.id);
    expect(row).toMatchObject({ codeAttempts: 0, codeLocked: false });
    const key = ctx.config.deliveryCodeKey;
    expect(deliveryCodeMatches(key, sale.id, second.code, row.codeSealed)).toBe(true);
    if (second.code !== first) expect(deliveryCodeMatches(key, sale.id, first, row.codeSealed)).toBe(false);
    expect(res.json().data.timeline.at(-1)).toMatchObject({ action: 'reissue-code', actor: 'operator' });
  });
});

describe('acceptance and settlement', () => {
  it('a delivery accepted settles at once in one ledger transaction: goods for what was delivered, the fee on it, the rest back; stock never loaded returns, transit loss recorded', async () => {
    const hauwa = await buyer(1_000_000);
    const before = await stock();
    const supplierBefore = await supplierBalance();
    const logisticsBefore = await logisticsRevenue();
    const feesBefore = await feeRevenue();
    const sale = await approvedSale(hauwa, 100);
    await deliver(ctx, sale.id, 95, 90); // 5 litres never loaded, 5 lost in transit
    const delivered = await view(hauwa.jar, sale.id);
    expect(delivered).toMatchObject({
      status: 'Delivered',
      quantities: { ordered: 100, loaded: 95, delivered: 90, accepted: null },
    });
    expect(delivered.disputeWindowEndUtc).toBe(
      new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    // The code is no longer shown once it was used.
    expect(
      (await call(ctx.app, hauwa.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).json().data.code,
    ).toBeNull();

    const res = await call(ctx.app, hauwa.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    const goods = 90 * price;
    const fee = platformFee(goods);
    const feeVat = platformFeeVat(fee, 750); // PLATFORM_FEE_VAT_PERCENT's default 7.5 %
    expect(res.json().data).toMatchObject({
      status: 'Settled',
      quantities: { ordered: 100, loaded: 95, delivered: 90, accepted: 90 },
      supplierPaid: goods - fee - feeVat,
      platformFee: fee,
      platformFeeVat: feeVat,
      logisticsFeeCharged: 90 * feePerUnit,
      refunded: 100 * (price + feePerUnit) - goods - 90 * feePerUnit,
      settledUtc: clock.now().toISOString(),
    });
    expect(res.json().data.timeline.map((event: { status: FulfilmentStatus }) => event.status)).toEqual([
      'Awaiting dispatch',
      'Scheduled',
      'Loaded',
      'In transit',
      'Delivered',
      'Accepted',
      'Settled',
    ]);
    expect(await balance(hauwa.jar)).toEqual(
      expect.objectContaining({ amount: 1_000_000 - goods - 90 * feePerUnit, held: 0 }),
    );
    expect(await supplierBalance()).toBe(supplierBefore + goods - fee - feeVat);
    expect(await feeRevenue()).toBe(feesBefore + fee);
    expect(await logisticsRevenue()).toBe(logisticsBefore + 90 * feePerUnit);
    expect(await stock()).toMatchObject({ quantity: before.quantity - 95, reserved: before.reserved });
    const settlement = await db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.reference, sale.reference), eq(ledgerTransactions.kind, 'settlement')),
      );
    expect(settlement).toHaveLength(1);
    const losses = await db().select().from(fulfilmentLosses).where(eq(fulfilmentLosses.saleId, sale.id));
    expect(losses).toEqual([expect.objectContaining({ kind: 'transit', quantity: 5, resolvedUtc: null })]);
    const [row] = await db().select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ status: 'Approved', fee, completedUtc: clock.now() });
    // Accepting twice: the transition table refuses.
    const again = await call(ctx.app, hauwa.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('This delivery is Settled: it cannot be accepted now'));
  });

  it('a dispute within the window holds the money until an operator settles part of it', async () => {
    const ify = await buyer(1_000_000);
    const sale = await approvedSale(ify, 100);
    await deliver(ctx, sale.id, 100);
    const missing = await call(ctx.app, ify.jar, 'POST', `/api/sales/${sale.id}/dispute`, {});
    expect(missing.statusCode).toBe(400);
    const disputed = await call(ctx.app, ify.jar, 'POST', `/api/sales/${sale.id}/dispute`, {
      reason: 'Pressure too low on 40 litres',
    });
    expect(disputed.json().data).toMatchObject({
      status: 'Disputed',
      disputeReason: 'Pressure too low on 40 litres',
    });
    expect(await balance(ify.jar)).toMatchObject({ held: 100 * (price + feePerUnit) });
    const tooMuch = await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
      outcome: 'settle-part',
      quantity: 101,
      note: 'x',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual(
      refusal('The quantity cannot be more than the 100 litres delivered', 'quantity'),
    );
    const supplierBefore = await supplierBalance();
    const res = await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
      outcome: 'settle-part',
      quantity: 60,
      note: 'Sixty litres met the specification',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Settled',
      resolution: 'settle-part',
      resolutionNote: 'Sixty litres met the specification',
      quantities: { delivered: 100, accepted: 60 },
      supplierPaid: 60 * price - platformFee(60 * price) - platformFeeVat(platformFee(60 * price), 750),
      logisticsFeeCharged: 100 * feePerUnit,
      refunded: 40 * price,
    });
    expect(await supplierBalance()).toBe(
      supplierBefore + 60 * price - platformFee(60 * price) - platformFeeVat(platformFee(60 * price), 750),
    );
    expect(await balance(ify.jar)).toEqual(
      expect.objectContaining({ amount: 1_000_000 - 60 * price - 100 * feePerUnit, held: 0 }),
    );
    const losses = await db().select().from(fulfilmentLosses).where(eq(fulfilmentLosses.saleId, sale.id));
    expect(losses).toEqual([expect.objectContaining({ kind: 'refused', quantity: 40 })]);
  });

  it('refund all: the whole hold goes back, the sale is cancelled, the gas that left is a loss', async () => {
    const jide = await buyer(1_000_000);
    const before = await stock();
    const sale = await approvedSale(jide, 50, 'collection');
    // Only a dispute is resolved: not a sale still waiting for its collection.
    const early = await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
      outcome: 'refund-all',
      note: 'Too early',
    });
    expect(early.json()).toEqual(
      refusal('This collection is Ready for collection: it cannot be resolved now'),
    );
    await collect(ctx, sale.id, 50);
    await call(ctx.app, jide.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Wrong product' });
    const res = await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
      outcome: 'refund-all',
      note: 'Off-specification gas',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      resolution: 'refund-all',
      refunded: 50 * price,
    });
    expect(await balance(jide.jar)).toMatchObject({ amount: 1_000_000, held: 0 });
    expect(await stock()).toMatchObject({ quantity: before.quantity - 50, reserved: before.reserved });
    const [row] = await db().select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ status: 'Cancelled', fee: null });
    const [debit] = await db().select().from(payments).where(eq(payments.reference, sale.reference));
    expect(debit!.status).toBe('Cancelled');
  });

  it('silence accepts: after DELIVERY_DISPUTE_HOURS a dispute is refused and the job settles, once', async () => {
    const kemi = await buyer(1_000_000);
    const sale = await approvedSale(kemi, 20, 'collection');
    await collect(ctx, sale.id, 20);
    await runJobs(); // the emails; the auto-accept is not due
    expect((await fulfilmentRow(sale.id)).status).toBe('Loaded');
    await later(24 * 60 + 1, kemi);
    const late = await call(ctx.app, kemi.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].message).toMatch(
      /^The time to dispute this collection ended at .*: it is accepted$/,
    );
    await runJobs();
    const settled = await view(kemi.jar, sale.id);
    expect(settled).toMatchObject({ status: 'Settled', quantities: { accepted: 20 } });
    expect(settled.timeline.map((event: { action: string }) => event.action)).toContain('auto-accept');
    // Run again (at least once delivery): nothing more moves.
    await ctx.app.jobHandlers['fulfilment-auto-accept']!(
      { saleId: sale.id },
      { id: crypto.randomUUID(), createdUtc: clock.now() },
    );
    const settlements = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, sale.reference));
    expect(settlements.filter((t) => t.kind === 'settlement')).toHaveLength(1);
  });

  it('the auto-accept job that comes before the window’s end by this server’s clock asks to run again, then accepts', async () => {
    const tunde = await buyer(1_000_000);
    const sale = await approvedSale(tunde, 5, 'collection');
    await collect(ctx, sale.id, 5);
    const runJob = () =>
      ctx.app.jobHandlers['fulfilment-auto-accept']!(
        { saleId: sale.id },
        { id: crypto.randomUUID(), createdUtc: clock.now() },
      );
    // Due by another server's clock, a little ahead: here the window is still open.
    await expect(runJob()).rejects.toBeInstanceOf(AcceptanceWindowStillOpen);
    expect((await fulfilmentRow(sale.id)).status).toBe('Loaded');
    await later(24 * 60 + 1, tunde);
    await runJob();
    expect(await view(tunde.jar, sale.id)).toMatchObject({ status: 'Settled', quantities: { accepted: 5 } });
    // Once the buyer's answer or the job has ended it, a late run does nothing and asks nothing.
    await expect(runJob()).resolves.toBeUndefined();
  });

  it('the acceptance sweep settles a collection whose auto-accept job ran out of retries', async () => {
    const ada = await buyer(1_000_000);
    const sale = await approvedSale(ada, 8, 'collection');
    await collect(ctx, sale.id, 8);
    // The job failed its last attempt (a long outage): the queue will not run it again.
    await db()
      .update(jobs)
      .set({ failedUtc: clock.now() })
      .where(eq(jobs.dedupeKey, `fulfilment-auto-accept:${sale.id}`));
    const sweep = () =>
      ctx.app.jobHandlers['acceptance-sweep']!(
        { occurrence: clock.now().toISOString() },
        { id: crypto.randomUUID(), createdUtc: clock.now() },
      );
    await later(24 * 60 + 1, ada);
    await sweep(); // within the job's own grace (10 minutes): left to it
    expect((await fulfilmentRow(sale.id)).status).toBe('Loaded');
    await later(15, ada);
    await sweep();
    const settled = await view(ada.jar, sale.id);
    expect(settled).toMatchObject({ status: 'Settled', quantities: { accepted: 8 } });
    expect(settled.timeline.map((event: { action: string }) => event.action)).toContain('auto-accept');
    await sweep(); // nothing left: settled once
    const settlements = await db()
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.reference, sale.reference), eq(ledgerTransactions.kind, 'settlement')),
      );
    expect(settlements).toHaveLength(1);
  });

  it('the dispatch time limit: the buyer may cancel an unloaded sale after DISPATCH_DAYS, fully released; the supplier is reminded a day before', async () => {
    const lola = await buyer(1_000_000);
    const sale = await approvedSale(lola, 30);
    const early = await call(ctx.app, lola.jar, 'POST', `/api/sales/${sale.id}/cancel-undispatched`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toMatch(/^The supplier has until .* to load this sale/);
    await later(2 * 24 * 60 + 1, lola);
    await runJobs();
    const reminders = (await db().select().from(jobs).where(eq(jobs.kind, 'mail')))
      .map((job) => job.payload as { to: string; subject: string })
      .filter((mail) => mail.subject.startsWith(`Sale ${sale.reference}: load it by`));
    expect(reminders.map((mail) => mail.to)).toEqual([supplier.email]);
    await later(24 * 60, lola);
    await runJobs(); // other tests' pending sales expire now: their stock moves before, not during
    const before = await stock();
    const res = await call(ctx.app, lola.jar, 'POST', `/api/sales/${sale.id}/cancel-undispatched`, {
      reason: 'Never came',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Cancelled', refunded: 30 * (price + feePerUnit) });
    expect(await balance(lola.jar)).toMatchObject({ amount: 1_000_000, held: 0 });
    expect(await stock()).toMatchObject({ quantity: before.quantity, reserved: before.reserved - 30 });
    const [row] = await db().select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ status: 'Cancelled', resolution: 'Cancelled' });

    // A scheduled delivery cancelled past the limit gives its place in the slot back.
    const scheduled = await approvedSale(lola, 10);
    const [hub] = await db().select({ id: hubs.id }).from(hubs).where(eq(hubs.name, 'Ajaokuta'));
    const day = new Date(clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
    const slotId = await newSlot(ctx, admin.jar, { hubId: hub!.id, day, capacity: 1 });
    const booked = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${scheduled.id}/schedule`, {
      slotId,
      truckId: await newTruck(ctx, admin.jar, { hubId: hub!.id }),
      driverId: (await newDriver(ctx, admin.jar)).id,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await db().select().from(loadingSlots).where(eq(loadingSlots.id, slotId)))[0]!.booked).toBe(1);
    await later(3 * 24 * 60 + 1, lola);
    const freed = await call(ctx.app, lola.jar, 'POST', `/api/sales/${scheduled.id}/cancel-undispatched`, {});
    expect(freed.json().data).toMatchObject({ status: 'Cancelled' });
    expect((await db().select().from(loadingSlots).where(eq(loadingSlots.id, slotId)))[0]!.booked).toBe(0);
    const [booking] = await db().select().from(slotBookings).where(eq(slotBookings.saleId, scheduled.id));
    expect(booking!.cancelledUtc).toEqual(clock.now());

    // Once loaded, it is too late to cancel.
    const loaded = await approvedSale(lola, 10, 'collection');
    await later(3 * 24 * 60 + 1, lola);
    await collect(ctx, loaded.id, 10);
    const refused = await call(ctx.app, lola.jar, 'POST', `/api/sales/${loaded.id}/cancel-undispatched`, {});
    expect(refused.json()).toEqual(refusal('This collection is Loaded: it cannot be cancelled now'));
  });
});

describe('who reads the buyer’s site', () => {
  it('gives the buyer and the operators the receiving contact, the supplier only where the gas goes', async () => {
    const party = await buyer();
    const sale = await approvedSale(party, 10);
    const site = { name: 'Plant in Lagos', address: '12 Industrial Avenue', lga: 'Ikeja', state: 'Lagos' };
    for (const jar of [party.jar, admin.jar]) {
      expect((await view(jar, sale.id)).site).toMatchObject({
        ...site,
        contactName: 'Ada Obi',
        contactPhone: '+234 803 123 4567',
      });
    }
    expect((await view(supplier.jar, sale.id)).site).toMatchObject({
      ...site,
      contactName: null,
      contactPhone: null,
    });
  });
});

describe('a sale not approved yet', () => {
  it('answers every operator step and the driver’s delivery with 409 "not approved yet", whatever the body', async () => {
    const party = await buyer();
    const placed = await buy(party, 10, { method: 'delivery', siteId: await newSite(ctx, party.partyId) });
    expect(placed.statusCode, placed.body).toBe(201);
    const saleId = placed.json().data.id as string;
    const notStarted = refusal('This sale has not been approved yet: its fulfilment has not started');
    const steps: [string, unknown][] = [
      ['resolve', { outcome: 'settle-part', quantity: 5, note: 'Checked' }],
      ['resolve', { outcome: 'settle-delivered', note: 'Checked' }],
      ['refund-undelivered', { reason: 'Lost' }],
      ['cancel-before-loading', { reason: 'No truck' }],
    ];
    for (const [step, body] of steps) {
      const res = await call(ctx.app, admin.jar, 'POST', `/api/sales/${saleId}/${step}`, body);
      expect(res.statusCode, `${step}: ${res.body}`).toBe(409);
      expect(res.json()).toEqual(notStarted);
    }
    const delivered = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/delivery`, {
      code: '123456',
      quantityDelivered: 5,
    });
    expect(delivered.statusCode, delivered.body).toBe(409);
    expect(delivered.json()).toEqual(notStarted);
    expect((await fulfilmentRow(saleId)).status).toBeNull();
  });
});

describe('the transition table over HTTP, for every role', () => {
  // The routes of the actions people take here (the logistics steps have their own routes).
  const routes: { action: FulfilmentAction; path: string; body: unknown; role: 'buyer' | 'operator' }[] = [
    { action: 'accept', path: 'accept', body: {}, role: 'buyer' },
    { action: 'dispute', path: 'dispute', body: { reason: 'Short' }, role: 'buyer' },
    { action: 'cancel', path: 'cancel-undispatched', body: {}, role: 'buyer' },
    {
      action: 'resolve',
      path: 'resolve',
      body: { outcome: 'settle-delivered', note: 'Checked' },
      role: 'operator',
    },
    { action: 'reissue-code', path: 'delivery-code', body: {}, role: 'operator' },
    { action: 'refund-undelivered', path: 'refund-undelivered', body: { reason: 'Lost' }, role: 'operator' },
  ];
  const reachable: Record<FulfilmentMethod, FulfilmentStatus[]> = {
    delivery: [
      'Awaiting dispatch',
      'Scheduled',
      'Loaded',
      'In transit',
      'Delivered',
      'Disputed',
      'Settled',
      'Cancelled',
    ],
    collection: ['Ready for collection', 'Loaded', 'Disputed', 'Settled', 'Cancelled'],
  };
  let party: Party;
  let driver: { jar: CookieJar };

  /** A fresh sale of `party` in `status`, past its dispatch limit (so only the table decides). */
  async function saleIn(method: FulfilmentMethod, status: FulfilmentStatus) {
    const sale = await approvedSale(party, 2, method);
    await db()
      .update(fulfilments)
      .set({ dispatchDeadlineUtc: new Date(clock.now().getTime() - 60_000) })
      .where(eq(fulfilments.saleId, sale.id));
    const steps: Partial<Record<FulfilmentStatus, () => Promise<unknown>>> = {
      Scheduled: () => logisticsStep(ctx, sale.id, 'schedule'),
      Loaded: async () => {
        if (method === 'delivery') await logisticsStep(ctx, sale.id, 'schedule');
        await logisticsStep(ctx, sale.id, 'load', { quantityLoaded: 2 });
      },
      'In transit': async () => {
        await logisticsStep(ctx, sale.id, 'schedule');
        await logisticsStep(ctx, sale.id, 'load', { quantityLoaded: 2 });
        await logisticsStep(ctx, sale.id, 'depart');
      },
      Delivered: () => deliver(ctx, sale.id, 2),
      Disputed: async () => {
        if (method === 'delivery') await deliver(ctx, sale.id, 2);
        else await collect(ctx, sale.id, 2);
        await call(ctx.app, party.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Short' });
      },
      Settled: async () => {
        if (method === 'delivery') await deliver(ctx, sale.id, 2);
        else await collect(ctx, sale.id, 2);
        await call(ctx.app, party.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
      },
      Cancelled: () => call(ctx.app, party.jar, 'POST', `/api/sales/${sale.id}/cancel-undispatched`, {}),
    };
    await steps[status]?.();
    expect((await fulfilmentRow(sale.id)).status).toBe(status);
    return sale.id;
  }

  beforeAll(async () => {
    party = await buyer(100_000_000);
    driver = await newDriver(ctx, admin.jar);
  });

  for (const method of ['delivery', 'collection'] as const) {
    it(`${method}: each status x action answers what the table says, for the buyer, the supplier, an operator, a driver and a stranger`, async () => {
      const stranger = await buyer(0);
      let cells = 0;
      for (const status of reachable[method]) {
        for (const route of routes) {
          const callers: [FulfilmentActor | 'stranger', CookieJar][] = [
            ['buyer', party.jar],
            ['supplier', supplier.jar],
            ['operator', admin.jar],
            ['driver', driver.jar],
            ['stranger', stranger.jar],
          ];
          for (const [who, jar] of callers) {
            const saleId = await saleIn(method, status);
            const res = await call(ctx.app, jar, 'POST', `/api/sales/${saleId}/${route.path}`, route.body);
            const routeAdmits =
              route.role === 'buyer' ? who === 'buyer' || who === 'stranger' : who === 'operator';
            let expected: number;
            if (!routeAdmits) expected = 403;
            else if (who === 'stranger') expected = 404;
            else
              expected = nextFulfilmentStatus(method, status, route.action, who as FulfilmentActor).allowed
                ? 200
                : 409;
            expect(res.statusCode, `${method} ${status} ${route.action} by ${who}: ${res.body}`).toBe(
              expected,
            );
            if (expected === 409) {
              expect(res.json().errors[0].message).toMatch(
                new RegExp(`^This ${method} is ${status}: it cannot be`),
              );
            }
            cells++;
          }
        }
      }
      expect(cells).toBe(reachable[method].length * routes.length * 5);
    }, 240_000);
  }
});

describe('races on one sale', () => {
  it('accept, dispute, the auto-accept job and an operator’s resolution racing: exactly one outcome, paid once', async () => {
    const nneka = await buyer(100_000_000);
    for (let round = 0; round < 6; round++) {
      const sale = await approvedSale(nneka, 10);
      await deliver(ctx, sale.id, 10);
      // Odd rounds: the window has passed (the job may win); even rounds: it is open (a dispute may).
      if (round % 2 === 1) await later(24 * 60 + 1, nneka);
      // Before the window's end the job asks to be run again later (AcceptanceWindowStillOpen).
      const job = () =>
        ctx.app.jobHandlers['fulfilment-auto-accept']!(
          { saleId: sale.id },
          { id: crypto.randomUUID(), createdUtc: clock.now() },
        ).then(
          () => ({ statusCode: 0 }),
          (error: unknown) => {
            if (error instanceof AcceptanceWindowStillOpen) return { statusCode: 0 };
            throw error;
          },
        );
      const resolve = () =>
        call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
          outcome: 'settle-delivered',
          note: 'ok',
        });
      const racers = Array.from(
        { length: 16 },
        (_, i) =>
          [
            () => call(ctx.app, nneka.jar, 'POST', `/api/sales/${sale.id}/accept`, {}),
            () => call(ctx.app, nneka.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Short' }),
            job,
            resolve,
          ][i % 4]!,
      );
      const results = await Promise.all(racers.map((run) => run()));
      const codes = results.map((r) => r.statusCode);
      expect(codes.every((code) => [0, 200, 409].includes(code))).toBe(true);
      const final = await fulfilmentRow(sale.id);
      const accepts = codes.filter((code, i) => i % 4 === 0 && code === 200).length;
      const disputes = codes.filter((code, i) => i % 4 === 1 && code === 200).length;
      const resolutions = codes.filter((code, i) => i % 4 === 3 && code === 200).length;
      // One acceptance (the buyer's or the job's) or one dispute, never both; a resolution only after the dispute.
      expect(accepts + disputes).toBeLessThanOrEqual(1);
      expect(resolutions).toBeLessThanOrEqual(disputes);
      if (final.status === 'Settled') {
        const settlements = await db()
          .select()
          .from(ledgerTransactions)
          .where(
            and(eq(ledgerTransactions.reference, sale.reference), eq(ledgerTransactions.kind, 'settlement')),
          );
        expect(settlements).toHaveLength(1);
      } else {
        expect(final.status).toBe('Disputed');
        expect(disputes).toBe(1);
      }
      if (round % 2 === 1) expect(disputes).toBe(0);
      expect((await checkLedger(db())).breaches).toEqual([]);
    }
  }, 120_000);
});

describe('losses', () => {
  it('lists the gas lost in transit or refused for the operators, open first, and closes each once with a note', async () => {
    const olu = await buyer(1_000_000);
    const sale = await approvedSale(olu, 50);
    await deliver(ctx, sale.id, 50, 44);
    await call(ctx.app, olu.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Short' });
    await call(ctx.app, admin.jar, 'POST', `/api/sales/${sale.id}/resolve`, {
      outcome: 'settle-part',
      quantity: 40,
      note: 'Four litres off-spec',
    });
    const listed = (await call(ctx.app, admin.jar, 'GET', '/api/fulfilment-losses')).json().data;
    const mine = listed.filter((loss: { saleId: string }) => loss.saleId === sale.id);
    expect(mine.map((loss: { kind: string; quantity: number }) => [loss.kind, loss.quantity]).sort()).toEqual(
      [
        ['refused', 4],
        ['transit', 6],
      ],
    );
    expect(mine[0]).toMatchObject({
      reference: sale.reference,
      hub: { name: 'Ajaokuta' },
      unit: 'Liters',
      resolvedUtc: null,
    });
    const res = await call(ctx.app, admin.jar, 'POST', `/api/fulfilment-losses/${mine[0].id}/resolve`, {
      note: 'Insurer claim filed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      resolvedUtc: clock.now().toISOString(),
      resolutionNote: 'Insurer claim filed',
    });
    const again = await call(ctx.app, admin.jar, 'POST', `/api/fulfilment-losses/${mine[0].id}/resolve`, {
      note: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('This loss was already resolved'));
    const after = (await call(ctx.app, admin.jar, 'GET', '/api/fulfilment-losses')).json().data;
    const closedAt = after.findIndex((loss: { id: string }) => loss.id === mine[0].id);
    expect(
      after.slice(closedAt).every((loss: { resolvedUtc: string | null }) => loss.resolvedUtc !== null),
    ).toBe(true);
    expect((await call(ctx.app, olu.jar, 'GET', '/api/fulfilment-losses')).statusCode).toBe(403);
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/fulfilment-losses')).statusCode).toBe(403);
  });
});
