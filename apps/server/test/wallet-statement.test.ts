// The offtaker's wallet statement (issue 22, item 1): read from the ledger, every line follows on
// from the one before and the newest ends at the wallet's balance, through cancels and rejects.
import type { WalletStatement, WalletStatementLine } from '@gas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/lib/transaction.ts';
import { hold, postTransaction, wallet } from '../src/modules/wallet/ledger.ts';
import { newMarket } from './builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';
import { usablePayoutAccount } from './payouts-builders.ts';

const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({}, { clock });
});
afterAll(() => ctx.close());

const price = 33_850; // ₦338.50 a litre, as in the issue
const funds = 161_500_000; // ₦1,615,000

async function statement(jar: CookieJar, query = '', language?: string): Promise<WalletStatement> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/reports/wallet-statement${query}`,
    headers: { cookie: jar.header(), ...(language ? { 'accept-language': language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function balance(jar: CookieJar) {
  const res = await call(ctx.app, jar, 'GET', '/api/payments/balances/NGN');
  return res.json().data as { amount: number; held: number };
}

/** Oldest first, each line's balances are the previous line's plus its movements. */
function expectReconciles(newestFirst: WalletStatementLine[]) {
  const lines = [...newestFirst].reverse();
  let available = 0;
  let held = 0;
  for (const line of lines) {
    available += line.available;
    held += line.held;
    expect({ reference: line.reference, available: line.availableAfter, held: line.heldAfter }).toEqual({
      reference: line.reference,
      available,
      held,
    });
  }
}

describe('the wallet statement', () => {
  it('replays the issue: deposit, buy and cancel, buy and reject, buy and approve; every line adds up to the wallet', async () => {
    const market = await newMarket(ctx, { stock: 10_000, price, funds });
    const buy = async (litres: number) => {
      const res = await market.buy(litres);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; reference: string };
    };
    const cancelled = await buy(1_000);
    await call(ctx.app, market.buyer.jar, 'PATCH', `/api/sales/${cancelled.id}/Cancelled`);
    const rejected = await buy(2_000);
    await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${rejected.id}/Rejected`);
    const approved = await buy(500);
    const decided = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${approved.id}/Approved`);
    expect(decided.statusCode, decided.body).toBe(200);

    const page = await statement(market.buyer.jar);
    const now = await balance(market.buyer.jar);
    // Approval settles now; with fulfilment it may settle later: lines newer than the last hold
    // (the settlement, if any) are checked by reconciling below.
    const lastHold = page.rows.findIndex((line) => line.kind === 'purchase_hold');
    expect(page.rows.slice(lastHold).map((line) => [line.description, line.available, line.held])).toEqual([
      [`Held for purchase ${approved.reference}`, -500 * price, 500 * price],
      [
        `Purchase ${rejected.reference} rejected by the supplier: hold released`,
        2_000 * price,
        -2_000 * price,
      ],
      [`Held for purchase ${rejected.reference}`, -2_000 * price, 2_000 * price],
      [`Purchase ${cancelled.reference} cancelled: hold released`, 1_000 * price, -1_000 * price],
      [`Held for purchase ${cancelled.reference}`, -1_000 * price, 1_000 * price],
      [`Deposit ${market.deposit} approved`, funds, 0],
    ]);
    const settlement = page.rows.find((line) => line.kind === 'settlement');
    if (settlement) {
      expect(settlement).toMatchObject({
        description: `Purchase ${approved.reference} settled: paid to the supplier`,
        available: 0,
        held: -500 * price,
      });
    }
    expectReconciles(page.rows);
    // The newest line ends at the wallet: ₦1,615,000 - ₦169,250 available, nothing held.
    expect(now.amount).toBe(funds - 500 * price);
    expect({ available: page.rows[0]!.availableAfter, held: page.rows[0]!.heldAfter }).toEqual({
      available: now.amount,
      held: now.held,
    });
    expect({ available: page.available, held: page.held, total: page.total }).toEqual({
      available: now.amount,
      held: now.held,
      total: page.rows.length,
    });
    // The lines: after the cancel and the reject the statement reads ₦1,615,000 again.
    const afterReject = page.rows.find((line) => line.description.includes('rejected'))!;
    expect(afterReject.availableAfter).toBe(funds);
    // Dated by the app's clock (it stands still here: the order is the ledger's posting order).
    expect(new Set(page.rows.map((line) => line.createdUtc))).toEqual(new Set([clock.now().toISOString()]));
    // Links: purchases to their sale, the deposit to itself.
    expect(page.rows.find((line) => line.kind === 'purchase_hold')!.saleId).toBe(approved.id);
    expect(page.rows.at(-1)!.depositId).not.toBeNull();
  });

  it('pages newest first with balances computed over the whole history, and a kind it does not know reads in words', async () => {
    const market = await newMarket(ctx, { stock: 10_000, price, funds });
    for (let turn = 0; turn < 5; turn++) {
      const sale = (await market.buy(100)).json().data as { id: string };
      await call(ctx.app, market.buyer.jar, 'PATCH', `/api/sales/${sale.id}/Cancelled`);
    }
    // A movement of a kind added later (payouts, fulfilment) shows without code for it.
    await inTransaction(ctx.database.db, (tx) =>
      postTransaction(tx, {
        kind: 'payout_request',
        reference: 'PO-261125-TEST',
        currency: 'NGN',
        postings: [
          { account: wallet(market.buyer.partyId, 'NGN'), amount: -1_000_00 },
          { account: hold(market.buyer.partyId, 'NGN'), amount: 1_000_00 },
        ],
      }),
    );
    const first = await statement(market.buyer.jar, '?currency=NGN&page=1&pageSize=10');
    const second = await statement(market.buyer.jar, '?currency=NGN&page=2&pageSize=10');
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(second.rows).toHaveLength(2);
    expect(first.rows[0]).toMatchObject({
      description: 'Payout request PO-261125-TEST',
      available: -1_000_00,
      held: 1_000_00,
      availableAfter: funds - 1_000_00,
      heldAfter: 1_000_00,
      saleId: null,
      depositId: null,
    });
    expectReconciles([...first.rows, ...second.rows]);
    expect(second.rows.at(-1)!.description).toBe(`Deposit ${market.deposit} approved`);
    const now = await balance(market.buyer.jar);
    expect([first.available, first.held]).toEqual([now.amount, now.held]);

    const csv = await call(
      ctx.app,
      market.buyer.jar,
      'GET',
      '/api/reports/wallet-statement.csv?currency=NGN',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Description,Reference,In,Out,Available after,Held change,Held after,Currency',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain(
      ',Payout request PO-261125-TEST,PO-261125-TEST,,1000.00,1614000.00,1000.00,1000.00,NGN',
    );
    expect(lines[12]).toContain(
      `,Deposit ${market.deposit} approved,${market.deposit},1615000.00,,1615000.00,,0.00,NGN`,
    );
  });

  it("says a withdrawal in the offtaker's words, held then released, in the language being read", async () => {
    const market = await newMarket(ctx, { stock: 100, price, funds });
    const accountId = await usablePayoutAccount(ctx, market.buyer.partyId);
    const requested = await call(ctx.app, market.buyer.jar, 'POST', '/api/payouts', {
      amount: 1_000_00,
      currency: 'NGN',
      payoutAccountId: accountId,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { id, reference } = requested.json().data as { id: string; reference: string };
    const cancelled = await call(ctx.app, market.buyer.jar, 'POST', `/api/payouts/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const lines = (page: WalletStatement) =>
      page.rows.map((line) => [line.kind, line.description, line.available, line.held]);
    // As the monthly statement says them: "Withdrawal PO-... requested: held until paid".
    expect(lines(await statement(market.buyer.jar))).toEqual([
      ['payout_release', `Withdrawal ${reference} not paid: released`, 1_000_00, 0],
      ['payout_hold', `Withdrawal ${reference} requested: held until paid`, -1_000_00, 0],
      ['deposit', `Deposit ${market.deposit} approved`, funds, 0],
    ]);
    // In Hausa for a reader of Hausa, in the monthly statement's Hausa words.
    const hausa = await statement(market.buyer.jar, '', 'ha');
    expect(lines(hausa)).toEqual([
      ['payout_release', `Ba a biya cire kuɗi ${reference} ba: an saki`, 1_000_00, 0],
      ['payout_hold', `An nemi cire kuɗi ${reference}: an riƙe har sai an biya`, -1_000_00, 0],
      ['deposit', `An amince da ajiyar kuɗi ${market.deposit}`, funds, 0],
    ]);
    expectReconciles(hausa.rows);
  });

  it('is per currency, and only for offtakers', async () => {
    const market = await newMarket(ctx, { stock: 100, price, funds });
    const usd = await statement(market.buyer.jar, '?currency=USD');
    expect(usd).toMatchObject({ currency: 'USD', available: 0, held: 0, rows: [], total: 0 });
    for (const jar of [market.supplier.jar, market.admin.jar]) {
      expect((await call(ctx.app, jar, 'GET', '/api/reports/wallet-statement')).statusCode).toBe(403);
      expect((await call(ctx.app, jar, 'GET', '/api/reports/wallet-statement.csv')).statusCode).toBe(403);
    }
    const bad = await call(ctx.app, market.buyer.jar, 'GET', '/api/reports/wallet-statement?currency=EUR');
    expect(bad.statusCode).toBe(400);
  });
});
