// The operators' cancel of an approved sale before loading (issue 17): a full release in one
// ledger transaction (amount, logistics fee, stock), the slot's place and the truck freed, both
// parties emailed with the reason, audited, on the timeline; the transition table over HTTP for
// every status and role; and the races with a loading and the buyer's late cancel on PostgreSQL.
import {
  type FulfilmentActor,
  type FulfilmentMethod,
  type FulfilmentStatus,
  nextFulfilmentStatus,
} from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  inventories,
  jobs,
  ledgerTransactions,
  payments,
  sales,
  stockLines,
} from '../src/db/schema.ts';
import { fulfilments } from '../src/db/schema-fulfilment.ts';
import { loadingSlots, slotBookings } from '../src/db/schema-logistics.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, hubIds, newAdmin, newInventory, newParty, newProduct, type Party } from './builders.ts';
import { collect, deliver, logisticsStep, newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';
import { newDriver, newSlot, newTruck, type TestDriver } from './logistics-builders.ts';

const clock = manualClock(new Date('2026-11-23T08:00:00Z'));
const tomorrow = '2026-11-24';
const price = 1_000;
const feePerUnit = 200;
let ctx: TestContext;
let admin: { email: string; jar: CookieJar };
let supplier: Party;
let buyer: Party;
let driver: TestDriver;
let contractId: string;
let hubs: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
  admin = await newAdmin(ctx);
  hubs = await hubIds(ctx);
  supplier = await newParty(ctx, 'supplier');
  buyer = await newParty(ctx, 'offtaker');
  const productId = await newProduct(ctx, admin.jar, 'Cancelled CNG');
  contractId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: 'Ajaokuta',
    stock: 1_000_000,
    prices: { NGN: price },
  });
  await setLogisticsFee(ctx, 'Ajaokuta', 'Lagos', feePerUnit);
  await fundWallet(ctx, buyer.jar, admin.jar, 500_000_000);
  driver = await newDriver(ctx, admin.jar);
});
afterAll(() => ctx.close());
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

const db = () => ctx.database.db;
const cancel = (
  jar: CookieJar,
  saleId: string,
  body: unknown = { reason: 'The hub cannot supply this week' },
) => call(ctx.app, jar, 'POST', `/api/sales/${saleId}/cancel-before-loading`, body);
const balance = async () =>
  (await call(ctx.app, buyer.jar, 'GET', '/api/payments/balances/NGN')).json().data as {
    amount: number;
    held: number;
  };
const stock = async () => (await db().select().from(inventories).where(eq(inventories.id, contractId)))[0]!;
const statusOf = async (saleId: string) =>
  (await db().select().from(fulfilments).where(eq(fulfilments.saleId, saleId)))[0]!.status;

