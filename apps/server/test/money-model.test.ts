// Model-based test of the money. fast-check generates runs of batches of operations (sign-ups,
// approvals, deposits and their decisions, purchases for collection or delivery, sale approvals,
// rejections, cancellations, expiries, Idempotency-Key replays, and fulfilment (issue 17):
// collections and deliveries with short loads and losses, acceptances, disputes, the auto-accept
// job, operators' resolutions and cancellations past the dispatch limit), and payouts and
// withdrawals (issue 18, money-model-payouts.ts: requests held at once, approvals, payments by a
// second operator above the dual-control threshold, rejections, cancellations); each batch is sent
// to the real API concurrently and checked against an in-memory model, and after every batch the
// wallets, holds, payout holds, settlement wallets, fees and their VAT, the bank clearing account, stock, sales,
// payouts and statement lines in the database must equal the model's. The ledger check passes at
// the end of every run.
//
// Concurrency makes the order inside a batch unknowable, so the model works on what does not
// depend on it: every effect is a sum of deltas (applied once per success), contended sales and
// deposits must have exactly one winner, and each refusal must have been possible in SOME order
// (e.g. "insufficient funds" only if the other successes of the batch could have used the money).
//
// MODEL_OPS sets the number of operations (10,000 by default, at least 1,000,000 in
// `npm run test:soak`); MODEL_SEED replays a failing seed, MODEL_SHRINK=1 shrinks a failure.
import { type Currency, currencies } from '@gas/shared';
import { inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inventories, ledgerAccounts, payments, sales } from '../src/db/schema.ts';
import { payouts } from '../src/db/schema-payouts.ts';
import { advanceFulfilment } from '../src/modules/fulfilment/advance.ts';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  completeBusinessProfile,
  fundWallet,
  logIn,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  offtakerForm,
  postDeposit,
  receiptFiles,
  verificationToken,
} from './builders.ts';
import { newSite, setLogisticsFee } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';
import {
  acceptPayoutRequests,
  checkPayoutRefusals,
  judgePayoutSteps,
  type ModelPayout,
  moneyOf,
  type PayoutAction,
  type PayoutOp,
  payoutOpArbs,
  performPayout,
  planPayout,
} from './money-model-payouts.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

// PGlite runs one transaction at a time (about 40 operations a second here), so without
// DATABASE_URL the default is smaller; CI runs on PostgreSQL.
const targetOps = Number(process.env.MODEL_OPS ?? (process.env.DATABASE_URL ? 10_000 : 2_000));
const opsPerRun = 2_000;
const batchesPerRun = 300;
const numRuns = Math.max(1, Math.ceil(targetOps / opsPerRun));
const expiryMinutes = 6;
/** The acceptance window and the dispatch time limit, in minutes of the test clock. */
const windowMinutes = 6;
const dispatchMinutes = 6;
/** Payouts above these need a second operator to mark them paid: the model's amounts fall both sides. */
const dualControl: Money = { NGN: 500_000, USD: 500 };

const clock = manualClock();
let ctx: TestContext;
let admin: Actor;
/** The operators who approve and mark payouts paid: `admin` and a second one. */
let operators: Actor[];
let productId: string;
beforeAll(async () => {
  ctx = await startTestApp(
    {
      SALE_EXPIRY_HOURS: String(expiryMinutes / 60),
      DELIVERY_DISPUTE_HOURS: String(windowMinutes / 60),
      DISPATCH_DAYS: String(dispatchMinutes / (24 * 60)),
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      PLATFORM_FEE_VAT_PERCENT: String(vatPercent),
      PAYOUT_DUAL_CONTROL_THRESHOLD_NGN: String(dualControl.NGN),
      PAYOUT_DUAL_CONTROL_THRESHOLD_USD: String(dualControl.USD),
    },
    { clock, poolSize: 10 },
  );
  const created = await newAdmin(ctx);
  admin = { email: created.email, jar: created.jar };
  const second = await newAdmin(ctx);
  operators = [admin, { email: second.email, jar: second.jar }];
  productId = await newProduct(ctx, admin.jar, 'Model CNG');
});
// Closing deletes everything the run wrote (a database of hundreds of thousands of rows, an outbox
// of as many emails): the two soak shards of 500,000 operations each passed, then took longer than
// vitest's 60 s hook limit to clean up. The limit grows with the run.
afterAll(() => ctx?.close(), Math.max(60_000, targetOps));

// node-postgres warns when a query is sent on a connection still running another; inside a
// transaction that interleaves statements (pg 9 will refuse it). None may be seen.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));

// ---------------------------------------------------------------------------------------------
// The model

type Actor = { email: string; jar: CookieJar };
type Money = Record<Currency, number>;
type Offtaker = Actor & {
  partyId: string;
  /** Its delivery site in Lagos. */
  siteId: string;
  isActive: boolean;
  available: Money;
  held: Money;
  payoutHeld: Money;
  payoutAccounts: Record<Currency, string>;
};
type Supplier = Actor & {
  partyId: string;
  settled: Money;
  payoutHeld: Money;
  payoutAccounts: Record<Currency, string>;
};
type Inventory = {
  id: string;
  supplier: Supplier;
  quantity: number;
  reserved: number;
  price: Money;
  /** The logistics fee per litre from its hub to Lagos. */
  feePerUnit: Money;
};
/** Where a sale's fulfilment stands, as the model knows it. */
type Stage = 'none' | 'started' | 'awaiting' | 'disputed' | 'settled' | 'cancelled';
type SaleStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
type Sale = {
  id: string;
  reference: string;
  buyer: Offtaker;
  inventory: Inventory;
  quantity: number;
  amount: number;
  currency: Currency;
  status: SaleStatus;
  resolution: string | null;
  fee: number | null;
  expiresAt: number;
  method: 'collection' | 'delivery';
  logisticsFee: number;
  feePerUnit: number;
  stage: Stage;
  loaded: number;
  delivered: number;
  /** The dispatch limit (after approval) and the acceptance window's end (after the proof). */
  deadline: number;
  windowEnd: number;
};
type Deposit = {
  reference: string;
  buyer: Offtaker;
  amount: number;
  currency: Currency;
  status: 'Pending' | 'Approved' | 'Rejected';
};
type KeyedRequest =
  | {
      kind: 'purchase';
      key: string;
      buyer: Offtaker;
      inventory: Inventory;
      currency: Currency;
      quantity: number;
      delivery: boolean;
    }
  | { kind: 'deposit'; key: string; buyer: Offtaker; currency: Currency; amount: number };

type World = {
  offtakers: Offtaker[];
  suppliers: Supplier[];
  inventories: Inventory[];
  sales: Sale[];
  deposits: Deposit[];
  payouts: ModelPayout[];
  keyed: KeyedRequest[];
  /** Idempotency-Key -> the sale id or deposit reference its first success created. */
  keyResults: Map<string, string>;
  revenueAtStart: Money;
  cashAtStart: Money;
  logisticsAtStart: Money;
  clearingAtStart: Money;
  vatAtStart: Money;
  fees: Money;
  /** VAT on the fees, owed to the tax authority (the platform's VAT-payable account). */
  vat: Money;
  credited: Money;
  /** Logistics fees charged at settlement. */
  logistics: Money;
  /** Payouts and withdrawals paid: out through the platform's bank clearing account. */
  paidOut: Money;
};

