// Model-based test of buy bids' money (issue 19, point 2). fast-check generates runs of batches of
// operations (bids posted, sold into, cancelled, expired by the job; purchases placed and cancelled
// by the same buyers, racing for the same wallet); each batch is sent concurrently and judged
// against an in-memory model, then the buyers' wallets and holds, the bids' remaining quantities
// and statuses and the inventories' reserved stock in the database must equal the model's: funds
// are never held twice, a bid never gives more than it has, and the ledger check passes after
// every run.
//
// The order inside a batch is unknowable, so every effect is a delta applied once per success,
// and each refusal must have been possible in SOME order. MODEL_SEED replays a failing seed.
import { type Bid, formatQuantity, type Sale } from '@gas/shared';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inventories } from '../src/db/schema.ts';
import { bids } from '../src/db/schema-bids.ts';
import { TestClock } from '../src/lib/clock.ts';
import { expireBids } from '../src/modules/bids/close-bid.ts';
import { balanceOf, hold, wallet } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { bidBody } from './bids-builders.ts';
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
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

const numRuns = Number(process.env.BIDS_MODEL_RUNS ?? 4);
const batchesPerRun = 20;
const price = 300;
const funds = 40_000;
const stock = 1_000_000;

const clock = new TestClock({ start: new Date('2026-11-23T08:00:00Z') });
let ctx: TestContext;
let admin: CookieJar;
let productId: string;
let hub: string;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' }, { clock, poolSize: 10 });
  productId = await newProduct(ctx, (await newAdmin(ctx)).jar, 'Bid model CNG');
  hub = (await hubIds(ctx)).Ajaokuta!;
});
afterAll(() => ctx?.close());

// ---------------------------------------------------------------------------------------------
// The model

type Buyer = Party & { available: number; held: number };
type Seller = Party & { inventoryId: string; reserved: number };
type ModelBid = {
  id: string;
  buyer: Buyer;
  remaining: number;
  unitPrice: number;
  validUntil: number;
  status: Bid['status'];
};
type Purchase = { id: string; buyer: Buyer; seller: Seller; quantity: number; open: boolean };
type World = {
  buyers: Buyer[];
  sellers: Seller[];
  bids: ModelBid[];
  purchases: Purchase[];
  /** When the parties last logged in (an access session lasts 5 minutes of the test clock). */
  loggedInAt: number;
};

type Op =
  | { kind: 'post'; buyer: number; quantity: number; unitPrice: number; validMinutes: number }
  | { kind: 'fill'; bid: number; seller: number; quantity: number }
  | { kind: 'cancel'; bid: number }
  | { kind: 'expire' }
  | { kind: 'purchase'; buyer: number; seller: number; quantity: number }
  | { kind: 'cancelPurchase'; purchase: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('post' as const),
    buyer: fc.nat(1),
    quantity: fc.integer({ min: 1, max: 60 }),
    unitPrice: fc.integer({ min: 100, max: 400 }),
    validMinutes: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('fill' as const),
    bid: fc.nat(20),
    seller: fc.nat(1),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), bid: fc.nat(20) }),
  fc.constant({ kind: 'expire' as const }),
  fc.record({
    kind: fc.constant('purchase' as const),
    buyer: fc.nat(1),
    seller: fc.nat(1),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('cancelPurchase' as const), purchase: fc.nat(20) }),
);
const batchArb = fc.record({
  ops: fc.array(opArb, { minLength: 1, maxLength: 6 }),
  // A minute at most between batches: the sessions of a run stay alive, and bids still expire.
  advanceMinutes: fc.integer({ min: 0, max: 1 }),
});

async function newWorld(): Promise<World> {
  // A fresh operator per run: the test clock has moved on since the last one logged in.
  admin = (await newAdmin(ctx)).jar;
  const buyers: Buyer[] = [];
  for (let i = 0; i < 2; i++) {
    const party = await newParty(ctx, 'offtaker');
    await fundWallet(ctx, party.jar, admin, funds);
    buyers.push({ ...party, available: funds, held: 0 });
  }
  const sellers: Seller[] = [];
  for (let i = 0; i < 2; i++) {
    const party = await newParty(ctx, 'supplier');
    const inventoryId = await newInventory(ctx, party.jar, { productId, stock, prices: { NGN: price } });
    sellers.push({ ...party, inventoryId, reserved: 0 });
  }
  return { buyers, sellers, bids: [], purchases: [], loggedInAt: clock.now().getTime() };
}

