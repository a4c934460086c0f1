// A fault between the statements of a money operation leaves no partial state. The test installs
// triggers in its own database (nothing in production code): after the Nth write to a money table
// it raises an exception, and a deferred constraint trigger can make the COMMIT itself fail.
// Each operation is retried with the fault at write 1, 2, 3 ... until it runs past its last write
// and succeeds: every faulted attempt must answer a masked 500 and change nothing at all, neither
// in the money tables nor in the receipt store (a deposit's receipt file is written before its row).
import fs from 'node:fs';
import path from 'node:path';
import { platformFee, platformFeeVat } from '@gas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDueJobs } from '../src/modules/jobs/queue.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  fundWallet,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  postDeposit,
  receiptFiles,
} from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, manualClock, refusal, startTestApp, type TestContext } from './helpers.ts';

const clock = manualClock();
let ctx: TestContext;
let admin: CookieJar;
let productId: string;
const faults = { injected: 0, atCommit: 0 };

const moneyTables = [
  'inventories',
  'stock_lines',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'payments',
  'sales',
  'jobs',
  'idempotency_keys',
];

beforeAll(async () => {
  ctx = await startTestApp({ SALE_EXPIRY_HOURS: '1' }, { clock });
  admin = (await newAdmin(ctx)).jar;
  productId = await newProduct(ctx, admin, 'Rollback CNG');
  const statements = [
    'create table test_fault (fail_at bigint not null, fail_at_commit boolean not null)',
    'insert into test_fault values (0, false)',
    'create sequence test_fault_writes',
    `create function test_fault_write() returns trigger language plpgsql as $$
    declare
      target bigint := (select fail_at from test_fault);
      n bigint;
    begin
      if target > 0 then
        n := nextval('test_fault_writes');
        if n = target then
          raise exception 'injected fault at write % (% on %)', n, tg_op, tg_table_name;
        end if;
      end if;
      return null;
    end $$`,
    `create function test_fault_commit() returns trigger language plpgsql as $$
    begin
      if (select fail_at_commit from test_fault) then
        raise exception 'injected fault at commit (% on %)', tg_op, tg_table_name;
      end if;
      return null;
    end $$`,
    ...moneyTables.flatMap((table) => [
      `create trigger test_fault_write after insert or update or delete on ${table}
        for each statement execute function test_fault_write()`,
      `create constraint trigger test_fault_commit after insert or update on ${table}
        deferrable initially deferred for each row execute function test_fault_commit()`,
    ]),
  ];
  for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));
});
afterAll(() => ctx.close());

/** Arms the fault at the `at`-th write from now (0 disarms), or at the next commit. */
async function arm(fault: { at: number } | 'commit' | 'off') {
  const at = typeof fault === 'object' ? fault.at : 0;
  await ctx.database.db.execute(
    sql`update test_fault set fail_at = ${at}, fail_at_commit = ${fault === 'commit'}`,
  );
  await ctx.database.db.execute(sql`select setval('test_fault_writes', 1, false)`);
}