const zero = (): Money => ({ NGN: 0, USD: 0 });
/**
 * 1% rounded half up, and at least 1 minor unit on a sale above 0 (docs/domain-rules.md),
 * computed independently of the server's formula.
 */
const feeOf = (amount: number) =>
  amount <= 0 ? 0 : Math.max(1, (amount - (amount % 100)) / 100 + (amount % 100 >= 50 ? 1 : 0));
/** The VAT on the fee (issue 18): 7.5 % of it, rounded half up to the minor unit. */
const vatPercent = 7.5;
const vatOf = (fee: number) => Math.floor((fee * 75 + 500) / 1_000);

// ---------------------------------------------------------------------------------------------
// Operations, as fast-check generates them (indices are taken modulo what exists)

type KeyMode = 'none' | 'fresh' | 'twice';
type Op =
  | {
      kind: 'purchase';
      buyer: number;
      inventory: number;
      currency: Currency;
      quantity: number;
      key: KeyMode;
      isStale: boolean;
      delivery: boolean;
    }
  | { kind: 'resolve'; sale: number; onlyPending: boolean; action: 'Approved' | 'Rejected' | 'Cancelled' }
  | { kind: 'ship'; sale: number; short: number; lost: number }
  | { kind: 'fulfil'; sale: number; action: 'accept' | 'dispute' | 'cancel' }
  | {
      kind: 'settleDispute';
      sale: number;
      outcome: 'settle-delivered' | 'settle-part' | 'refund-all';
      part: number;
    }
  | { kind: 'deposit'; buyer: number; currency: Currency; amount: number; key: KeyMode }
  | { kind: 'decide'; deposit: number; onlyPending: boolean; decision: 'Approved' | 'Rejected' }
  | { kind: 'decidePurchase'; sale: number }
  | { kind: 'replay'; request: number }
  | { kind: 'runJobs' }
  | { kind: 'signUp' }
  | { kind: 'approveParty'; party: number }
  | PayoutOp;

const currencyArb = fc.constantFrom<Currency>(...currencies);
const keyArb = fc.constantFrom<KeyMode>('none', 'none', 'fresh', 'twice');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      buyer: fc.nat(),
      inventory: fc.nat(),
      currency: currencyArb,
      quantity: fc.integer({ min: 1, max: 120 }),
      key: keyArb,
      isStale: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
      delivery: fc.boolean(),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('ship' as const),
      sale: fc.nat(),
      short: fc.integer({ min: 0, max: 9 }).map((n) => (n < 6 ? 0 : n - 5)),
      lost: fc.integer({ min: 0, max: 9 }).map((n) => (n < 7 ? 0 : n - 6)),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('fulfil' as const),
      sale: fc.nat(),
      action: fc.constantFrom('accept' as const, 'accept' as const, 'dispute' as const, 'cancel' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('settleDispute' as const),
      sale: fc.nat(),
      outcome: fc.constantFrom('settle-delivered' as const, 'settle-part' as const, 'refund-all' as const),
      part: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    weight: 22,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      sale: fc.nat(),
      onlyPending: fc.integer({ min: 0, max: 4 }).map((n) => n > 1),
      action: fc.constantFrom('Approved' as const, 'Rejected' as const, 'Cancelled' as const),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      buyer: fc.nat(),
      currency: currencyArb,
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      key: keyArb,
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      deposit: fc.nat(),
      onlyPending: fc.boolean(),
      decision: fc.constantFrom('Approved' as const, 'Approved' as const, 'Rejected' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decidePurchase' as const), sale: fc.nat() }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('replay' as const), request: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('runJobs' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('signUp' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approveParty' as const), party: fc.nat() }) },
  ...payoutOpArbs(currencyArb),
);
type Batch = { advanceMinutes: number; ops: Op[] };
const batchArb: fc.Arbitrary<Batch> = fc.record({
  advanceMinutes: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) },
  ),
  ops: fc.array(opArb, { minLength: 1, maxLength: 40, size: 'max' }),
});
const runArb = fc.array(batchArb, { minLength: batchesPerRun, maxLength: batchesPerRun });

// ---------------------------------------------------------------------------------------------
// Talking to the API

type Response = { status: number; body: { data?: Record<string, unknown>; errors?: FieldError[] } };
type FieldError = { htmlId: string; message: string };

