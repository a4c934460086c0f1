// The ledger check finds what the crash and model tests rely on it to find.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sales } from '../src/db/schema.ts';
import { hold, postTransaction, wallet } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, newMarket } from './builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

it('reports a sale released twice (an expiry run twice would do it) and passes otherwise', async () => {
  const { admin, buyer, buy } = await newMarket(ctx, { stock: 100, price: 1_000, funds: 100_000 });
  const placed = await buy(10);
  const sale = placed.json().data;
  await call(ctx.app, buyer.jar, 'PATCH', `/api/sales/${sale.id}/Cancelled`);
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);

  // The same release posted again: balanced, so only the per-sale invariant can see it.
  await fundWallet(ctx, buyer.jar, admin.jar, 10_000);
  await ctx.database.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'purchase_hold',
      reference: `HOLD-FOR-${sale.reference}`,
      currency: 'NGN',
      postings: [
        { account: wallet(buyer.partyId, 'NGN'), amount: -10_000 },
        { account: hold(buyer.partyId, 'NGN'), amount: 10_000 },
      ],
    });
    await postTransaction(tx, {
      kind: 'release',
      reference: sale.reference,
      currency: 'NGN',
      postings: [
        { account: hold(buyer.partyId, 'NGN'), amount: -10_000 },
        { account: wallet(buyer.partyId, 'NGN'), amount: 10_000 },
      ],
    });
  });
  const [row] = await ctx.database.db.select().from(sales).where(eq(sales.id, sale.id));
  expect(row!.status).toBe('Cancelled');
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([
    {
      invariant:
        '5. each sale was held once, and settled or released at most once: exactly when it was rejected or cancelled, or its fulfilment settled',
      detail: `${sale.reference} is Cancelled (fulfilment not started) with 1 holds and 2 settlements or releases`,
    },
  ]);
});