async function writesSeen(): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select last_value, is_called from test_fault_writes`,
  )) as unknown as { rows: { last_value: string | number; is_called: boolean }[] };
  const row = result.rows[0]!;
  return row.is_called ? Number(row.last_value) : 0;
}

/** The files of the local receipt store (the test app keeps receipts under its data dir). */
function storedReceipts(): string[] {
  const dir = path.join(ctx.config.dataDir, 'receipts');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Every row of every money table (job bookkeeping aside), in a stable order, and the receipt files. */
async function moneyState(): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = { 'receipt files': storedReceipts() };
  for (const table of moneyTables) {
    const strip =
      table === 'jobs' ? ` - 'attempts' - 'locked_until_utc' - 'last_error' - 'run_after_utc'` : '';
    const result = (await ctx.database.db.execute(
      sql.raw(`select (to_jsonb(t)${strip})::text as row from ${table} t`),
    )) as unknown as { rows: { row: string }[] };
    state[table] = result.rows.map((r) => r.row).sort();
  }
  return state;
}

type Outcome = { statusCode: number; body: string };

/**
 * Runs `attempt` with a fault at commit, then at write 1, 2, 3 ... until it succeeds. Every
 * faulted attempt answers a masked 500 and leaves every money table as it was. Returns the
 * successful outcome and how many writes the operation makes.
 */
async function faultEveryWrite(
  attempt: () => Promise<Outcome>,
): Promise<{ outcome: Outcome; writes: number }> {
  const expectNothingChanged = async (outcome: Outcome, before: Record<string, string[]>, fault: string) => {
    expect(outcome.statusCode, `${fault}: ${outcome.body}`).toBe(500);
    expect(JSON.parse(outcome.body)).toEqual(
      refusal(expect.stringContaining('Something went wrong on our side')),
    );
    // The receipt of a deposit that was not stored goes once its transaction has rolled back,
    // which the server learns just after answering: give it a moment.
    await vi.waitFor(
      () => expect(storedReceipts(), `${fault}: receipt files`).toEqual(before['receipt files']),
      {
        timeout: 5000,
        interval: 20,
      },
    );
    expect(await moneyState(), fault).toEqual(before);
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  };
  const before = await moneyState();
  await arm('commit');
  await expectNothingChanged(await attempt(), before, 'fault at commit');
  faults.atCommit++;
  for (let at = 1; at < 200; at++) {
    await arm({ at });
    const outcome = await attempt();
    const seen = await writesSeen();
    await arm('off');
    if (seen < at) {
      // The operation ended before write `at`: nothing was injected, and it must have succeeded.
      expect(outcome.statusCode, outcome.body).toBeLessThan(300);
      expect(at, 'the operation writes to the money tables').toBeGreaterThan(1);
      expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
      return { outcome, writes: at - 1 };
    }
    await expectNothingChanged(outcome, before, `fault at write ${at}`);
    faults.injected++;
  }
  throw new Error('the operation never succeeded');
}

const asOutcome = (res: { statusCode: number; body: string }): Outcome => ({
  statusCode: res.statusCode,
  body: res.body,
});
const pricePerLitre = 20_000;
let hubIndex = 0;
const hubs = ['Ajaokuta', 'Port-Harcourt', 'Lagos', 'Kaduna', 'Maiduguri', 'Kano'];

/** A supplier with stock, and an offtaker with funds (or none). */
async function market(funds: number) {
  const supplier = await newParty(ctx, 'supplier');
  const inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    hub: hubs[hubIndex++ % hubs.length],
    stock: 1_000,
    prices: { NGN: pricePerLitre },
  });
  const offtaker = await newParty(ctx, 'offtaker');
  if (funds > 0) await fundWallet(ctx, offtaker.jar, admin, funds);
  return { supplier, offtaker, inventoryId };
}

const buy = (jar: CookieJar, contractId: string, quantity: number, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { cookie: jar.header(), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { productId, contractId, quantity, currency: 'NGN', amount: quantity * pricePerLitre },
  });
const balance = async (jar: CookieJar) =>
  (await call(ctx.app, jar, 'GET', '/api/payments/balances/NGN')).json().data;
const stock = async (jar: CookieJar, inventoryId: string) =>
  (await call(ctx.app, jar, 'GET', `/api/inventories/${inventoryId}`)).json().data;

describe('a fault between the statements of a money operation changes nothing', () => {
  it('deposit creation, with and without an Idempotency-Key: no receipt file is left behind', async () => {
    const offtaker = await newParty(ctx, 'offtaker');
    for (const key of [undefined, 'rollback-deposit-1']) {
      const receiptsBefore = storedReceipts();
      const deposit = () =>
        postDeposit(ctx, offtaker.jar, {
          amount: 2_500_00,
          currency: 'NGN',
          receipt: receiptFiles.pdf,
          ...(key ? { key } : {}),
        });
      const { outcome } = await faultEveryWrite(async () => asOutcome(await deposit()));
      const created = JSON.parse(outcome.body).data;
      expect(created).toMatchObject({ status: 'Pending', amount: 2_500_00 });
      if (key) {
        const replay = await deposit();
        expect(replay.statusCode).toBe(201);
        expect(replay.json().data.id).toBe(created.id);
      }
      // The stored deposit's receipt stays (past the server's check of its transaction) and is
      // the one file added.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const added = storedReceipts().filter((name) => !receiptsBefore.includes(name));
      expect(added).toHaveLength(1);
      const download = await ctx.app.inject({
        method: 'GET',
        url: created.receiptPaths[0],
        headers: { cookie: offtaker.jar.header() },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(receiptFiles.pdf)).toBe(true);
    }
    const mine = (await call(ctx.app, offtaker.jar, 'GET', '/api/payments')).json().data;
    expect(mine).toHaveLength(2);
  });

  it('stock line approval and rejection', async () => {
    const { supplier, inventoryId } = await market(0);
    for (const approve of ['true', 'false'] as const) {
      const line = await call(ctx.app, supplier.jar, 'POST', '/api/stocks', { inventoryId, quantity: 250 });
      expect(line.statusCode, line.body).toBe(201);
      const { outcome } = await faultEveryWrite(async () =>
        asOutcome(
          await call(ctx.app, supplier.jar, 'PATCH', '/api/stocks', {
            inventoryId,
            stockId: line.json().data.id,
            approve,
          }),
        ),
      );
      expect(JSON.parse(outcome.body).data.status).toBe(approve === 'true' ? 'Approved' : 'Rejected');
    }
    expect(await stock(supplier.jar, inventoryId)).toMatchObject({ quantity: 1_250, available: 1_250 });
  });

  it('deposit approval (the first: wallet account created) and rejection', async () => {
    const offtaker = await newParty(ctx, 'offtaker');
    for (const decision of ['Approved', 'Rejected'] as const) {
      const deposit = await postDeposit(ctx, offtaker.jar, {
        amount: 7_500_00,
        currency: 'NGN',
        receipt: receiptFiles.png,
      });
      const reference = deposit.json().data.reference;
      const { outcome } = await faultEveryWrite(async () =>
        asOutcome(await call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/${decision}`)),
      );
      expect(JSON.parse(outcome.body).data.status).toBe(decision);
    }
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 7_500_00, held: 0 });
  });

  it('purchase with an Idempotency-Key: after the faults the same key places exactly one sale', async () => {
    const { offtaker, inventoryId, supplier } = await market(100 * pricePerLitre);
    const { outcome } = await faultEveryWrite(async () =>
      asOutcome(await buy(offtaker.jar, inventoryId, 40, 'rollback-purchase-1')),
    );
    const sale = JSON.parse(outcome.body).data;
    const replay = await buy(offtaker.jar, inventoryId, 40, 'rollback-purchase-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.id).toBe(sale.id);
    expect(await balance(offtaker.jar)).toMatchObject({
      amount: 60 * pricePerLitre,
      held: 40 * pricePerLitre,
    });
    expect(await stock(supplier.jar, inventoryId)).toMatchObject({ quantity: 1_000, available: 960 });
    const mine = (await call(ctx.app, offtaker.jar, 'GET', '/api/sales')).json().data;
    expect(mine).toHaveLength(1);
  });

  it('sale approval, its settlement with the fee (the buyer accepts), rejection and cancellation', async () => {
    for (const resolution of ['Approved', 'Rejected', 'Cancelled'] as const) {
      const { offtaker, inventoryId, supplier } = await market(100 * pricePerLitre);
      const sale = (await buy(offtaker.jar, inventoryId, 50)).json().data;
      const actor = resolution === 'Cancelled' ? offtaker.jar : supplier.jar;
      const { outcome } = await faultEveryWrite(async () =>
        asOutcome(await call(ctx.app, actor, 'PATCH', `/api/sales/${sale.id}/${resolution}`)),
      );
      expect(JSON.parse(outcome.body).data.status).toBe(resolution);
      const amount = 50 * pricePerLitre;
      if (resolution === 'Approved') {
        // Approval holds on (issue 17); the acceptance after collection settles, faulted as well.
        expect(await balance(offtaker.jar)).toMatchObject({ amount: 50 * pricePerLitre, held: amount });
        expect((await balance(supplier.jar)).amount).toBe(0);
        expect(await stock(supplier.jar, inventoryId)).toMatchObject({ quantity: 1_000, available: 950 });
        await collect(ctx, sale.id, 50);
        const { outcome: settled } = await faultEveryWrite(async () =>
          asOutcome(await call(ctx.app, offtaker.jar, 'POST', `/api/sales/${sale.id}/accept`, {})),
        );
        expect(JSON.parse(settled.body).data.status).toBe('Settled');
        expect(await balance(offtaker.jar)).toMatchObject({ amount: 50 * pricePerLitre, held: 0 });
        // The supplier is paid the goods less the 1 % fee and the 7.5 % VAT on that fee.
        const fee = platformFee(amount);
        expect((await balance(supplier.jar)).amount).toBe(amount - fee - platformFeeVat(fee, 750));
        expect(await stock(supplier.jar, inventoryId)).toMatchObject({ quantity: 950, available: 950 });
      } else {
        expect(await balance(offtaker.jar)).toMatchObject({ amount: 100 * pricePerLitre, held: 0 });
        expect((await balance(supplier.jar)).amount).toBe(0);
        expect(await stock(supplier.jar, inventoryId)).toMatchObject({ quantity: 1_000, available: 1_000 });
      }
    }
  });

  it('expiry: the job handler, and the job worker that retries it after a fault', async () => {
    const { offtaker, inventoryId } = await market(100 * pricePerLitre);
    const first = (await buy(offtaker.jar, inventoryId, 10)).json().data;
    clock.advanceMinutes(1);
    const second = (await buy(offtaker.jar, inventoryId, 20)).json().data;
    const run = (limit = 100) =>
      runDueJobs({ db: ctx.database.db, clock, handlers: ctx.app.jobHandlers, limit });
    await run(); // the purchase emails; the expiries are not due yet
    const expire = ctx.app.jobHandlers['sale-expiry']!;
    await faultEveryWrite(async () => {
      try {
        await expire({ saleId: first.id }, { id: crypto.randomUUID(), createdUtc: clock.now() });
        return { statusCode: 200, body: '{}' };
      } catch (error) {
        // A worker logs it and retries; shaped like the API's masked answer for the shared checks.
        expect(`${error} ${(error as Error).cause}`).toContain('injected fault');
        return {
          statusCode: 500,
          body: JSON.stringify(refusal('Something went wrong on our side')),
        };
      }
    });
    await run(); // the expiry emails

    // The worker: when both expiries are due, the first job finds its sale already expired; a
    // fault at the first write inside the second's expiry (after the worker's claim and its start
    // of the job) fails that job, which is retried with backoff and then expires the sale, once.
    clock.advanceMinutes(61);
    const operator = (await newAdmin(ctx)).jar;
    expect(await run(1)).toBe(1);
    await arm({ at: 3 });
    expect(await run(1)).toBe(0);
    await arm('off');
    expect((await call(ctx.app, operator, 'GET', `/api/sales/${second.id}`)).json().data.status).toBe(
      'Pending',
    );
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
    clock.advanceMinutes(1);
    await run();
    for (const sale of [first, second]) {
      expect((await call(ctx.app, operator, 'GET', `/api/sales/${sale.id}`)).json().data).toMatchObject({
        status: 'Cancelled',
        resolution: 'Expired',
      });
    }
    const releases = (await ctx.database.db.execute(
      sql`select reference, count(*)::int as n from ledger_transactions where kind = 'release'
          and reference in (${first.reference}, ${second.reference}) group by reference`,
    )) as unknown as { rows: { n: number }[] };
    expect(releases.rows.map((row) => row.n)).toEqual([1, 1]);
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });
});

afterAll(() => {
  console.log(
    `rollback: ${faults.injected} faults injected between statements and ${faults.atCommit} at commit; none left partial state`,
  );
});