async function send(
  actor: Actor,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  key?: string,
): Promise<Response> {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { cookie: actor.jar.header(), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

let keyCounter = 0;
const newKey = () => `model-${process.pid}-${(keyCounter++).toString(36).padStart(6, '0')}`;

function sendKeyed(request: KeyedRequest): Promise<Response> {
  if (request.kind === 'purchase') {
    const amount = request.inventory.price[request.currency] * request.quantity;
    return send(
      request.buyer,
      'POST',
      '/api/sales',
      {
        productId,
        contractId: request.inventory.id,
        quantity: request.quantity,
        currency: request.currency,
        amount,
        ...(request.delivery ? { fulfilment: { method: 'delivery', siteId: request.buyer.siteId } } : {}),
      },
      request.key,
    );
  }
  return postDeposit(ctx, request.buyer.jar, {
    amount: request.amount,
    currency: request.currency,
    receipt: receiptFiles.png,
    key: request.key,
  }).then((res) => ({ status: res.statusCode, body: res.json() }));
}

async function newWorld(): Promise<World> {
  const makeSupplier = async (): Promise<Supplier> => {
    const party = await newParty(ctx, 'supplier');
    return {
      ...party,
      settled: zero(),
      payoutHeld: zero(),
      payoutAccounts: await payoutAccountsOf(party.partyId),
    };
  };
  const suppliers = [await makeSupplier(), await makeSupplier()];
  const inventoryList: Inventory[] = [];
  for (const [index, hub] of ['Ajaokuta', 'Kano', 'Lagos', 'Kaduna'].entries()) {
    const supplier = suppliers[index % 2]!;
    const quantity = 200 + ((index * 977) % 1_500);
    const price = { NGN: 10_000 + index * 7_919, USD: 20 + index * 13 };
    const id = await newInventory(ctx, supplier.jar, { productId, hub, stock: quantity, prices: price });
    const feePerUnit = { NGN: 300 + index * 11, USD: 1 + index };
    for (const currency of currencies)
      await setLogisticsFee(ctx, hub, 'Lagos', feePerUnit[currency], currency);
    inventoryList.push({ id, supplier, quantity, reserved: 0, price, feePerUnit });
  }
  const offtakers: Offtaker[] = [];
  for (const funds of [50_000_000, 5_000_000, 0]) {
    const party = await newParty(ctx, 'offtaker');
    const siteId = await newSite(ctx, party.partyId, 'Lagos');
    const offtaker = {
      ...party,
      siteId,
      isActive: true,
      available: zero(),
      held: zero(),
      payoutHeld: zero(),
      payoutAccounts: await payoutAccountsOf(party.partyId),
    };
    if (funds > 0) {
      await fundWallet(ctx, party.jar, admin.jar, funds, 'NGN');
      await fundWallet(ctx, party.jar, admin.jar, funds / 1_000, 'USD');
      offtaker.available = { NGN: funds, USD: funds / 1_000 };
    }
    offtakers.push(offtaker);
  }
  const platform = await platformBalances();
  return {
    offtakers,
    suppliers,
    inventories: inventoryList,
    sales: [],
    deposits: [],
    payouts: [],
    keyed: [],
    keyResults: new Map(),
    revenueAtStart: platform.revenue,
    cashAtStart: platform.cash,
    logisticsAtStart: platform.logistics,
    clearingAtStart: platform.clearing,
    vatAtStart: platform.vat,
    fees: zero(),
    vat: zero(),
    credited: zero(),
    logistics: zero(),
    paidOut: zero(),
  };
}

/** A bank account per currency past its cool-off (banking.test.ts tests the waiting). */
async function payoutAccountsOf(partyId: string): Promise<Record<Currency, string>> {
  return {
    NGN: await usablePayoutAccount(ctx, partyId, { currency: 'NGN' }),
    USD: await usablePayoutAccount(ctx, partyId, { currency: 'USD' }),
  };
}

async function platformBalances(): Promise<{
  revenue: Money;
  cash: Money;
  logistics: Money;
  clearing: Money;
  vat: Money;
}> {
  const rows = await ctx.database.db.select().from(ledgerAccounts).where(isNull(ledgerAccounts.partyId));
  const revenue = zero();
  const cash = zero();
  const logistics = zero();
  const clearing = zero();
  const vat = zero();
  for (const row of rows) {
    if (row.kind === 'platform_revenue') revenue[row.currency] += row.balance;
    if (row.kind === 'external_cash') cash[row.currency] += row.balance;
    if (row.kind === 'platform_logistics_revenue') logistics[row.currency] += row.balance;
    if (row.kind === 'platform_bank_clearing') clearing[row.currency] += row.balance;
    if (row.kind === 'platform_vat_payable') vat[row.currency] += row.balance;
  }
  return { revenue, cash, logistics, clearing, vat };
}

/** Sessions end (5-minute access id, 15 minutes idle, 12 hours absolute): keep everyone signed in. */
async function keepSignedIn(world: World) {
  for (const actor of [...operators, ...world.suppliers, ...world.offtakers]) {
    const res = await call(ctx.app, actor.jar, 'POST', '/api/auth/refresh');
    if (res.statusCode !== 200) actor.jar = await logIn(ctx, actor.email);
  }
}

// ---------------------------------------------------------------------------------------------
// One batch: concurrent requests, then the model's verdict

type Action =
  | { kind: 'keyed'; request: KeyedRequest; isReplay: boolean; res?: Response }
  | { kind: 'stale'; buyer: Offtaker; res?: Response }
  | { kind: 'resolve'; sale: Sale; action: 'Approved' | 'Rejected' | 'Cancelled'; res?: Response }
  | { kind: 'decide'; deposit: Deposit; decision: 'Approved' | 'Rejected'; res?: Response }
  | { kind: 'decidePurchase'; sale: Sale; res?: Response }
  | { kind: 'ship'; sale: Sale; loaded: number; delivered: number }
  | { kind: 'fulfil'; sale: Sale; action: 'accept' | 'dispute' | 'cancel'; res?: Response }
  | {
      kind: 'settleDispute';
      sale: Sale;
      outcome: 'settle-delivered' | 'settle-part' | 'refund-all';
      part: number;
      res?: Response;
    }
  | { kind: 'runJobs' }
  | { kind: 'signUp'; offtaker?: Offtaker }
  | { kind: 'approveParty'; offtaker: Offtaker; res?: Response }
  | PayoutAction;

const pick = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

function plan(world: World, ops: Op[]): Action[] {
  const actions: Action[] = [];
  // Only a party Active before the batch asks for a payout (a pending one is refused, 403).
  const payees = { offtakers: world.offtakers.filter((o) => o.isActive), suppliers: world.suppliers };
  for (const op of ops) {
    switch (op.kind) {
      case 'payoutRequest':
      case 'payoutStep': {
        const payoutActions = actions.filter((a): a is PayoutAction => a.kind === 'payoutStep');
        const action = planPayout(op, payees, world.payouts, payoutActions);
        if (action) actions.push(action);
        break;
      }
      case 'purchase': {
        const buyer = pick(world.offtakers, op.buyer)!;
        const inventory = pick(world.inventories, op.inventory)!;
        if (op.isStale) {
          actions.push({ kind: 'stale', buyer });
          break;
        }
        const request: KeyedRequest = {
          kind: 'purchase',
          key: op.key === 'none' ? '' : newKey(),
          buyer,
          inventory,
          currency: op.currency,
          quantity: op.quantity,
          delivery: op.delivery,
        };
        actions.push({ kind: 'keyed', request, isReplay: false });
        if (op.key === 'twice') actions.push({ kind: 'keyed', request, isReplay: true });
        if (op.key !== 'none') world.keyed.push(request);
        break;
      }
      case 'deposit': {
        const request: KeyedRequest = {
          kind: 'deposit',
          key: op.key === 'none' ? '' : newKey(),
          buyer: pick(world.offtakers, op.buyer)!,
          currency: op.currency,
          amount: op.currency === 'NGN' ? op.amount * 10 : Math.ceil(op.amount / 100),
        };
        actions.push({ kind: 'keyed', request, isReplay: false });
        if (op.key === 'twice') actions.push({ kind: 'keyed', request, isReplay: true });
        if (op.key !== 'none') world.keyed.push(request);
        break;
      }
      case 'replay': {
        const request = pick(world.keyed, op.request);
        if (request) actions.push({ kind: 'keyed', request, isReplay: true });
        break;
      }
      case 'resolve': {
        const pending = world.sales.filter((sale) => sale.status === 'Pending');
        const sale = pick(op.onlyPending && pending.length > 0 ? pending : world.sales, op.sale);
        if (sale) actions.push({ kind: 'resolve', sale, action: op.action });
        break;
      }
      case 'decide': {
        const pending = world.deposits.filter((deposit) => deposit.status === 'Pending');
        const deposit = pick(op.onlyPending && pending.length > 0 ? pending : world.deposits, op.deposit);
        if (deposit) actions.push({ kind: 'decide', deposit, decision: op.decision });
        break;
      }
      case 'decidePurchase': {
        const sale = pick(world.sales, op.sale);
        if (sale) actions.push({ kind: 'decidePurchase', sale });
        break;
      }
      case 'ship': {
        // The logistics steps run before the batch's requests, one sale once.
        const shipped = new Set(actions.flatMap((action) => (action.kind === 'ship' ? [action.sale] : [])));
        const sale = pick(
          world.sales.filter((candidate) => candidate.stage === 'started' && !shipped.has(candidate)),
          op.sale,
        );
        if (!sale) break;
        const loaded = Math.max(0, sale.quantity - op.short);
        const delivered = sale.method === 'delivery' ? Math.max(0, loaded - op.lost) : loaded;
        actions.push({ kind: 'ship', sale, loaded, delivered });
        break;
      }
      case 'fulfil': {
        const wanted: Stage[] = op.action === 'cancel' ? ['started'] : ['awaiting'];
        const inStage = world.sales.filter((sale) => wanted.includes(sale.stage));
        const sale = pick(inStage.length > 0 && op.sale % 4 !== 0 ? inStage : world.sales, op.sale);
        if (sale) actions.push({ kind: 'fulfil', sale, action: op.action });
        break;
      }
      case 'settleDispute': {
        const disputed = world.sales.filter((sale) => sale.stage === 'disputed' || sale.stage === 'awaiting');
        const sale = pick(disputed.length > 0 && op.sale % 4 !== 0 ? disputed : world.sales, op.sale);
        if (sale) actions.push({ kind: 'settleDispute', sale, outcome: op.outcome, part: op.part });
        break;
      }
      case 'runJobs':
        actions.push({ kind: 'runJobs' });
        break;
      case 'signUp':
        if (world.offtakers.length < 12) actions.push({ kind: 'signUp' });
        break;
      case 'approveParty': {
        const waiting = world.offtakers.filter((offtaker) => !offtaker.isActive);
        const offtaker = pick(waiting, op.party);
        if (offtaker) actions.push({ kind: 'approveParty', offtaker });
        break;
      }
    }
  }
  return actions;
}

async function perform(world: World, action: Action): Promise<void> {
  switch (action.kind) {
    case 'payoutRequest':
    case 'payoutStep':
      await performPayout(action, operators, send);
      return;
    case 'keyed':
      action.res = await sendKeyed(action.request);
      return;
    case 'stale': {
      const inventory = world.inventories[0]!;
      action.res = await send(action.buyer, 'POST', '/api/sales', {
        productId,
        contractId: inventory.id,
        quantity: 2,
        currency: 'NGN',
        amount: inventory.price.NGN * 2 - 1,
      });
      return;
    }
    case 'resolve': {
      const actor = action.action === 'Cancelled' ? action.sale.buyer : action.sale.inventory.supplier;
      action.res = await send(actor, 'PATCH', `/api/sales/${action.sale.id}/${action.action}`);
      return;
    }
    case 'decide':
      action.res = await send(admin, 'PATCH', `/api/payments/${action.deposit.reference}/${action.decision}`);
      return;
    case 'decidePurchase':
      action.res = await send(admin, 'PATCH', `/api/payments/${action.sale.reference}/Approved`);
      return;
    case 'ship': {
      // What the logistics use cases do (their routes are tested with them): advanceFulfilment.
      const { sale } = action;
      const step = (name: 'schedule' | 'load' | 'depart' | 'deliver', fields = {}) =>
        ctx.database.db.transaction((tx) =>
          advanceFulfilment(
            tx,
            { clock, deliveryDisputeHours: ctx.config.deliveryDisputeHours },
            { saleId: sale.id, action: name, caller: 'system', actor: 'operator', fields },
          ),
        );
      if (sale.method === 'delivery') await step('schedule');
      await step('load', { quantityLoaded: action.loaded });
      if (sale.method === 'delivery') {
        await step('depart');
        await step('deliver', { quantityDelivered: action.delivered });
      }
      return;
    }
    case 'fulfil': {
      const path = action.action === 'cancel' ? 'cancel-undispatched' : action.action;
      const body = action.action === 'dispute' ? { reason: 'Short' } : {};
      action.res = await send(action.sale.buyer, 'POST', `/api/sales/${action.sale.id}/${path}`, body);
      return;
    }
    case 'settleDispute': {
      const part = Math.floor((action.sale.delivered * action.part) / 100);
      action.res = await send(admin, 'POST', `/api/sales/${action.sale.id}/resolve`, {
        outcome: action.outcome,
        note: 'Model',
        ...(action.outcome === 'settle-part' ? { quantity: part } : {}),
      });
      return;
    }
    case 'runJobs': {
      // Three workers, as three server processes would poll: each job must still run once.
      const worker = async () => {
        const run = () =>
          runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers, limit: 20 });
        while ((await run()) > 0) {}
      };
      await Promise.all([worker(), worker(), worker()]);
      return;
    }
    case 'signUp': {
      const form = offtakerForm();
      const res = await call(ctx.app, undefined, 'POST', '/api/home/register/customer', form);
      expect(res.statusCode, res.body).toBe(201);
      const token = await verificationToken(ctx, form.email);
      expect((await call(ctx.app, undefined, 'POST', '/api/auth/verify', { token })).statusCode).toBe(200);
      // An offtaker company gives its RC number and TIN before an operator may approve it (issue 18).
      await completeBusinessProfile(ctx, res.json().data.partyId);
      action.offtaker = {
        email: form.email,
        jar: await logIn(ctx, form.email),
        partyId: res.json().data.partyId,
        siteId: await newSite(ctx, res.json().data.partyId, 'Lagos'),
        isActive: false,
        available: zero(),
        held: zero(),
        payoutHeld: zero(),
        payoutAccounts: await payoutAccountsOf(res.json().data.partyId),
      };
      return;
    }
    case 'approveParty':
      action.res = await send(
        admin,
        'PATCH',
        `/api/onboarding/complete/customer/${action.offtaker.partyId}/Approve`,
      );
      return;
  }
}

