// Operators suspend and reinstate a party with a reason (issue 21, "Account protections";
// docs/domain-rules.md, "Suspension"): sessions end at once, log-in is refused, the party's
// Pending purchases (as a buyer) and the Pending sales of its stock (as a supplier) are cancelled
// and released, approved sales stand; audited and emailed. Reinstating makes it Active again.
import { platformFee, platformFeeVat } from '@gas/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, inventories, sales } from '../src/db/schema.ts';
import { bids } from '../src/db/schema-bids.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { balanceOf, supplierWallet } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { bidBody, postBid } from './bids-builders.ts';
import {
  fundWallet,
  goodPassword,
  hubIds,
  logIn,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  type Party,
  queuedMails,
} from './builders.ts';
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
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
  admin = (await newAdmin(ctx)).jar;
  productId = await newProduct(ctx, admin, 'Suspension CNG');
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const pricePerLitre = 20_000;
const suspendedMessage = 'Your account is suspended. Please contact the platform operators.';
const segment = { supplier: 'clients', offtaker: 'customers' } as const;

const change = (
  jar: CookieJar | undefined,
  kind: 'supplier' | 'offtaker',
  partyId: string,
  what: 'Suspended' | 'Reinstated',
  payload: unknown = { reason: `Reason for ${what}` },
) => call(ctx.app, jar, 'PATCH', `/api/${segment[kind]}/${partyId}/${what}`, payload);

/** A supplier with a stocked, priced inventory (its contract id). */
async function seller(stock = 1_000) {
  const party = await newParty(ctx, 'supplier');
  const contractId = await newInventory(ctx, party.jar, {
    productId,
    hub: 'Ajaokuta',
    stock,
    prices: { NGN: pricePerLitre },
  });
  return { ...party, contractId };
}
async function buyer(funds = 10_000_000) {
  const party = await newParty(ctx, 'offtaker');
  await fundWallet(ctx, party.jar, admin, funds);
  return party;
}
async function buy(party: Party, contractId: string, quantity: number) {
  const res = await call(ctx.app, party.jar, 'POST', '/api/sales', {
    productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * pricePerLitre,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; reference: string };
}
const balance = async (jar: CookieJar) =>
  (await call(ctx.app, jar, 'GET', '/api/payments/balances/NGN')).json().data as {
    amount: number;
    held: number;
  };
const saleRow = async (id: string) =>
  (await ctx.database.db.select().from(sales).where(eq(sales.id, id)))[0]!;
const inventory = async (id: string) =>
  (await ctx.database.db.select().from(inventories).where(eq(inventories.id, id)))[0]!;
const lastAudit = async (partyId: string, action: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, partyId), eq(auditEvents.action, action)))
      .orderBy(desc(auditEvents.occurredUtc))
  )[0];
const logInAnswer = (email: string) =>
  call(ctx.app, undefined, 'POST', '/api/auth/login', { email, password: goodPassword });