const pick = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined;

/** An operation bound to the model's rows, as planned before the batch runs. */
type Planned =
  | { kind: 'post'; buyer: Buyer; quantity: number; unitPrice: number; validMinutes: number }
  | { kind: 'fill'; bid: ModelBid; seller: Seller; quantity: number }
  | { kind: 'cancel'; bid: ModelBid }
  | { kind: 'expire' }
  | { kind: 'purchase'; buyer: Buyer; seller: Seller; quantity: number }
  | { kind: 'cancelPurchase'; purchase: Purchase };

function plan(world: World, op: Op): Planned | undefined {
  const open = world.bids.filter((bid) => bid.status === 'Open');
  switch (op.kind) {
    case 'post':
      return { ...op, buyer: world.buyers[op.buyer]! };
    case 'fill': {
      const bid = pick(open, op.bid);
      return bid && { kind: 'fill', bid, seller: world.sellers[op.seller]!, quantity: op.quantity };
    }
    case 'cancel': {
      const bid = pick(open, op.bid);
      return bid && { kind: 'cancel', bid };
    }
    case 'expire':
      return op;
    case 'purchase':
      return { ...op, buyer: world.buyers[op.buyer]!, seller: world.sellers[op.seller]! };
    case 'cancelPurchase': {
      const purchase = pick(
        world.purchases.filter((row) => row.open),
        op.purchase,
      );
      return purchase && { kind: 'cancelPurchase', purchase };
    }
  }
}

type Outcome =
  | { status: number; body: { data: unknown; errors?: { message: string }[] } }
  | { expired: number };

function perform(step: Planned): Promise<Outcome> {
  const json = async (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    body: res.json(),
  });
  switch (step.kind) {
    case 'post':
      return call(
        ctx.app,
        step.buyer.jar,
        'POST',
        '/api/bids',
        bidBody(
          { productId, hubId: hub, now: clock.now() },
          {
            quantity: step.quantity,
            unitPrice: step.unitPrice,
            validUntilUtc: new Date(clock.now().getTime() + step.validMinutes * 60_000).toISOString(),
          },
        ),
      ).then(json);
    case 'fill':
      return call(ctx.app, step.seller.jar, 'POST', `/api/bids/${step.bid.id}/fills`, {
        quantity: step.quantity,
      }).then(json);
    case 'cancel':
      return call(ctx.app, step.bid.buyer.jar, 'POST', `/api/bids/${step.bid.id}/cancel`, {}).then(json);
    case 'expire':
      return expireBids({ db: ctx.database.db, clock }).then((expired) => ({ expired }));
    case 'purchase':
      return call(ctx.app, step.buyer.jar, 'POST', '/api/sales', {
        productId,
        contractId: step.seller.inventoryId,
        quantity: step.quantity,
        currency: 'NGN',
        amount: step.quantity * price,
      }).then(json);
    case 'cancelPurchase':
      return call(ctx.app, step.purchase.buyer.jar, 'PATCH', `/api/sales/${step.purchase.id}/Cancelled`).then(
        json,
      );
  }
}

const messageOf = (outcome: Outcome) =>
  'status' in outcome ? (outcome.body.errors?.[0]?.message ?? '') : '';
const succeeded = (outcome: Outcome, status: number) => 'status' in outcome && outcome.status === status;

/** What the successes of a batch took from a buyer's wallet, besides `except`. */
function debits(batch: [Planned, Outcome][], buyer: Buyer, except: Planned): number {
  let total = 0;
  for (const [step, outcome] of batch) {
    if (step === except || !('buyer' in step) || step.buyer !== buyer) continue;
    if (step.kind === 'post' && succeeded(outcome, 201)) total += step.quantity * step.unitPrice;
    if (step.kind === 'purchase' && succeeded(outcome, 201)) total += step.quantity * price;
  }
  return total;
}