/** Where an action went wrong, with what it got back. */
function explain(action: Action): string {
  const { res, ...rest } = action as Action & { res?: Response };
  const brief = JSON.stringify(rest, (key, value) =>
    key === 'jar' || key === 'supplier' || key === 'inventory' || key === 'buyer'
      ? (value?.id ?? value?.partyId ?? value?.email ?? undefined)
      : value,
  );
  return `${brief} -> ${res ? `${res.status} ${JSON.stringify(res.body).slice(0, 300)}` : 'no response'}`;
}

function check(condition: boolean, action: Action | string, why: string): asserts condition {
  if (!condition) throw new Error(`${why}: ${typeof action === 'string' ? action : explain(action)}`);
}

const firstError = (res: Response) => res.body.errors?.[0] ?? { htmlId: '', message: '' };
const walletKey = (party: { partyId: string }, currency: Currency) => `${party.partyId}:${currency}`;

function judge(world: World, actions: Action[], now: number) {
  // What each wallet and inventory had before the batch: the bounds below start from here.
  const preWallet = new Map<string, number>();
  const preStock = new Map<string, number>();
  for (const offtaker of world.offtakers) {
    for (const currency of currencies)
      preWallet.set(walletKey(offtaker, currency), offtaker.available[currency]);
  }
  for (const supplier of world.suppliers) {
    for (const currency of currencies)
      preWallet.set(walletKey(supplier, currency), supplier.settled[currency]);
  }
  for (const inventory of world.inventories)
    preStock.set(inventory.id, inventory.quantity - inventory.reserved);
  const ranJobs = actions.some((action) => action.kind === 'runJobs');
  const approvedNow = new Set(
    actions.flatMap((action) =>
      action.kind === 'approveParty' && action.res?.status === 200 ? [action.offtaker.partyId] : [],
    ),
  );
  const wasActive = new Set(world.offtakers.filter((o) => o.isActive).map((o) => o.partyId));
  const mayBeForbidden = (buyer: Offtaker) => !wasActive.has(buyer.partyId);
  // Money and stock that may have come back to a wallet or inventory during the batch.
  const walletIncreases = new Map<string, number>();
  const stockIncreases = new Map<string, number>();
  const addTo = (map: Map<string, number>, key: string, amount: number) =>
    map.set(key, (map.get(key) ?? 0) + amount);

  // 1. Onboarding: exactly one approval of a Pending party wins.
  const approvals = new Map<Offtaker, Action[]>();
  for (const action of actions) {
    if (action.kind === 'approveParty')
      approvals.set(action.offtaker, [...(approvals.get(action.offtaker) ?? []), action]);
  }
  for (const [offtaker, group] of approvals) {
    const winners = group.filter((action) => action.kind === 'approveParty' && action.res!.status === 200);
    check(winners.length === 1, group[0]!, 'exactly one approval of a pending party succeeds');
    for (const loser of group)
      if (!winners.includes(loser))
        check((loser as { res: Response }).res.status === 409, loser, 'a second approval answers 409');
    offtaker.isActive = true;
  }

  // 2. Deposit decisions: exactly one decision of a Pending deposit wins; none of a decided one.
  const decisions = new Map<Deposit, Extract<Action, { kind: 'decide' }>[]>();
  for (const action of actions) {
    if (action.kind === 'decide')
      decisions.set(action.deposit, [...(decisions.get(action.deposit) ?? []), action]);
  }
  for (const [deposit, group] of decisions) {
    const winners = group.filter((action) => action.res!.status === 200);
    for (const action of group) {
      check([200, 409].includes(action.res!.status), action, 'a deposit decision answers 200 or 409');
    }
    if (deposit.status !== 'Pending') {
      check(winners.length === 0, group[0]!, 'a decided deposit cannot be decided again');
      continue;
    }
    check(winners.length === 1, group[0]!, 'exactly one decision of a pending deposit succeeds');
    const winner = winners[0]!;
    check(winner.res!.body.data?.status === winner.decision, winner, 'the decision is what was asked');
    deposit.status = winner.decision;
    if (winner.decision === 'Approved') {
      deposit.buyer.available[deposit.currency] += deposit.amount;
      world.credited[deposit.currency] += deposit.amount;
      addTo(walletIncreases, walletKey(deposit.buyer, deposit.currency), deposit.amount);
    }
  }
  // 2b. Payout steps: some order of each payout's steps gives the answers seen.
  const payoutActions = actions.filter(
    (action): action is PayoutAction => action.kind === 'payoutRequest' || action.kind === 'payoutStep',
  );
  judgePayoutSteps(
    payoutActions,
    dualControl,
    {
      released: (payee, currency, amount) => addTo(walletIncreases, walletKey(payee, currency), amount),
      paid: (currency, amount) => {
        world.paidOut[currency] += amount;
      },
    },
    check,
  );
  for (const action of actions) {
    if (action.kind === 'decidePurchase') {
      check(action.res!.status === 409, action, 'an operator cannot settle a purchase');
    }
  }

  // 3. Sales: exactly one of approve / reject / cancel / expiry takes a Pending sale out of Pending.
  const contested = new Map<Sale, Extract<Action, { kind: 'resolve' }>[]>();
  for (const action of actions) {
    if (action.kind === 'resolve')
      contested.set(action.sale, [...(contested.get(action.sale) ?? []), action]);
  }
  if (ranJobs) {
    for (const sale of world.sales) {
      if (sale.status === 'Pending' && sale.expiresAt <= now && !contested.has(sale)) contested.set(sale, []);
    }
  }
  // A refusal names the sale's status before the batch, or after it: a fulfilment step of the same
  // batch (a refund of everything, the buyer's cancel past the dispatch limit) may end it first.
  const refusalsToName: { action: Extract<Action, { kind: 'resolve' }>; before: SaleStatus }[] = [];
  for (const [sale, group] of contested) {
    const winners = group.filter((action) => action.res!.status === 200);
    if (sale.status !== 'Pending') {
      for (const action of group) {
        check(action.res!.status === 409, action, 'a resolved sale cannot be resolved again');
        refusalsToName.push({ action, before: sale.status });
      }
      continue;
    }
    const canExpire = ranJobs && sale.expiresAt <= now;
    // Past its expiry a purchase cannot be approved, whether or not the expiry job has run yet
    // (the refusal says so, or names the status a concurrent cancel or the expiry gave it first).
    const approvedLate = (action: Extract<Action, { kind: 'resolve' }>) =>
      action.action === 'Approved' && sale.expiresAt <= now;
    for (const action of group.filter(approvedLate)) {
      const message = action.res!.body.errors?.[0]?.message ?? '';
      check(
        action.res!.status === 409 &&
          (message === 'This purchase has expired and can no longer be approved' ||
            /^This sale is already (Rejected|Cancelled)$/.test(message)),
        action,
        'a purchase past its expiry cannot be approved',
      );
    }
    const mayWin = group.filter((action) => !approvedLate(action));
    check(
      winners.length === 1 ||
        (winners.length === 0 && (canExpire || mayWin.length === 0)) ||
        group.length === 0,
      group[0] ?? `sale ${sale.reference}`,
      'exactly one resolution of a pending sale succeeds',
    );
    for (const action of group) {
      if (!winners.includes(action))
        check(action.res!.status === 409, action, 'a losing resolution answers 409');
    }
    const winner = winners[0];
    if (!winner && !canExpire) continue;
    const resolution = winner?.action ?? 'Expired';
    const status: SaleStatus = resolution === 'Expired' ? 'Cancelled' : resolution;
    if (winner) {
      check(
        winner.res!.body.data?.status === status && winner.res!.body.data?.resolution === resolution,
        winner,
        'the sale answers its new status',
      );
    }
    sale.status = status;
    sale.resolution = resolution;
    if (status === 'Approved') {
      // Approval accepts the order (issue 17): funds stay held and stock reserved.
      sale.stage = 'started';
      sale.deadline = now + dispatchMinutes * 60_000;
    } else {
      const held = sale.amount + sale.logisticsFee;
      sale.inventory.reserved -= sale.quantity;
      sale.buyer.held[sale.currency] -= held;
      sale.buyer.available[sale.currency] += held;
      addTo(walletIncreases, walletKey(sale.buyer, sale.currency), held);
      addTo(stockIncreases, sale.inventory.id, sale.quantity);
    }
  }

  // 3b. Fulfilment. The logistics steps ran before the batch's requests.
  for (const action of actions) {
    if (action.kind !== 'ship') continue;
    Object.assign(action.sale, {
      stage: 'awaiting',
      loaded: action.loaded,
      delivered: action.delivered,
      windowEnd: now + windowMinutes * 60_000,
    });
  }
  /** Settlement (accepted > 0 or not) or a full release, as settle.ts moves it: the supplier gets the goods less the fee and its VAT. */
  const end = (sale: Sale, outcome: { accepted: number } | 'cancelled') => {
    const held = sale.amount + sale.logisticsFee;
    const accepted = outcome === 'cancelled' ? 0 : outcome.accepted;
    const goods = accepted * (sale.amount / sale.quantity);
    const fee = outcome === 'cancelled' ? 0 : feeOf(goods);
    const vat = vatOf(fee);
    const logistics = outcome === 'cancelled' ? 0 : sale.delivered * sale.feePerUnit;
    const refund = held - goods - logistics;
    sale.buyer.held[sale.currency] -= held;
    sale.buyer.available[sale.currency] += refund;
    addTo(walletIncreases, walletKey(sale.buyer, sale.currency), refund);
    sale.inventory.supplier.settled[sale.currency] += goods - fee - vat;
    world.fees[sale.currency] += fee;
    world.vat[sale.currency] += vat;
    world.logistics[sale.currency] += logistics;
    sale.inventory.reserved -= sale.quantity;
    sale.inventory.quantity -= sale.loaded;
    addTo(stockIncreases, sale.inventory.id, sale.quantity - sale.loaded);
    if (outcome === 'cancelled') {
      Object.assign(sale, { stage: 'cancelled', status: 'Cancelled', resolution: 'Cancelled', fee: null });
    } else {
      Object.assign(sale, { stage: 'settled', fee });
    }
  };
  type FulfilAction = Extract<Action, { kind: 'fulfil' }>;
  type DisputeAction = Extract<Action, { kind: 'settleDispute' }>;
  const fulfilling = new Map<Sale, (FulfilAction | DisputeAction)[]>();
  for (const action of actions) {
    if (action.kind === 'fulfil' || action.kind === 'settleDispute')
      fulfilling.set(action.sale, [...(fulfilling.get(action.sale) ?? []), action]);
  }
  if (ranJobs) {
    for (const sale of world.sales) {
      if (sale.stage === 'awaiting' && sale.windowEnd <= now && !fulfilling.has(sale))
        fulfilling.set(sale, []);
    }
  }
  for (const [sale, group] of fulfilling) {
    for (const action of group) {
      check([200, 409].includes(action.res!.status), action, 'a fulfilment step answers 200 or 409');
    }
    const won = (kind: string) =>
      group.filter(
        (action) =>
          action.res!.status === 200 &&
          (action.kind === 'settleDispute' ? kind === 'resolve' : action.action === kind),
      );
    const asked = (kind: string) =>
      group.filter((action) =>
        action.kind === 'settleDispute' ? kind === 'resolve' : action.action === kind,
      );
    const [accepts, disputes, cancels, resolutions] = ['accept', 'dispute', 'cancel', 'resolve'].map(won) as [
      FulfilAction[],
      FulfilAction[],
      FulfilAction[],
      DisputeAction[],
    ];
    const resolve = (winner: DisputeAction) =>
      winner.outcome === 'refund-all'
        ? end(sale, 'cancelled')
        : end(sale, {
            accepted:
              winner.outcome === 'settle-part'
                ? Math.floor((sale.delivered * winner.part) / 100)
                : sale.delivered,
          });
    const where = group[0] ?? `sale ${sale.reference}`;
    if (sale.stage === 'awaiting') {
      const jobDue = ranJobs && sale.windowEnd <= now;
      const windowOpen = now < sale.windowEnd;
      check(cancels.length === 0, where, 'a loaded sale cannot be cancelled');
      check(accepts.length + disputes.length <= 1, where, 'one acceptance or one dispute, never both');
      check(windowOpen || disputes.length === 0, where, 'no dispute after the window');
      const jobWon = jobDue && accepts.length === 0;
      const contested = asked('accept').length > 0 || (asked('dispute').length > 0 && windowOpen) || jobDue;
      check(
        accepts.length + disputes.length + (jobWon ? 1 : 0) === (contested ? 1 : 0),
        where,
        'exactly one of the acceptance, the dispute or the auto-accept job decides',
      );
      check(resolutions.length <= disputes.length, where, 'a resolution only after the dispute');
      if (accepts.length + (jobWon ? 1 : 0) === 1) end(sale, { accepted: sale.delivered });
      else if (disputes.length === 1) {
        if (resolutions.length === 1) resolve(resolutions[0]!);
        else sale.stage = 'disputed';
      }
    } else if (sale.stage === 'disputed') {
      check(
        accepts.length + disputes.length + cancels.length === 0,
        where,
        'a dispute waits for the operators',
      );
      check(
        resolutions.length === (asked('resolve').length > 0 ? 1 : 0),
        where,
        'exactly one resolution of a dispute succeeds',
      );
      if (resolutions[0]) resolve(resolutions[0]);
    } else if (sale.stage === 'started') {
      check(accepts.length + disputes.length + resolutions.length === 0, where, 'nothing to accept yet');
      const mayCancel = now >= sale.deadline;
      check(
        cancels.length === (mayCancel && asked('cancel').length > 0 ? 1 : 0),
        where,
        'the buyer cancels once, and only past the dispatch limit',
      );
      if (cancels.length === 1) end(sale, 'cancelled');
    } else {
      check(
        accepts.length + disputes.length + cancels.length + resolutions.length === 0,
        where,
        'no step of a fulfilment not started or ended',
      );
    }
  }

  for (const { action, before } of refusalsToName) {
    const named = firstError(action.res!).message;
    check(
      named === `This sale is already ${before}` || named === `This sale is already ${action.sale.status}`,
      action,
      'the refusal names the current status',
    );
  }

  // 4. Purchases and deposits, keyed or not. Effects first (once per created sale or deposit)...
  const keyed = actions.filter(
    (action): action is Extract<Action, { kind: 'keyed' }> => action.kind === 'keyed',
  );
  const created = new Map<string, Extract<Action, { kind: 'keyed' }>>();
  const keySuccess = new Map<string, string>();
  for (const action of keyed) {
    const { request, res } = action;
    if (res!.status !== 201) continue;
    check(
      !mayBeForbidden(request.buyer) || approvedNow.has(request.buyer.partyId),
      action,
      'a pending offtaker cannot deposit or buy',
    );
    const id = String(request.kind === 'purchase' ? res!.body.data?.id : res!.body.data?.reference);
    if (request.key) {
      const earlier = world.keyResults.get(request.key) ?? keySuccess.get(request.key);
      check(earlier === undefined || earlier === id, action, 'one Idempotency-Key creates one thing');
      keySuccess.set(request.key, id);
      if (world.keyResults.has(request.key)) continue; // a replay of an earlier batch: no effect
    }
    if (created.has(id)) continue;
    created.set(id, action);
  }
  const newSpending = new Map<string, number>();
  const newReserving = new Map<string, number>();
  for (const [id, action] of created) {
    const { request, res } = action;
    const data = res!.body.data!;
    if (request.kind === 'deposit') {
      check(
        data.status === 'Pending' && data.amount === request.amount && data.currency === request.currency,
        action,
        'a new deposit is Pending with the amount sent',
      );
      world.deposits.push({
        reference: id,
        buyer: request.buyer,
        amount: request.amount,
        currency: request.currency,
        status: 'Pending',
      });
      continue;
    }
    const amount = request.inventory.price[request.currency] * request.quantity;
    const feePerUnit = request.delivery ? request.inventory.feePerUnit[request.currency] : 0;
    const logisticsFee = feePerUnit * request.quantity;
    check(
      data.status === 'Pending' &&
        data.amount === amount &&
        data.logisticsFee === logisticsFee &&
        data.fulfilmentMethod === (request.delivery ? 'delivery' : 'collection') &&
        data.quantity === request.quantity &&
        data.inventoryId === request.inventory.id &&
        (data.customer as { id: string }).id === request.buyer.partyId,
      action,
      'a new purchase is Pending, priced by the server',
    );
    world.sales.push({
      id,
      reference: String(data.reference),
      buyer: request.buyer,
      inventory: request.inventory,
      quantity: request.quantity,
      amount,
      currency: request.currency,
      status: 'Pending',
      resolution: null,
      fee: null,
      expiresAt: Date.parse(String(data.expiresUtc)),
      method: request.delivery ? 'delivery' : 'collection',
      logisticsFee,
      feePerUnit,
      stage: 'none',
      loaded: 0,
      delivered: 0,
      deadline: 0,
      windowEnd: 0,
    });
    check(
      Date.parse(String(data.expiresUtc)) === now + expiryMinutes * 60_000,
      action,
      'the sale expires after SALE_EXPIRY_HOURS',
    );
    request.buyer.available[request.currency] -= amount + logisticsFee;
    request.buyer.held[request.currency] += amount + logisticsFee;
    request.inventory.reserved += request.quantity;
    addTo(newSpending, walletKey(request.buyer, request.currency), amount + logisticsFee);
    addTo(newReserving, request.inventory.id, request.quantity);
  }
  for (const [key, id] of keySuccess) world.keyResults.set(key, id);
  // Payout requests take from the same wallets as purchases: their successes count as spending.
  acceptPayoutRequests(
    payoutActions,
    world.payouts,
    (payee, currency, amount) => addTo(newSpending, walletKey(payee, currency), amount),
    check,
  );

  // ...then every refusal must have been possible in some order of the batch.
  for (const action of keyed) {
    const { request, res } = action;
    if (res!.status === 201) continue;
    if (res!.status === 403) {
      check(mayBeForbidden(request.buyer), action, 'only a pending offtaker is refused');
      continue;
    }
    check(
      request.kind === 'purchase' && res!.status === 409,
      action,
      'a purchase may only be refused with 409',
    );
    if (request.kind !== 'purchase') continue;
    const wallet = walletKey(request.buyer, request.currency);
    if (request.key && keySuccess.has(request.key)) {
      // A racing replay of a key that succeeded must answer the same success, unless money or
      // stock came back during the batch (then it may really have run first and been refused).
      check(
        (walletIncreases.get(wallet) ?? 0) > 0 || (stockIncreases.get(request.inventory.id) ?? 0) > 0,
        action,
        'a replay racing a successful request answers that success',
      );
    }
    const amount =
      (request.inventory.price[request.currency] +
        (request.delivery ? request.inventory.feePerUnit[request.currency] : 0)) *
      request.quantity;
    const error = firstError(res!);
    const mine = request.key && keySuccess.has(request.key) ? amount : 0;
    if (error.htmlId === 'quantity') {
      const lowest =
        preStock.get(request.inventory.id)! -
        ((newReserving.get(request.inventory.id) ?? 0) - (mine ? request.quantity : 0));
      check(request.quantity > lowest, action, 'refused for stock only if the stock could have run out');
    } else {
      check(error.message === 'Insufficient funds in the wallet', action, 'refused for funds or stock only');
      const lowest = preWallet.get(wallet)! - ((newSpending.get(wallet) ?? 0) - mine);
      check(
        amount > lowest,
        action,
        `refused for funds only if they could have run out (at least ${lowest} left)`,
      );
    }
  }
  for (const action of actions) {
    if (action.kind === 'stale') {
      const { status } = action.res!;
      check(
        status === 409 || (status === 403 && mayBeForbidden(action.buyer)),
        action,
        'a stale price is refused',
      );
      if (status === 409) check(firstError(action.res!).htmlId === 'amount', action, 'the price has changed');
    }
    if (action.kind === 'signUp' && action.offtaker) world.offtakers.push(action.offtaker);
  }
  checkPayoutRefusals(
    payoutActions,
    (payee, currency) =>
      preWallet.get(walletKey(payee, currency))! - (newSpending.get(walletKey(payee, currency)) ?? 0),
    check,
  );
  for (const offtaker of world.offtakers) {
    for (const currency of currencies) {
      check(offtaker.available[currency] >= 0, `offtaker ${offtaker.partyId}`, 'no wallet goes negative');
    }
  }
  for (const party of [...world.offtakers, ...world.suppliers]) {
    for (const currency of currencies) {
      check(
        moneyOf(party)[currency] >= 0 && party.payoutHeld[currency] >= 0,
        `party ${party.partyId}`,
        'no settlement wallet or payout hold goes negative',
      );
    }
  }
  for (const inventory of world.inventories) {
    check(inventory.quantity - inventory.reserved >= 0, `inventory ${inventory.id}`, 'no overselling');
  }
}

