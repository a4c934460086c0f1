// The ledger check finds what the crash and model tests rely on it to find.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sales } from '../src/db/schema.ts';
import { bankClearing, hold, payoutHold, postTransaction, wallet } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { fundWallet, newAdmin, newMarket, newParty } from './builders.ts';
import { call, startTestApp, type TestContext } from './helpers.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

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

// Issue 18: the payout holds and the platform's bank clearing account are checked too.
it('reports money sent to the bank clearing account for a payout still Approved: its hold, its postings and the bank', async () => {
  const admin = await newAdmin(ctx);
  const offtaker = await newParty(ctx, 'offtaker');
  await fundWallet(ctx, offtaker.jar, admin.jar, 5_000_00);
  const accountId = await usablePayoutAccount(ctx, offtaker.partyId);
  const requested = await call(ctx.app, offtaker.jar, 'POST', '/api/payouts', {
    amount: 1_000_00,
    currency: 'NGN',
    payoutAccountId: accountId,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const payout = requested.json().data;
  const approved = await call(ctx.app, admin.jar, 'POST', `/api/payouts/${payout.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  const aboutMoneyOut = (breach: { invariant: string }) => /payout|bank/.test(breach.invariant);
  expect((await checkLedger(ctx.database.db)).breaches.filter(aboutMoneyOut)).toEqual([]);

  // The bank transfer booked while the payout stays Approved (as a use case forgetting its row would).
  await ctx.database.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'payout_paid',
      reference: payout.reference,
      currency: 'NGN',
      postings: [
        { account: payoutHold(offtaker.partyId, 'NGN'), amount: -1_000_00 },
        { account: bankClearing('NGN'), amount: 1_000_00 },
      ],
    }),
  );
  expect((await checkLedger(ctx.database.db)).breaches.filter(aboutMoneyOut)).toEqual([
    {
      invariant:
        "3. each party's payout hold equals its payouts and withdrawals Requested or Approved (held until Paid, Rejected or Cancelled)",
      detail: `${offtaker.partyId} NGN: payout hold 0 but open payouts 100000`,
    },
    {
      invariant:
        '5. each payout was held once from its wallet, paid through the bank clearing account exactly when Paid, released exactly when Rejected or Cancelled',
      detail: `${payout.reference} is Approved with 1 holds, 1 payments and 0 releases`,
    },
    {
      invariant:
        '6. the bank clearing account equals the payouts paid, and deposits approved minus payouts paid (the expected bank balance) equals what the ledger holds for parties and the platform',
      detail: expect.stringMatching(
        /^NGN: deposits approved \d+ \(external cash \d+\), payouts paid 0 \(clearing 100000\), ledger holds \d+$/,
      ),
    },
  ]);
});