async function placed(quantity: number, method: FulfilmentMethod) {
  const terms =
    method === 'delivery' ? { method, siteId: await newSite(ctx, buyer.partyId, 'Lagos') } : { method };
  const res = await call(ctx.app, buyer.jar, 'POST', '/api/sales', {
    productId: (await db().select().from(inventories).where(eq(inventories.id, contractId)))[0]!.productId,
    contractId,
    quantity,
    currency: 'NGN',
    amount: quantity * price,
    fulfilment: terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
}

async function approved(quantity: number, method: FulfilmentMethod = 'delivery') {
  const sale = await placed(quantity, method);
  const res = await call(ctx.app, supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(res.statusCode, res.body).toBe(200);
  return sale;
}

/** The sale scheduled through the operators' route into a slot of its own (capacity 1) and a truck. */
async function scheduled(saleId: string) {
  const slotId = await newSlot(ctx, admin.jar, { hubId: hubs.Ajaokuta!, day: tomorrow, capacity: 1 });
  const truckId = await newTruck(ctx, admin.jar, { hubId: hubs.Ajaokuta! });
  const res = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${saleId}/schedule`, {
    slotId,
    truckId,
    driverId: driver.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { slotId, truckId };
}

describe('an operator cancels an approved sale before loading', () => {
  it('releases everything held and the stock, frees the slot and the truck, emails both with the reason, audits it and puts it on the timeline', async () => {
    const before = { wallet: await balance(), stock: await stock() };
    const sale = await approved(100);
    const { slotId, truckId } = await scheduled(sale.id);
    expect(await balance()).toMatchObject({ held: before.wallet.held + 100 * (price + feePerUnit) });

    const res = await cancel(admin.jar, sale.id, {
      reason: '  The truck broke down; no replacement this week ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'Cancelled',
      refunded: 100 * (price + feePerUnit),
      supplierPaid: 0,
      logisticsFeeCharged: 0,
      quantities: { ordered: 100, loaded: null, accepted: 0 },
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({
      status: 'Cancelled',
      action: 'cancel',
      actor: 'operator',
      note: 'The truck broke down; no replacement this week',
    });
    // Money and stock as before the purchase; the sale, its Debit line and stock line Cancelled.
    expect(await balance()).toEqual(before.wallet);
    expect(await stock()).toMatchObject({ quantity: before.stock.quantity, reserved: before.stock.reserved });
    const [row] = await db().select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ status: 'Cancelled', resolution: 'Cancelled', fee: null });
    expect(row!.completedUtc).toEqual(clock.now());
    const [debit] = await db().select().from(payments).where(eq(payments.reference, sale.reference));
    expect(debit!.status).toBe('Cancelled');
    const [line] = await db().select().from(stockLines).where(eq(stockLines.id, row!.stockLineId));
    expect(line!.status).toBe('Cancelled');
    const postings = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, sale.reference));
    expect(postings.map((posting) => posting.kind).sort()).toEqual(['purchase_hold', 'release']);
    // The slot's place and the truck are free: another sale books both in that slot.
    expect((await db().select().from(loadingSlots).where(eq(loadingSlots.id, slotId)))[0]!.booked).toBe(0);
    const [booking] = await db().select().from(slotBookings).where(eq(slotBookings.saleId, sale.id));
    expect(booking!.cancelledUtc).toEqual(clock.now());
    const next = await approved(10);
    const rebooked = await call(ctx.app, admin.jar, 'POST', `/api/deliveries/${next.id}/schedule`, {
      slotId,
      truckId,
      driverId: driver.id,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    // Both parties are told why; the operator's step is audited.
    const mails = (await db().select().from(jobs).where(eq(jobs.kind, 'mail')))
      .map((job) => job.payload as { to: string; subject: string; text: string })
      .filter((mail) => mail.subject === `Sale ${sale.reference} cancelled`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([buyer.email, supplier.email].sort());
    for (const mail of mails) expect(mail.text).toContain('The truck broke down; no replacement this week');
    expect(mails.find((mail) => mail.to === buyer.email)!.text).toContain('₦1,200.00 has been released');
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, sale.id), eq(auditEvents.actorEmail, admin.email)));
    expect(audited.map((entry) => [entry.action, entry.beforeState, entry.afterState])).toEqual(
      expect.arrayContaining([
        ['fulfilment_step', 'Scheduled', 'Cancelled'],
        ['sale_settled', 'Approved', 'Cancelled'],
      ]),
    );
  });

  it('cancels a collection waiting at the hub, at any time (no dispatch limit for operators)', async () => {
    const sale = await approved(20, 'collection');
    const res = await cancel(admin.jar, sale.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Cancelled', refunded: 20 * price });
  });

  it("withdraws the supplier's dispatch reminder: its job, when it comes due, sends nothing for the cancelled sale", async () => {
    const sale = await approved(15);
    expect((await cancel(admin.jar, sale.id)).statusCode).toBe(200);
    const [reminder] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `fulfilment-dispatch-reminder:${sale.id}`));
    expect(reminder).toBeDefined();
    const mailsBefore = await db().select().from(jobs).where(eq(jobs.kind, 'mail'));
    await ctx.app.jobHandlers['fulfilment-dispatch-reminder']!(reminder!.payload as Record<string, unknown>, {
      id: reminder!.id,
      createdUtc: reminder!.createdUtc,
    });
    const mailsAfter = await db().select().from(jobs).where(eq(jobs.kind, 'mail'));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });

  it('needs a reason, and refuses a pending, loaded or disputed sale with 409 saying why', async () => {
    const sale = await approved(10);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await cancel(admin.jar, sale.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('Reason is required', 'reason'));
    }
    const long = await cancel(admin.jar, sale.id, { reason: 'x'.repeat(1001) });
    expect(long.json()).toEqual(refusal('Reason cannot be more than 1000 characters', 'reason'));
    expect(await statusOf(sale.id)).toBe('Awaiting dispatch');

    const pending = await placed(10, 'collection');
    expect((await cancel(admin.jar, pending.id)).json()).toEqual(
      refusal('This sale has not been approved yet: its fulfilment has not started'),
    );
    const loaded = await approved(10, 'collection');
    await collect(ctx, loaded.id, 10);
    expect((await cancel(admin.jar, loaded.id)).json()).toEqual(
      refusal('This collection is Loaded: it cannot be cancelled now'),
    );
    const disputed = await approved(10);
    await deliver(ctx, disputed.id, 10);
    await call(ctx.app, buyer.jar, 'POST', `/api/sales/${disputed.id}/dispute`, { reason: 'Short' });
    expect((await cancel(admin.jar, disputed.id)).json()).toEqual(
      refusal(
        'This delivery is Disputed: it cannot be cancelled now. Resolve the dispute instead (refund all releases everything)',
      ),
    );
    expect((await cancel(admin.jar, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('the transition table over HTTP for the operators’ cancel, for every role', () => {
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

  /** A fresh sale in `status`, through the steps that lead there. */
  async function saleIn(method: FulfilmentMethod, status: FulfilmentStatus) {
    const sale = await approved(2, method);
    const received = async () => {
      if (method === 'delivery') await deliver(ctx, sale.id, 2);
      else await collect(ctx, sale.id, 2);
    };
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
        await received();
        await call(ctx.app, buyer.jar, 'POST', `/api/sales/${sale.id}/dispute`, { reason: 'Short' });
      },
      Settled: async () => {
        await received();
        await call(ctx.app, buyer.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
      },
      Cancelled: () => cancel(admin.jar, sale.id),
    };
    await steps[status]?.();
    expect(await statusOf(sale.id)).toBe(status);
    return sale.id;
  }

  for (const method of ['delivery', 'collection'] as const) {
    it(`${method}: each status answers 200 or a clear 409 for an operator, 403 for everyone else`, async () => {
      const stranger = await newParty(ctx, 'offtaker');
      let cells = 0;
      for (const status of reachable[method]) {
        const callers: [FulfilmentActor | 'stranger', CookieJar][] = [
          ['buyer', buyer.jar],
          ['supplier', supplier.jar],
          ['operator', admin.jar],
          ['driver', driver.jar],
          ['stranger', stranger.jar],
        ];
        for (const [who, jar] of callers) {
          const saleId = await saleIn(method, status);
          const res = await cancel(jar, saleId);
          // The table lets operators cancel before loading and "refund all" a dispute; this
          // route is the first only (the refund is a resolution).
          const allowed =
            nextFulfilmentStatus(method, status, 'cancel', 'operator').allowed && status !== 'Disputed';
          const expected = who !== 'operator' ? 403 : allowed ? 200 : 409;
          expect(res.statusCode, `${method} ${status} by ${who}: ${res.body}`).toBe(expected);
          if (expected === 409) {
            expect(res.json().errors[0].message).toMatch(
              new RegExp(`^This ${method} is ${status}: it cannot be cancelled now`),
            );
          }
          if (expected === 200) expect(await statusOf(saleId)).toBe('Cancelled');
          cells++;
        }
      }
      expect(cells).toBe(reachable[method].length * 5);
    }, 240_000);
  }
});

describe('races on one sale', () => {
  it('the operators’ cancel, a loading and the buyer’s late cancel racing: exactly one outcome, the books balance', async () => {
    const cancels = { operator: 0, buyer: 0, loading: 0 };
    for (let round = 0; round < 6; round++) {
      const method: FulfilmentMethod = round % 2 === 0 ? 'delivery' : 'collection';
      const sale = await approved(10, method);
      if (method === 'delivery') await scheduled(sale.id);
      // Past the dispatch limit, so the buyer's cancel is allowed too.
      await db()
        .update(fulfilments)
        .set({ dispatchDeadlineUtc: new Date(clock.now().getTime() - 60_000) })
        .where(eq(fulfilments.saleId, sale.id));
      const code =
        method === 'collection'
          ? (await call(ctx.app, buyer.jar, 'GET', `/api/sales/${sale.id}/delivery-code`)).json().data.code
          : undefined;
      const racers = {
        operator: () => cancel(admin.jar, sale.id),
        loading: () =>
          call(ctx.app, admin.jar, 'POST', `/api/deliveries/${sale.id}/loading`, {
            quantityLoaded: 10,
            ...(code ? { code } : {}),
          }),
        buyer: () => call(ctx.app, buyer.jar, 'POST', `/api/sales/${sale.id}/cancel-undispatched`, {}),
      };
      // Two of each, started in an order that turns each round, so each gets to go first.
      const kinds = (['operator', 'loading', 'buyer', 'operator', 'loading', 'buyer'] as const).map(
        (_, i, all) => all[(i + round) % all.length]!,
      );
      const results = await Promise.all(kinds.map((kind) => racers[kind]()));
      const codes = results.map((result) => result.statusCode);
      expect(
        codes.every((status) => status === 200 || status === 409),
        results.map((result) => result.body).join('\n'),
      ).toBe(true);
      expect(codes.filter((status) => status === 200)).toHaveLength(1);
      const winner = kinds[codes.indexOf(200)]!;
      cancels[winner]++;
      const final = await statusOf(sale.id);
      if (winner === 'loading') {
        expect(final).toBe('Loaded');
      } else {
        expect(final).toBe('Cancelled');
        const released = await db()
          .select()
          .from(ledgerTransactions)
          .where(
            and(eq(ledgerTransactions.reference, sale.reference), eq(ledgerTransactions.kind, 'release')),
          );
        expect(released).toHaveLength(1);
      }
      expect((await checkLedger(db())).breaches).toEqual([]);
    }
    expect(cancels.operator + cancels.buyer + cancels.loading).toBe(6);
  }, 120_000);
});