// ---------------------------------------------------------------------------------------------
// The database must say what the model says

async function compareWithDatabase(world: World) {
  const db = ctx.database.db;
  const partyIds = [...world.offtakers.map((o) => o.partyId), ...world.suppliers.map((s) => s.partyId)];
  const accounts = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.partyId, partyIds));
  const actual = new Map(accounts.map((row) => [`${row.kind}:${row.partyId}:${row.currency}`, row.balance]));
  const expected = new Map<string, number>();
  for (const offtaker of world.offtakers) {
    for (const currency of currencies) {
      expected.set(`offtaker_wallet:${offtaker.partyId}:${currency}`, offtaker.available[currency]);
      expected.set(`offtaker_hold:${offtaker.partyId}:${currency}`, offtaker.held[currency]);
      expected.set(`payout_hold:${offtaker.partyId}:${currency}`, offtaker.payoutHeld[currency]);
    }
  }
  for (const supplier of world.suppliers) {
    for (const currency of currencies) {
      expected.set(`supplier_wallet:${supplier.partyId}:${currency}`, supplier.settled[currency]);
      expected.set(`payout_hold:${supplier.partyId}:${currency}`, supplier.payoutHeld[currency]);
    }
  }
  for (const key of actual.keys()) expect(expected.has(key), `unexpected account ${key}`).toBe(true);
  expect(Object.fromEntries([...expected].map(([key]) => [key, actual.get(key) ?? 0]))).toEqual(
    Object.fromEntries(expected),
  );

  const platform = await platformBalances();
  for (const currency of currencies) {
    expect(platform.revenue[currency] - world.revenueAtStart[currency], `fees ${currency}`).toBe(
      world.fees[currency],
    );
    expect(world.cashAtStart[currency] - platform.cash[currency], `cash in ${currency}`).toBe(
      world.credited[currency],
    );
    expect(platform.logistics[currency] - world.logisticsAtStart[currency], `logistics ${currency}`).toBe(
      world.logistics[currency],
    );
    expect(platform.clearing[currency] - world.clearingAtStart[currency], `paid out ${currency}`).toBe(
      world.paidOut[currency],
    );
    expect(platform.vat[currency] - world.vatAtStart[currency], `VAT on fees ${currency}`).toBe(
      world.vat[currency],
    );
  }

  const payoutRows = await db
    .select({ id: payouts.id, status: payouts.status, amount: payouts.amount })
    .from(payouts)
    .where(inArray(payouts.partyId, partyIds));
  expect(Object.fromEntries(payoutRows.map((row) => [row.id, [row.status, row.amount]]))).toEqual(
    Object.fromEntries(world.payouts.map((payout) => [payout.id, [payout.status, payout.amount]])),
  );

  const stock = await db
    .select({ id: inventories.id, quantity: inventories.quantity, reserved: inventories.reserved })
    .from(inventories)
    .where(
      inArray(
        inventories.id,
        world.inventories.map((inventory) => inventory.id),
      ),
    );
  expect(Object.fromEntries(stock.map((row) => [row.id, [row.quantity, row.reserved]]))).toEqual(
    Object.fromEntries(
      world.inventories.map((inventory) => [inventory.id, [inventory.quantity, inventory.reserved]]),
    ),
  );

  const buyers = world.offtakers.map((offtaker) => offtaker.partyId);
  const saleRows = await db
    .select({ id: sales.id, status: sales.status, resolution: sales.resolution, fee: sales.fee })
    .from(sales)
    .where(inArray(sales.customerId, buyers));
  expect(Object.fromEntries(saleRows.map((row) => [row.id, [row.status, row.resolution, row.fee]]))).toEqual(
    Object.fromEntries(world.sales.map((sale) => [sale.id, [sale.status, sale.resolution, sale.fee]])),
  );

  // Statement lines: deposits as decided, purchases following their sale; nothing else.
  const lines = await db
    .select({ reference: payments.reference, status: payments.status, flow: payments.flow })
    .from(payments)
    .where(inArray(payments.customerId, buyers));
  const fundedAtStart = new Set(
    lines.filter(
      (line) => line.flow === 'Credit' && !world.deposits.some((d) => d.reference === line.reference),
    ),
  );
  expect([...fundedAtStart].every((line) => line.status === 'Approved')).toBe(true);
  expect(
    Object.fromEntries(
      lines.filter((line) => !fundedAtStart.has(line)).map((line) => [line.reference, line.status]),
    ),
  ).toEqual(
    Object.fromEntries([
      ...world.deposits.map((deposit) => [deposit.reference, deposit.status]),
      ...world.sales.map((sale) => [sale.reference, sale.status]),
    ]),
  );
}

