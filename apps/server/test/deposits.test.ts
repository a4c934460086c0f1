import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../src/db/schema.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import {
  fundWallet,
  newAdmin,
  newParty,
  type Party,
  postDeposit,
  queuedMails,
  receiptFiles,
} from './builders.ts';
import { type CookieJar, call, startTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: CookieJar;
let offtaker: Party;
beforeAll(async () => {
  ctx = await startTestApp();
  admin = (await newAdmin(ctx)).jar;
  offtaker = await newParty(ctx, 'offtaker');
});
afterAll(() => ctx.close());
// The invariants of DOMAIN.md hold after every scenario.
afterEach(async () => {
  expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
});

/** A Pending deposit with its receipt, by the offtaker behind `jar`: its reference. */
async function pendingDeposit(jar: CookieJar, amount: number, currency: string, receipt = receiptFiles.png) {
  const res = await postDeposit(ctx, jar, { amount, currency, receipt });
  return res.json().data.reference as string;
}

const balance = async (jar: CookieJar, currency = 'NGN') =>
  (await call(ctx.app, jar, 'GET', `/api/payments/balances/${currency}`)).json().data;

describe('making a deposit', () => {
  it('creates a Pending Credit line with its receipt; no money moves yet', async () => {
    const res = await postDeposit(ctx, offtaker.jar, {
      amount: '35,000,000',
      currency: 'NGN',
      receipt: receiptFiles.png,
    });
    expect(res.statusCode).toBe(201);
    const deposit = res.json().data;
    expect(deposit).toMatchObject({
      flow: 'Credit',
      status: 'Pending',
      amount: 35_000_000,
      amountString: '₦350,000.00',
      currency: 'NGN',
      prevBal: null,
      currBal: null,
      processedUtc: null,
      customer: { id: offtaker.partyId, name: 'Amina Bello' },
    });
    expect(deposit.reference).toMatch(/^DP-\d{6}-[0-9A-Z]{6}$/);
    expect(deposit.receiptPaths).toEqual([`/api/payments/${deposit.id}/receipts/0`]);
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 0, held: 0 });
  });

  it('accepts PDF, JPEG and WebP receipts, checked by content', async () => {
    for (const receipt of [receiptFiles.pdf, receiptFiles.jpeg, receiptFiles.webp]) {
      expect(
        (await postDeposit(ctx, offtaker.jar, { amount: 5000, currency: 'USD', receipt })).statusCode,
      ).toBe(201);
    }
  });

  it('refuses a file that is not a receipt, whatever its name', async () => {
    const res = await postDeposit(ctx, offtaker.jar, {
      amount: 5000,
      currency: 'NGN',
      receipt: receiptFiles.html,
      filename: 'receipt.pdf',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { htmlId: 'receipt', message: 'The receipt must be a PDF, PNG, JPEG or WebP file' },
    ]);
  });

  it('refuses an empty file, a missing file and an oversized file (413)', async () => {
    const empty = await postDeposit(ctx, offtaker.jar, {
      amount: 5000,
      currency: 'NGN',
      receipt: Buffer.alloc(0),
    });
    expect(empty.json().errors).toEqual([{ htmlId: 'receipt', message: 'The receipt file is empty' }]);
    const missing = await postDeposit(ctx, offtaker.jar, { amount: '', currency: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { htmlId: 'amount', message: 'Amount is required' },
      { htmlId: 'currency', message: 'Currency is required' },
      { htmlId: 'receipt', message: 'Receipt is required' },
    ]);
    for (const [amount, message] of [
      ['abc', 'Please enter a valid amount'],
      ['12.5', 'Please enter a valid amount'],
      ['0', 'Amount cannot be less than 0.01'],
    ]) {
      const res = await postDeposit(ctx, offtaker.jar, {
        amount: amount!,
        currency: 'NGN',
        receipt: receiptFiles.png,
      });
      expect(res.json().errors, amount).toEqual([{ htmlId: 'amount', message }]);
    }
    const huge = Buffer.concat([receiptFiles.png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await postDeposit(ctx, offtaker.jar, { amount: 5000, currency: 'NGN', receipt: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors).toEqual([{ htmlId: '', message: 'The file is too large' }]);
  });

  it('refuses JSON bodies with 415', async () => {
    const res = await call(ctx.app, offtaker.jar, 'POST', '/api/payments', { amount: 1, currency: 'NGN' });
    expect(res.statusCode).toBe(415);
  });

  it('is only for Active offtakers', async () => {
    const pending = await newParty(ctx, 'offtaker', { status: 'Pending' });
    const res = await postDeposit(ctx, pending.jar, {
      amount: 5000,
      currency: 'NGN',
      receipt: receiptFiles.png,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toMatch(/awaiting approval/);
    const supplier = await newParty(ctx, 'supplier');
    expect(
      (await postDeposit(ctx, supplier.jar, { amount: 5000, currency: 'NGN', receipt: receiptFiles.png }))
        .statusCode,
    ).toBe(403);
  });

  it('honours Idempotency-Key: a replay returns the first deposit; another body with the key is refused', async () => {
    const key = 'deposit-key-0001';
    const deposit = (amount: number) =>
      postDeposit(ctx, offtaker.jar, { amount, currency: 'NGN', receipt: receiptFiles.png, key });
    const first = await deposit(7000);
    const replay = await deposit(7000);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.reference).toBe(first.json().data.reference);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.amount, 7000));
    expect(rows).toHaveLength(1);
    const other = await deposit(7100);
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].message).toBe(
      'This Idempotency-Key was already used for a different request',
    );
  });
});