/** Applies a batch's outcomes to the model, failing on any outcome no order could give. */
function judge(world: World, batch: [Planned, Outcome][], now: number) {
  const startAvailable = new Map(world.buyers.map((buyer) => [buyer, buyer.available]));
  const startRemaining = new Map(world.bids.map((bid) => [bid, bid.remaining]));
  const filledIn = (bid: ModelBid, except?: Planned) =>
    batch
      .filter(
        ([step, outcome]) =>
          step !== except && step.kind === 'fill' && step.bid === bid && succeeded(outcome, 201),
      )
      .reduce((sum, [step]) => sum + (step as { quantity: number }).quantity, 0);
  const closedIn = (bid: ModelBid) =>
    batch.some(([step, outcome]) => step.kind === 'cancel' && step.bid === bid && succeeded(outcome, 200)) ||
    (bid.validUntil <= now && batch.some(([step]) => step.kind === 'expire'));
  for (const [step, outcome] of batch) {
    const message = messageOf(outcome);
    switch (step.kind) {
      case 'post': {
        const held = step.quantity * step.unitPrice;
        if (succeeded(outcome, 201)) {
          const bid = (outcome as { body: { data: Bid } }).body.data;
          step.buyer.available -= held;
          step.buyer.held += held;
          world.bids.push({
            id: bid.id,
            buyer: step.buyer,
            remaining: step.quantity,
            unitPrice: step.unitPrice,
            validUntil: new Date(bid.validUntilUtc).getTime(),
            status: 'Open',
          });
        } else {
          expect(message, 'post').toMatch(/^Insufficient funds/);
          expect(startAvailable.get(step.buyer)! - debits(batch, step.buyer, step), message).toBeLessThan(
            held,
          );
        }
        break;
      }
      case 'purchase': {
        const amount = step.quantity * price;
        if (succeeded(outcome, 201)) {
          const sale = (outcome as { body: { data: Sale } }).body.data;
          step.buyer.available -= amount;
          step.buyer.held += amount;
          step.seller.reserved += step.quantity;
          world.purchases.push({
            id: sale.id,
            buyer: step.buyer,
            seller: step.seller,
            quantity: step.quantity,
            open: true,
          });
        } else {
          expect(message, 'purchase').toBe('Insufficient funds in the wallet');
          expect(startAvailable.get(step.buyer)! - debits(batch, step.buyer, step), message).toBeLessThan(
            amount,
          );
        }
        break;
      }
      case 'cancelPurchase': {
        const twice = batch.filter(
          ([other]) => other.kind === 'cancelPurchase' && other.purchase === step.purchase,
        );
        if (succeeded(outcome, 200)) {
          const amount = step.purchase.quantity * price;
          step.purchase.open = false;
          step.purchase.buyer.available += amount;
          step.purchase.buyer.held -= amount;
          step.purchase.seller.reserved -= step.purchase.quantity;
        } else {
          expect(message).toBe('This sale is already Cancelled');
          expect(twice.length, 'a refused cancel had a rival').toBeGreaterThan(1);
        }
        break;
      }
      case 'fill': {
        const { bid } = step;
        if (succeeded(outcome, 201)) {
          expect(bid.validUntil, 'filled after its validity').toBeGreaterThan(now);
          bid.remaining -= step.quantity;
          step.seller.reserved += step.quantity;
        } else if (message === 'This bid has expired') {
          expect(bid.validUntil).toBeLessThanOrEqual(now);
        } else if (message.startsWith('Only ') || message.startsWith('This bid is already')) {
          const most = startRemaining.get(bid)! - filledIn(bid, step);
          expect(
            closedIn(bid) || step.quantity > most,
            `${message} (${formatQuantity(most)} could remain)`,
          ).toBe(true);
        } else {
          throw new Error(`fill refused: ${message}`);
        }
        break;
      }
      case 'cancel': {
        const { bid } = step;
        if (succeeded(outcome, 200)) {
          const closed = (outcome as { body: { data: Bid } }).body.data;
          // Whatever it released, fills that won before it took the rest: nothing was given twice.
          expect(closed.remaining + filledIn(bid)).toBe(startRemaining.get(bid)!);
          bid.status = 'Cancelled';
        } else {
          const rivalCancel = batch.some(
            ([other, result]) =>
              other !== step && other.kind === 'cancel' && other.bid === bid && succeeded(result, 200),
          );
          const allFilled = filledIn(bid) === startRemaining.get(bid);
          const expiredNow = bid.validUntil <= now && batch.some(([other]) => other.kind === 'expire');
          const plausible = { Cancelled: rivalCancel, Filled: allFilled, Expired: expiredNow };
          const state = /^This bid is already (Cancelled|Filled|Expired)$/.exec(message)?.[1] as
            | keyof typeof plausible
            | undefined;
          expect(state !== undefined && plausible[state], message).toBe(true);
        }
        break;
      }
      case 'expire':
        break;
    }
  }
  for (const bid of world.bids) {
    if (bid.remaining < 0) throw new Error(`bid ${bid.id} gave more than it had`);
    if (bid.status === 'Open' && bid.remaining === 0) bid.status = 'Filled';
  }
}