/** The same figures through the API, as each party sees them. */
async function compareBalancesThroughApi(world: World) {
  for (const offtaker of world.offtakers.filter((o) => o.isActive)) {
    for (const currency of currencies) {
      const res = await send(offtaker, 'GET', `/api/payments/balances/${currency}`);
      expect(res.body.data).toMatchObject({
        amount: offtaker.available[currency],
        held: offtaker.held[currency],
      });
    }
  }
  for (const supplier of world.suppliers) {
    for (const currency of currencies) {
      const res = await send(supplier, 'GET', `/api/payments/balances/${currency}`);
      expect(res.body.data).toMatchObject({
        amount: supplier.settled[currency],
        held: supplier.payoutHeld[currency],
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------

const figures = {
  runs: 0,
  batches: 0,
  operations: 0,
  sales: 0,
  expired: 0,
  replays: 0,
  settled: 0,
  cancelledInFulfilment: 0,
  disputed: 0,
  payoutsPaid: 0,
  payoutsReleased: 0,
  payoutsOverWallet: 0,
  dualControlRefusals: 0,
};
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

it(
  `keeps the money equal to the model over ${numRuns * opsPerRun} operations in concurrent batches`,
  async () => {
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(runArb, async (batches) => {
        const world = await newWorld();
        let opsLeft = opsPerRun;
        for (const batch of batches) {
          if (opsLeft <= 0) break;
          if (batch.advanceMinutes > 0) {
            clock.advanceMinutes(batch.advanceMinutes);
            await keepSignedIn(world);
          }
          const actions = plan(world, batch.ops.slice(0, opsLeft));
          // The logistics steps first (their own routes race-test them), then the requests at once.
          for (const action of actions) if (action.kind === 'ship') await perform(world, action);
          await Promise.all(
            actions.filter((action) => action.kind !== 'ship').map((action) => perform(world, action)),
          );
          judge(world, actions, clock.now().getTime());
          await compareWithDatabase(world);
          opsLeft -= actions.length;
          figures.operations += actions.length;
          figures.replays += actions.filter((action) => action.kind === 'keyed' && action.isReplay).length;
          for (const action of actions) {
            if (action.kind === 'payoutRequest' && action.res?.status === 409) figures.payoutsOverWallet++;
            if (action.kind === 'payoutStep' && action.res?.body.errors?.[0]?.message.startsWith('A second'))
              figures.dualControlRefusals++;
          }
          figures.batches++;
        }
        // Whatever is left pending expires: time passes and the jobs run.
        clock.advanceMinutes(expiryMinutes + 1);
        await keepSignedIn(world);
        const endActions: Action[] = [{ kind: 'runJobs' }];
        await perform(world, endActions[0]!);
        judge(world, endActions, clock.now().getTime());
        await compareWithDatabase(world);
        await compareBalancesThroughApi(world);
        expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
        figures.runs++;
        figures.sales += world.sales.length;
        figures.expired += world.sales.filter((sale) => sale.resolution === 'Expired').length;
        figures.settled += world.sales.filter((sale) => sale.stage === 'settled').length;
        figures.cancelledInFulfilment += world.sales.filter((sale) => sale.stage === 'cancelled').length;
        figures.disputed += world.sales.filter((sale) => sale.stage === 'disputed').length;
        figures.payoutsPaid += world.payouts.filter((payout) => payout.status === 'Paid').length;
        figures.payoutsReleased += world.payouts.filter(
          (payout) => payout.status === 'Rejected' || payout.status === 'Cancelled',
        ).length;
        // A soak runs for hours: say how far it has got, so a stopped run still has figures.
        if (numRuns >= 50 && figures.runs % 10 === 0) {
          console.log(`money model progress: ${JSON.stringify(figures)} after ${secondsSince(started)} s`);
        }
      }),
      {
        numRuns,
        endOnFailure: process.env.MODEL_SHRINK !== '1',
        ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {}),
      },
    );
    if (details.failed) {
      // The counterexample (hundreds of batches) is too long to read; the seed replays it.
      const error = details.errorInstance as Error | undefined;
      throw new Error(
        `money model failed (MODEL_SEED=${details.seed}${process.env.MODEL_SHRINK ? ` path ${details.counterexamplePath}` : ''}): ${error?.message ?? String(details.errorInstance)}`,
        { cause: error },
      );
    }
    const seconds = secondsSince(started);
    console.log(
      `money model: ${figures.operations} operations in ${figures.batches} concurrent batches over ${figures.runs} runs ` +
        `(${figures.sales} sales, ${figures.expired} expired, ${figures.settled} settled, ${figures.cancelledInFulfilment} cancelled in fulfilment, ${figures.disputed} left disputed, ${figures.replays} Idempotency-Key replays; ` +
        `${figures.payoutsPaid} payouts paid, ${figures.payoutsReleased} rejected or cancelled, ${figures.payoutsOverWallet} refused for the amount, ${figures.dualControlRefusals} refused to the approver) in ${seconds} s`,
    );
    // The runs reach settlement, by every road, or the model proves nothing about it.
    expect(figures.settled).toBeGreaterThan(0);
    expect(figures.cancelledInFulfilment).toBeGreaterThan(0);
    // ...and money leaves by every road too.
    expect(figures.payoutsPaid).toBeGreaterThan(0);
    expect(figures.payoutsReleased).toBeGreaterThan(0);
    expect(figures.dualControlRefusals).toBeGreaterThan(0);
    expect(figures.operations).toBeGreaterThanOrEqual(targetOps);
    expect(warnings.filter((warning) => warning.includes('already executing a query'))).toEqual([]);
  },
  // A fulfilment operation (a delivery's four logistics steps, a settlement) costs more than a purchase.
  Math.max(120_000, targetOps * 60),
);