describe('deciding a deposit', () => {
  it('approval credits the wallet through the ledger and fills prevBal, currBal, processedUtc', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    await fundWallet(ctx, buyer.jar, admin, 10_000_00);
    const reference = await pendingDeposit(buyer.jar, 2_500_00, 'NGN', receiptFiles.pdf);
    const approved = await call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/Approved`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'Approved',
      prevBal: 10_000_00,
      currBal: 12_500_00,
    });
    expect(approved.json().data.processedUtc).not.toBeNull();
    expect(await balance(buyer.jar)).toMatchObject({
      amount: 12_500_00,
      held: 0,
      amountString: '₦12,500.00',
    });
    expect(await balance(buyer.jar, 'USD')).toMatchObject({ amount: 0 });
    const again = await call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/Rejected`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This deposit is already Approved');
    expect((await queuedMails(ctx)).some((mail) => mail.subject === `Deposit ${reference} approved`)).toBe(
      true,
    );
  });

  it('rejection moves no money and emails the offtaker', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    const reference = await pendingDeposit(buyer.jar, 1_000_00, 'USD');
    const rejected = await call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/Rejected`);
    expect(rejected.json().data).toMatchObject({ status: 'Rejected', prevBal: null, currBal: null });
    expect(await balance(buyer.jar, 'USD')).toMatchObject({ amount: 0 });
    expect((await queuedMails(ctx)).some((mail) => mail.subject === `Deposit ${reference} rejected`)).toBe(
      true,
    );
  });

  it('processes a deposit once even when many operators click together', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    const reference = await pendingDeposit(buyer.jar, 4_000_00, 'NGN');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(ctx.app, admin, 'PATCH', `/api/payments/${reference}/${i % 3 === 0 ? 'Rejected' : 'Approved'}`),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.status;
    expect((await balance(buyer.jar)).amount).toBe(winner === 'Approved' ? 4_000_00 : 0);
  });

  it('keeps decisions to operators', async () => {
    const reference = await pendingDeposit(offtaker.jar, 100, 'NGN');
    const supplier = await newParty(ctx, 'supplier');
    for (const jar of [offtaker.jar, supplier.jar]) {
      expect((await call(ctx.app, jar, 'PATCH', `/api/payments/${reference}/Approved`)).statusCode).toBe(403);
    }
    expect((await call(ctx.app, undefined, 'PATCH', `/api/payments/${reference}/Approved`)).statusCode).toBe(
      401,
    );
    expect((await call(ctx.app, admin, 'PATCH', '/api/payments/DP-000000-NOPE00/Approved')).statusCode).toBe(
      404,
    );
  });
});

describe('statements, receipts and visibility', () => {
  it("offtaker A cannot read B's deposits or receipts (404); suppliers get 403", async () => {
    const a = await newParty(ctx, 'offtaker');
    const b = await newParty(ctx, 'offtaker');
    const deposit = (
      await postDeposit(ctx, a.jar, { amount: 900, currency: 'NGN', receipt: receiptFiles.png })
    ).json().data;
    expect((await call(ctx.app, b.jar, 'GET', `/api/payments/${deposit.id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, b.jar, 'GET', `/api/payments/${deposit.reference}`)).statusCode).toBe(404);
    // 36 characters that look like an id but are no UUID: not found, not a database error (500).
    for (const notAnId of ['0123456789abcdef0123456789abcdef0123', '-'.repeat(36)])
      expect((await call(ctx.app, a.jar, 'GET', `/api/payments/${notAnId}`)).statusCode).toBe(404);
    expect((await call(ctx.app, b.jar, 'GET', `/api/payments/${deposit.id}/receipts/0`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(ctx.app, b.jar, 'GET', '/api/payments')).json().data.map((p: { id: string }) => p.id),
    ).not.toContain(deposit.id);
    const supplier = await newParty(ctx, 'supplier');
    expect((await call(ctx.app, supplier.jar, 'GET', '/api/payments')).statusCode).toBe(403);
    expect(
      (await call(ctx.app, supplier.jar, 'GET', `/api/payments/${deposit.id}/receipts/0`)).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, undefined, 'GET', `/api/payments/${deposit.id}/receipts/0`)).statusCode).toBe(
      401,
    );
  });

  it('serves a receipt to its owner and operators, typed by content, never sniffed', async () => {
    const deposit = (
      await postDeposit(ctx, offtaker.jar, { amount: 900, currency: 'NGN', receipt: receiptFiles.pdf })
    ).json().data;
    for (const jar of [offtaker.jar, admin]) {
      const res = await call(ctx.app, jar, 'GET', `/api/payments/${deposit.id}/receipts/0`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${deposit.reference}-receipt-1.pdf"`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(receiptFiles.pdf)).toBe(true);
    }
  });

  it('lets operators filter every deposit by status and currency', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    await fundWallet(ctx, buyer.jar, admin, 300, 'USD');
    await postDeposit(ctx, buyer.jar, { amount: 400, currency: 'USD', receipt: receiptFiles.png });
    const approvedUsd = (
      await call(ctx.app, admin, 'GET', '/api/payments?status=Approved&currency=USD')
    ).json().data;
    expect(approvedUsd.length).toBeGreaterThan(0);
    expect(
      approvedUsd.every(
        (p: { status: string; currency: string }) => p.status === 'Approved' && p.currency === 'USD',
      ),
    ).toBe(true);
    const own = (await call(ctx.app, buyer.jar, 'GET', '/api/payments')).json().data;
    expect(own.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([
      [400, 'Pending'],
      [300, 'Approved'],
    ]);
  });
});