/** Expired bids are known from the database (the job's order is unknowable); their rest is released. */
async function settleClosings(
  world: World,
  before: Map<ModelBid, Bid['status']>,
  expiry: { ran: boolean; now: number },
) {
  const ids = world.bids.map((bid) => bid.id);
  if (ids.length === 0) return;
  const rows = await ctx.database.db.select().from(bids).where(inArray(bids.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const bid of world.bids) {
    const row = byId.get(bid.id)!;
    if (row.status === 'Expired' && bid.status === 'Open') {
      expect(expiry.ran && bid.validUntil <= expiry.now, 'expired by the job, past its validity').toBe(true);
      bid.status = 'Expired';
    }
    // A bid closed in this batch released what remained (a Filled one moved it all to its sales).
    if (before.get(bid) === 'Open' && (bid.status === 'Cancelled' || bid.status === 'Expired')) {
      const released = bid.remaining * bid.unitPrice;
      bid.buyer.available += released;
      bid.buyer.held -= released;
    }
    expect({ id: bid.id, status: row.status, remaining: row.remaining }).toEqual({
      id: bid.id,
      status: bid.status,
      remaining: bid.remaining,
    });
  }
}

/** New sessions for the run's parties once the clock has moved on past their access sessions. */
async function keepLoggedIn(world: World) {
  if (clock.now().getTime() - world.loggedInAt < 4 * 60_000) return;
  for (const party of [...world.buyers, ...world.sellers]) party.jar = await logIn(ctx, party.email);
  world.loggedInAt = clock.now().getTime();
}

async function expectDatabaseEqualsModel(world: World) {
  for (const buyer of world.buyers) {
    expect({
      available: await balanceOf(ctx.database.db, wallet(buyer.partyId, 'NGN')),
      held: await balanceOf(ctx.database.db, hold(buyer.partyId, 'NGN')),
    }).toEqual({ available: buyer.available, held: buyer.held });
  }
  for (const seller of world.sellers) {
    const [row] = await ctx.database.db
      .select()
      .from(inventories)
      .where(eq(inventories.id, seller.inventoryId));
    expect(row!.reserved).toBe(seller.reserved);
  }
}

it('keeps the buyers’ wallets and holds, the bids and the stock equal to the model in concurrent batches', {
  timeout: 600_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(batchArb, { minLength: batchesPerRun, maxLength: batchesPerRun }),
      async (batches) => {
        const world = await newWorld();
        for (const { ops, advanceMinutes } of batches) {
          clock.advanceMinutes(advanceMinutes);
          await keepLoggedIn(world);
          const now = clock.now().getTime();
          const steps = ops
            .map((op) => plan(world, op))
            .filter((step): step is Planned => step !== undefined);
          const before = new Map(world.bids.map((bid) => [bid, bid.status]));
          const outcomes = await Promise.all(steps.map(perform));
          const batch = steps.map((step, index) => [step, outcomes[index]!] as [Planned, Outcome]);
          judge(world, batch, now);
          await settleClosings(world, before, { ran: steps.some((step) => step.kind === 'expire'), now });
          await expectDatabaseEqualsModel(world);
        }
        expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
      },
    ),
    {
      numRuns,
      endOnFailure: true,
      ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {}),
    },
  );
});
