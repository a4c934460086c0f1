// A use case's transaction that PostgreSQL aborts to break a deadlock is run again (lib/transaction.ts)
// instead of answering 500. Deadlocks need two connections: PostgreSQL only.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parties, sales } from '../src/db/schema.ts';
import { inTransaction, transactionsRunAgain } from '../src/lib/transaction.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, newAdmin, newInventory, newParty, newProduct } from './builders.ts';
import { serverUrl } from './databases.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: CookieJar;
let productId: string;
const pricePerLitre = 1_000;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  productId = await newProduct(ctx, admin, 'Deadlock CNG');
});
afterAll(() => ctx.close());

/** Resolves once `count` callers have arrived; later arrivals (a transaction run again) pass at once. */
function meetingPoint(count: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    if (++arrived >= count) open();
    return opened;
  };
}

describe.skipIf(!serverUrl)('a transaction PostgreSQL aborts to break a deadlock', () => {
  it('is run again, and both use cases commit', async () => {
    const [first, second] = await Promise.all([newParty(ctx, 'offtaker'), newParty(ctx, 'offtaker')]);
    const deadlocksBefore = transactionsRunAgain().deadlock;
    const bothHoldOne = meetingPoint(2);
    const runs: string[] = [];
    // Each locks one party's row, waits until the other holds its own, then asks for the other's:
    // a deadlock every time, which PostgreSQL breaks by aborting one of the two.
    const lockBoth = (name: string, mine: string, theirs: string) =>
      inTransaction(ctx.database.db, async (tx) => {
        runs.push(name);
        await tx.select().from(parties).where(eq(parties.id, mine)).for('update');
        await bothHoldOne();
        await tx.select().from(parties).where(eq(parties.id, theirs)).for('update');
        await tx.execute(sql`update parties set last_name = ${name} where id = ${mine}`);
        return name;
      });
    const answers = await Promise.all([
      lockBoth('One', first.partyId, second.partyId),
      lockBoth('Two', second.partyId, first.partyId),
    ]);
    expect(answers).toEqual(['One', 'Two']);
    // Three runs: both started, one was aborted and ran again (counted for GET /api/metrics).
    expect(runs).toHaveLength(3);
    expect(transactionsRunAgain().deadlock).toBe(deadlocksBefore + 1);
    const names = await ctx.database.db
      .select({ id: parties.id, lastName: parties.lastName })
      .from(parties)
      .where(inArray(parties.id, [first.partyId, second.partyId]));
    expect(new Map(names.map((row) => [row.id, row.lastName]))).toEqual(
      new Map([
        [first.partyId, 'One'],
        [second.partyId, 'Two'],
      ]),
    );
  });

  it('lets two operators suspend two suppliers whose pending sales go to the same buyers in opposite orders', {
    timeout: 120_000,
  }, async () => {
    // Each suspension cancels its supplier's Pending sales oldest first, releasing each buyer's
    // hold in turn: Y's go to B1 then B2, Z's to B2 then B1, so the two lock the buyers' ledger
    // accounts in opposite orders. Before, one of the two answered 500 in about half the rounds.
    for (let round = 0; round < 4; round++) {
      const [y, z] = await Promise.all([newParty(ctx, 'supplier'), newParty(ctx, 'supplier')]);
      const [b1, b2] = await Promise.all([newParty(ctx, 'offtaker'), newParty(ctx, 'offtaker')]);
      await fundWallet(ctx, b1.jar, admin, 10_000_000);
      await fundWallet(ctx, b2.jar, admin, 10_000_000);
      const stock = { productId, hub: 'Ajaokuta', stock: 1_000, prices: { NGN: pricePerLitre } };
      const yContract = await newInventory(ctx, y.jar, stock);
      const zContract = await newInventory(ctx, z.jar, stock);
      const buy = async (buyer: CookieJar, contractId: string) => {
        const res = await call(ctx.app, buyer, 'POST', '/api/sales', {
          productId,
          contractId,
          quantity: 10,
          currency: 'NGN',
          amount: 10 * pricePerLitre,
        });
        expect(res.statusCode).toBe(201);
        return res.json().data.id as string;
      };
      const saleIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        saleIds.push(await buy(b1.jar, yContract), await buy(b2.jar, yContract));
        saleIds.push(await buy(b2.jar, zContract), await buy(b1.jar, zContract));
      }
      const suspend = (partyId: string) =>
        call(ctx.app, admin, 'PATCH', `/api/clients/${partyId}/Suspended`, { reason: 'Quality complaints' });
      const answers = await Promise.all([suspend(y.partyId), suspend(z.partyId)]);
      expect(answers.map((res) => [res.statusCode, res.json().data?.status])).toEqual([
        [200, 'Suspended'],
        [200, 'Suspended'],
      ]);
      const statuses = await ctx.database.db
        .select({ status: sales.status, resolution: sales.resolution })
        .from(sales)
        .where(inArray(sales.id, saleIds));
      expect(statuses).toHaveLength(12);
      for (const row of statuses) expect(row).toEqual({ status: 'Cancelled', resolution: 'Suspended' });
      for (const buyer of [b1, b2]) {
        const balance = (await call(ctx.app, buyer.jar, 'GET', '/api/payments/balances/NGN')).json().data;
        expect(balance).toMatchObject({ amount: 10_000_000, held: 0 });
      }
    }
    expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
  });
});