describe('suspending an offtaker', () => {
  it('ends its sessions at once, refuses its log-in, cancels its pending purchase and releases funds and stock', async () => {
    const supplier = await seller();
    const offtaker = await buyer(10_000_000);
    const before = await balance(offtaker.jar);
    const sale = await buy(offtaker, supplier.contractId, 100);
    expect(await balance(offtaker.jar)).toMatchObject({
      amount: before.amount - 100 * pricePerLitre,
      held: 100 * pricePerLitre,
    });
    expect(await inventory(supplier.contractId)).toMatchObject({ reserved: 100 });
    const mailsBefore = (await queuedMails(ctx)).filter((mail) => mail.to === offtaker.email).length;

    const res = await change(admin, 'offtaker', offtaker.partyId, 'Suspended', {
      reason: 'Chargeback under investigation',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: offtaker.partyId,
      status: 'Suspended',
      email: offtaker.email,
    });

    // Its session is over at once, and it cannot log in again.
    expect((await call(ctx.app, offtaker.jar, 'GET', '/api/profile')).statusCode).toBe(401);
    const again = await logInAnswer(offtaker.email);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(refusal(suspendedMessage));

    // The purchase is cancelled; the funds are back in the wallet and the stock is free again.
    expect(await saleRow(sale.id)).toMatchObject({ status: 'Cancelled', resolution: 'Suspended' });
    const sold = await call(ctx.app, admin, 'GET', `/api/sales/${sale.id}`);
    expect(sold.json().data).toMatchObject({ status: 'Cancelled', resolution: 'Suspended' });
    expect(sold.json().data.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'Placed',
      'Suspended',
    ]);
    expect(await inventory(supplier.contractId)).toMatchObject({ quantity: 1_000, reserved: 0 });

    // Audited with the reason and the cancelled sale; the party is emailed.
    const audit = await lastAudit(offtaker.partyId, 'party_suspended');
    expect(audit).toMatchObject({ beforeState: 'Active', afterState: 'Suspended' });
    expect(audit!.details).toMatchObject({
      kind: 'offtaker',
      reason: 'Chargeback under investigation',
      cancelledSales: [sale.reference],
    });
    const mails = (await queuedMails(ctx)).filter((mail) => mail.to === offtaker.email);
    expect(mails.length).toBeGreaterThan(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toContain('Your account is suspended');

    // Reinstated: Active again, it logs in and finds its money back (the purchase stays cancelled).
    const back = await change(admin, 'offtaker', offtaker.partyId, 'Reinstated', { reason: 'Cleared' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'Active' });
    const jar = await logIn(ctx, offtaker.email);
    expect(await balance(jar)).toEqual(expect.objectContaining({ amount: before.amount, held: 0 }));
    expect(await saleRow(sale.id)).toMatchObject({ status: 'Cancelled' });
    expect(await lastAudit(offtaker.partyId, 'party_reinstated')).toMatchObject({
      beforeState: 'Suspended',
      afterState: 'Active',
      details: { kind: 'offtaker', reason: 'Cleared' },
    });
    expect(
      (await queuedMails(ctx)).filter((mail) => mail.to === offtaker.email).map((m) => m.subject),
    ).toContain('Your account is reinstated');
  });
});

describe('suspending an offtaker with open bids', () => {
  const runJobs = async () => {
    while ((await runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers })) > 0);
  };
  const bidRow = async (id: string) => (await ctx.database.db.select().from(bids).where(eq(bids.id, id)))[0]!;

  it('cancels them just after, releasing what they hold; a bid posted after reinstatement stays open', async () => {
    const supplier = await seller();
    const offtaker = await buyer(10_000_000);
    const hubId = (await hubIds(ctx)).Ajaokuta!;
    const target = { productId, hubId, now: clock.now() };
    const bid = await postBid(ctx, offtaker.jar, bidBody(target, { quantity: 40, unitPrice: pricePerLitre }));
    expect(await balance(offtaker.jar)).toEqual(
      expect.objectContaining({ amount: 10_000_000 - 40 * pricePerLitre, held: 40 * pricePerLitre }),
    );

    expect((await change(admin, 'offtaker', offtaker.partyId, 'Suspended')).statusCode).toBe(200);
    // Nobody can sell into it once the suspension has committed, even before the job has run.
    const fill = await call(ctx.app, supplier.jar, 'POST', `/api/bids/${bid.id}/fills`, { quantity: 5 });
    expect(fill.statusCode).toBe(409);
    await runJobs();
    expect(await bidRow(bid.id)).toMatchObject({ status: 'Cancelled', remaining: 40 });
    const audit = (
      await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, bid.id), eq(auditEvents.action, 'bid_cancelled')))
    )[0];
    expect(audit).toMatchObject({
      actorRole: 'system',
      beforeState: 'Open',
      afterState: 'Cancelled',
      details: { released: 40 * pricePerLitre, because: 'buyer suspended' },
    });
    const subjects = (await queuedMails(ctx)).filter((mail) => mail.to === offtaker.email);
    expect(subjects.map((mail) => mail.subject)).toContain(`Bid ${bid.reference} cancelled`);

    // Reinstated, its money is all in its wallet; a new bid is not the suspension's to cancel.
    expect(
      (await change(admin, 'offtaker', offtaker.partyId, 'Reinstated', { reason: 'Cleared' })).statusCode,
    ).toBe(200);
    const jar = await logIn(ctx, offtaker.email);
    expect(await balance(jar)).toEqual(expect.objectContaining({ amount: 10_000_000, held: 0 }));
    clock.advanceMinutes(1);
    const later = await postBid(
      ctx,
      jar,
      bidBody({ ...target, now: clock.now() }, { unitPrice: pricePerLitre }),
    );
    await runJobs();
    expect(await bidRow(later.id)).toMatchObject({ status: 'Open' });
  });

  it('cancels the bids open at the suspension even when their server’s clock ran ahead of it', async () => {
    const offtaker = await buyer(10_000_000);
    const hubId = (await hubIds(ctx)).Ajaokuta!;
    const bid = await postBid(
      ctx,
      offtaker.jar,
      bidBody({ productId, hubId, now: clock.now() }, { quantity: 10, unitPrice: pricePerLitre }),
    );
    // Posted through another server process whose clock is a minute fast.
    await ctx.database.db
      .update(bids)
      .set({ createdUtc: new Date(clock.now().getTime() + 60_000) })
      .where(eq(bids.id, bid.id));
    expect((await change(admin, 'offtaker', offtaker.partyId, 'Suspended')).statusCode).toBe(200);
    await runJobs();
    expect(await bidRow(bid.id)).toMatchObject({ status: 'Cancelled', remaining: 10 });
  });
});