describe('the ledger', () => {
  it('refuses to change or delete a ledger entry, even by direct SQL', async () => {
    const buyer = await newParty(ctx, 'offtaker');
    await fundWallet(ctx, buyer.jar, admin, 500);
    const [entry] = await ctx.database.db.select().from(ledgerEntries).limit(1);
    await expect(
      ctx.database.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
  });

  it('keeps every invariant over random sequences of deposits and decisions (property)', async () => {
    const buyers = [await newParty(ctx, 'offtaker'), await newParty(ctx, 'offtaker')];
    const step = fc.record({
      buyer: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 5_000_000_00 }),
      currency: fc.constantFrom('NGN', 'USD'),
      decision: fc.constantFrom('Approved', 'Rejected', 'Pending'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const before = await Promise.all(
          buyers.flatMap((buyer) =>
            ['NGN', 'USD'].map(async (currency) => (await balance(buyer.jar, currency)).amount),
          ),
        );
        const expected = [...before];
        for (const s of steps) {
          const res = await postDeposit(ctx, buyers[s.buyer]!.jar, {
            amount: s.amount,
            currency: s.currency,
            receipt: receiptFiles.png,
          });
          if (s.decision === 'Pending') continue;
          await call(ctx.app, admin, 'PATCH', `/api/payments/${res.json().data.reference}/${s.decision}`);
          if (s.decision === 'Approved') expected[s.buyer * 2 + (s.currency === 'NGN' ? 0 : 1)]! += s.amount;
        }
        const after = await Promise.all(
          buyers.flatMap((buyer) =>
            ['NGN', 'USD'].map(async (currency) => (await balance(buyer.jar, currency)).amount),
          ),
        );
        expect(after).toEqual(expected);
        expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