describe('suspending a supplier', () => {
  it('cancels the pending sales of its stock (the buyers get their funds back); approved sales stand', async () => {
    const supplier = await seller(1_000);
    const pendingBuyer = await buyer(10_000_000);
    const approvedBuyer = await buyer(10_000_000);
    const pendingBefore = await balance(pendingBuyer.jar);
    const pending = await buy(pendingBuyer, supplier.contractId, 50);
    const approved = await buy(approvedBuyer, supplier.contractId, 30);
    expect(
      (await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${approved.id}/Approved`)).statusCode,
    ).toBe(200);
    const supplierBefore = (await balance(supplier.jar)).amount;

    const res = await change(admin, 'supplier', supplier.partyId, 'Suspended', {
      reason: 'Quality complaints',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Suspended');
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/profile')).statusCode).toBe(401);

    expect(await saleRow(pending.id)).toMatchObject({ status: 'Cancelled', resolution: 'Suspended' });
    expect(await balance(pendingBuyer.jar)).toMatchObject({ amount: pendingBefore.amount, held: 0 });
    // The approved sale stands: its fulfilment goes on (stock reserved, funds held) and it settles
    // as any other: the supplier is paid at settlement, suspended or not (issue 17).
    expect(await saleRow(approved.id)).toMatchObject({ status: 'Approved' });
    expect(await inventory(supplier.contractId)).toMatchObject({ quantity: 1_000, reserved: 30 });
    expect(await balance(approvedBuyer.jar)).toMatchObject({ held: 30 * pricePerLitre });
    await collect(ctx, approved.id, 30);
    expect(
      (await call(ctx.app, approvedBuyer.jar, 'POST', `/api/sales/${approved.id}/accept`, {})).statusCode,
    ).toBe(200);
    expect(await inventory(supplier.contractId)).toMatchObject({ quantity: 970, reserved: 0 });
    expect(await balance(approvedBuyer.jar)).toMatchObject({ held: 0 });
    expect((await ctx.database.db.select().from(sales).where(eq(sales.id, approved.id)))[0]!.fee).toBe(
      platformFee(30 * pricePerLitre),
    );
    expect(await balanceOf(ctx.database.db, supplierWallet(supplier.partyId, 'NGN'))).toBe(
      supplierBefore +
        30 * pricePerLitre -
        platformFee(30 * pricePerLitre) -
        platformFeeVat(platformFee(30 * pricePerLitre), 750),
    );
    expect(await lastAudit(supplier.partyId, 'party_suspended')).toMatchObject({
      details: { kind: 'supplier', reason: 'Quality complaints', cancelledSales: [pending.reference] },
    });
    // Nobody can buy from a suspended supplier's stock.
    const refused = await call(ctx.app, approvedBuyer.jar, 'POST', '/api/sales', {
      productId,
      contractId: supplier.contractId,
      quantity: 1,
      currency: 'NGN',
      amount: pricePerLitre,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      refusal('This offer is no longer available. Please choose another contract', 'contractId'),
    );
  });
});

describe('a purchase racing with a suspension', () => {
  it('is either placed first and cancelled by it, or refused: no Pending sale of a suspended party is left', {
    timeout: 60_000,
  }, async () => {
    for (let round = 0; round < 6; round++) {
      const supplier = await seller(1_000);
      const offtaker = await buyer(10_000_000);
      const suspendBuyer = round % 2 === 0;
      const target = suspendBuyer ? offtaker : supplier;
      const [purchase, suspension] = await Promise.all([
        call(ctx.app, offtaker.jar, 'POST', '/api/sales', {
          productId,
          contractId: supplier.contractId,
          quantity: 10,
          currency: 'NGN',
          amount: 10 * pricePerLitre,
        }),
        change(admin, suspendBuyer ? 'offtaker' : 'supplier', target.partyId, 'Suspended'),
      ]);
      expect(suspension.statusCode).toBe(200);
      expect([201, 401, 403, 409]).toContain(purchase.statusCode);
      const left = await ctx.database.db
        .select({ id: sales.id })
        .from(sales)
        .where(and(eq(sales.status, 'Pending'), eq(sales.inventoryId, supplier.contractId)));
      expect(left).toEqual([]);
      expect(await inventory(supplier.contractId)).toMatchObject({ reserved: 0 });
    }
  });
});

describe('a sale decided while its party is suspended', () => {
  it('the suspension succeeds every time, and the sale is decided once: by its party first, or cancelled by the suspension', {
    timeout: 90_000,
  }, async () => {
    const decisions = ['Approved', 'Rejected', 'Cancelled'] as const;
    for (let round = 0; round < 12; round++) {
      const supplier = await seller(1_000);
      const offtaker = await buyer(10_000_000);
      const sale = await buy(offtaker, supplier.contractId, 10);
      const decision = decisions[round % 3]!;
      const decider = decision === 'Cancelled' ? offtaker : supplier;
      const suspendSupplier = round % 2 === 0;
      const target = suspendSupplier ? supplier : offtaker;
      const [decided, suspension] = await Promise.all([
        call(ctx.app, decider.jar, 'PATCH', `/api/sales/${sale.id}/${decision}`),
        change(admin, suspendSupplier ? 'supplier' : 'offtaker', target.partyId, 'Suspended'),
      ]);
      expect(suspension.statusCode, `round ${round}: ${suspension.body}`).toBe(200);
      const row = await saleRow(sale.id);
      if (decided.statusCode === 200) {
        expect(row.resolution).toBe(decision);
      } else {
        // The suspension came first: the decider's session had ended (401) or the sale was gone (409).
        expect([401, 409]).toContain(decided.statusCode);
        expect(row.resolution).toBe('Suspended');
      }
      expect(await inventory(supplier.contractId)).toMatchObject({
        reserved: row.status === 'Approved' ? 10 : 0,
      });
    }
  });
});

describe('who and when', () => {
  it('only operators suspend and reinstate (403 for parties, 401 signed out)', async () => {
    const target = await newParty(ctx, 'offtaker');
    const other = await newParty(ctx, 'supplier');
    for (const jar of [target.jar, other.jar]) {
      expect((await change(jar, 'offtaker', target.partyId, 'Suspended')).statusCode).toBe(403);
      expect((await change(jar, 'offtaker', target.partyId, 'Reinstated')).statusCode).toBe(403);
    }
    expect((await change(undefined, 'offtaker', target.partyId, 'Suspended')).statusCode).toBe(401);
    expect((await call(ctx.app, target.jar, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('409 when the status does not allow it: only Active is suspended, only Suspended reinstated', async () => {
    const pending = await newParty(ctx, 'supplier', { status: 'Pending' });
    const suspend = await change(admin, 'supplier', pending.partyId, 'Suspended');
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toEqual(refusal('Only an active party can be suspended; this one is Pending'));
    const active = await newParty(ctx, 'supplier');
    const reinstate = await change(admin, 'supplier', active.partyId, 'Reinstated');
    expect(reinstate.statusCode).toBe(409);
    expect(reinstate.json()).toEqual(refusal('Only a suspended party can be reinstated; this one is Active'));
    expect((await change(admin, 'supplier', active.partyId, 'Suspended')).statusCode).toBe(200);
    const twice = await change(admin, 'supplier', active.partyId, 'Suspended');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('Only an active party can be suspended; this one is Suspended'));
    // A party of the other kind is not found under this path.
    expect((await change(admin, 'offtaker', active.partyId, 'Reinstated')).statusCode).toBe(404);
  });

  it('a missing, blank or too long reason is 400 on the field', async () => {
    const party = await newParty(ctx, 'offtaker');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await change(admin, 'offtaker', party.partyId, 'Suspended', payload);
      expect(res.statusCode).toBe(400);
      expectFieldErrors(res, { reason: 'Reason is required' });
    }
    const long = await change(admin, 'offtaker', party.partyId, 'Suspended', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expectFieldErrors(long, { reason: 'Reason cannot be more than 500 characters' });
    expect((await call(ctx.app, party.jar, 'GET', '/api/profile')).statusCode).toBe(200);
  });
});
