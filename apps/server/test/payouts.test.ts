import type { FinanceRow } from '@gas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jobs, users } from '../src/db/schema.ts';
import { payoutAccounts } from '../src/db/schema-banking.ts';
import { payouts } from '../src/db/schema-payouts.ts';
import { TestClock } from '../src/lib/clock.ts';
import { AppError } from '../src/lib/errors.ts';
import { approvedPayoutToAccountMessage } from '../src/modules/payouts/cancel-payout.ts';
import { requestPayout } from '../src/modules/payouts/request-payout.ts';
import {
  balanceOf,
  bankClearing,
  payoutHold,
  postTransaction,
  wallet,
} from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { nextNuban } from './banking-builders.ts';
import { fundWallet, goodPassword, logIn, newAdmin, newMarket, newParty, type Party } from './builders.ts';
import { collect } from './fulfilment-builders.ts';
import { type CookieJar, call, refusal, startTestApp, type TestContext } from './helpers.ts';

// Payouts and withdrawals (issue 18, point 3): held at request, approved by one operator, paid by
// another above the threshold, released when rejected or cancelled; every status left once, races
// with one winner, a party never sees another's; the ledger check holds throughout.

const start = new Date('2026-11-23T08:00:00Z');
const clock = new TestClock({ start });
let ctx: TestContext;
let approver: { email: string; jar: CookieJar };
let payer: { email: string; jar: CookieJar };
// ₦10,000.00 in kobo: above it, two operators.
const threshold = 10_000_00;

beforeAll(async () => {
  ctx = await startTestApp({ PAYOUT_DUAL_CONTROL_THRESHOLD_NGN: String(threshold) }, { clock, poolSize: 8 });
  approver = await newAdmin(ctx);
  payer = await newAdmin(ctx);
});
afterAll(() => ctx.close());

async function userIdOf(party: Party) {
  const [user] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.partyId, party.partyId));
  return user!.id;
}

/** A payout account of the party written straight to its table (its routes have their own tests). */
async function bankAccount(party: Party, options: { currency?: 'NGN' | 'USD'; usableFrom?: Date } = {}) {
  const [row] = await ctx.database.db
    .insert(payoutAccounts)
    .values({
      partyId: party.partyId,
      currency: options.currency ?? 'NGN',
      bankCode: '011',
      accountNumber: `${Math.floor(Math.random() * 1e9)}`.padStart(10, '0'),
      accountName: 'Adamu Foods Ltd',
      usableFromUtc: options.usableFrom ?? new Date(start.getTime() - 3_600_000),
      createdUtc: new Date(start.getTime() - 48 * 3_600_000),
      createdBy: await userIdOf(party),
    })
    .returning();
  return row!.id;
}

/** An offtaker with `funds` NGN approved into its wallet. */
async function offtakerWith(funds: number) {
  const party = await newParty(ctx, 'offtaker');
  await fundWallet(ctx, party.jar, approver.jar, funds);
  return party;
}

/** A supplier whose settlement wallet received one settled sale; returns it with what it was paid. */
async function settledSupplier() {
  const market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 100 * 35_000 });
  const sale = (await market.buy(100)).json().data;
  const approved = await call(ctx.app, market.supplier.jar, 'PATCH', `/api/sales/${sale.id}/Approved`);
  expect(approved.statusCode, approved.body).toBe(200);
  await collect(ctx, sale.id, 100);
  const accepted = await call(ctx.app, market.buyer.jar, 'POST', `/api/sales/${sale.id}/accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...market, settled: accepted.json().data.supplierPaid as number };
}

const request = (party: Party, body: Record<string, unknown>) =>
  call(ctx.app, party.jar, 'POST', '/api/payouts', body);
const balance = async (jar: CookieJar, currency = 'NGN') =>
  (await call(ctx.app, jar, 'GET', `/api/payments/balances/${currency}`)).json().data as {
    amount: number;
    held: number;
    heldForWithdrawals?: number;
  };
const approve = (jar: CookieJar, id: string) => call(ctx.app, jar, 'POST', `/api/payouts/${id}/approve`, {});
const pay = (jar: CookieJar, id: string, bankReference = 'FBN-TRF-0001') =>
  call(ctx.app, jar, 'POST', `/api/payouts/${id}/paid`, { bankReference });
const cancel = (jar: CookieJar, id: string) => call(ctx.app, jar, 'POST', `/api/payouts/${id}/cancel`, {});
const reject = (jar: CookieJar, id: string, reason = 'Account name does not match the company') =>
  call(ctx.app, jar, 'POST', `/api/payouts/${id}/reject`, { reason });
const mailsTo = async (email: string) =>
  (await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail')))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
const expectLedgerHolds = async () => expect((await checkLedger(ctx.database.db)).breaches).toEqual([]);

describe('a supplier payout', () => {
  it('is held at request, approved by one operator, paid by a second through the bank clearing account; emailed and audited at each step', async () => {
    const { supplier, settled } = await settledSupplier();
    const accountId = await bankAccount(supplier);
    const before = await balance(supplier.jar);
    expect(before).toMatchObject({ amount: settled, held: 0 });
    const financeBefore = (await call(ctx.app, approver.jar, 'GET', '/api/finance')).json().data;
    const amount = settled - 1_000_00;

    const res = await request(supplier, { amount, currency: 'NGN', payoutAccountId: accountId });
    expect(res.statusCode, res.body).toBe(201);
    const payout = res.json().data;
    expect(payout).toMatchObject({
      side: 'supplier',
      status: 'Requested',
      amount,
      currency: 'NGN',
      account: { id: accountId, bankName: 'First Bank of Nigeria', accountName: 'Adamu Foods Ltd' },
      requestedUtc: start.toISOString(),
    });
    expect(payout.reference).toMatch(/^PO-261123-[0-9A-Z]{6}$/);
    expect(await balance(supplier.jar)).toMatchObject({ amount: 1_000_00, held: amount });
    expect((await mailsTo(supplier.email)).map((mail) => mail.subject)).toContain(
      `Payout ${payout.reference} requested`,
    );
    expect((await mailsTo(approver.email)).map((mail) => mail.subject)).toContain(
      `Payout ${payout.reference} awaiting approval`,
    );
    await expectLedgerHolds();

    const approved = await approve(approver.jar, payout.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'Approved', approvedBy: { name: approver.email } });
    expect(await balance(supplier.jar)).toMatchObject({ amount: 1_000_00, held: amount });

    const paid = await pay(payer.jar, payout.id, 'FBN-TRF-778812');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'Paid',
      bankReference: 'FBN-TRF-778812',
      paidBy: { name: payer.email },
      paidUtc: start.toISOString(),
    });
    expect(await balance(supplier.jar)).toMatchObject({ amount: 1_000_00, held: 0 });
    expect(await balanceOf(ctx.database.db, payoutHold(supplier.partyId, 'NGN'))).toBe(0);

    const financeAfter = (await call(ctx.app, approver.jar, 'GET', '/api/finance')).json().data;
    const ngn = (rows: FinanceRow[]) => rows.find((row) => row.currency === 'NGN')!;
    expect(ngn(financeAfter).payoutsPaid - ngn(financeBefore).payoutsPaid).toBe(amount);
    expect(ngn(financeAfter).payoutsPaid).toBe(await balanceOf(ctx.database.db, bankClearing('NGN')));
    expect(ngn(financeAfter).expectedBankBalance).toBe(
      ngn(financeAfter).depositsApproved - ngn(financeAfter).payoutsPaid,
    );
    expect(ngn(financeAfter).expectedBankBalance).toBe(ngn(financeAfter).ledgerHeld);

    const subjects = (await mailsTo(supplier.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Payout ${payout.reference} approved`, `Payout ${payout.reference} paid`]),
    );
    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, payout.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'payout_approved',
      'payout_paid',
      'payout_requested',
    ]);
    await expectLedgerHolds();
  });

  it('asks for an account of its own, live, in the currency and past its cool-off; never more than the wallet', async () => {
    const { supplier, settled } = await settledSupplier();
    const cooling = await bankAccount(supplier, { usableFrom: new Date(start.getTime() + 10 * 60_000) });
    const usd = await bankAccount(supplier, { currency: 'USD' });
    const stranger = await newParty(ctx, 'supplier');
    const strangers = await bankAccount(stranger);

    const early = await request(supplier, { amount: 100, currency: 'NGN', payoutAccountId: cooling });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatchObject({ htmlId: 'payoutAccountId' });
    expect((await request(supplier, { amount: 100, currency: 'NGN', payoutAccountId: usd })).json()).toEqual(
      refusal('This bank account receives USD only', 'payoutAccountId'),
    );
    expect(
      (await request(supplier, { amount: 100, currency: 'NGN', payoutAccountId: strangers })).statusCode,
    ).toBe(404);
    const accountId = await bankAccount(supplier);
    expect(
      (await request(supplier, { amount: settled + 1, currency: 'NGN', payoutAccountId: accountId })).json(),
    ).toEqual(refusal('The amount is more than your available NGN balance', 'amount'));

    // The cool-off ends: the same account may now receive it.
    clock.advanceMinutes(11);
    try {
      // A short-lived access id: sign in again at the new time.
      supplier.jar = await logIn(ctx, supplier.email);
      expect(
        (await request(supplier, { amount: 100, currency: 'NGN', payoutAccountId: cooling })).statusCode,
      ).toBe(201);
    } finally {
      clock.set(start);
    }
    expect(await balance(supplier.jar)).toMatchObject({ amount: settled - 100, held: 100 });
    await expectLedgerHolds();
  });
});

describe('an offtaker withdrawal', () => {
  it('is shown held on a line of its own beside the purchases’ hold, until it is cancelled', async () => {
    const market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 10 * 35_000 });
    expect((await market.buy(2)).statusCode).toBe(201);
    const accountId = await bankAccount(market.buyer);
    const withdrawal = await request(market.buyer, {
      amount: 3 * 35_000,
      currency: 'NGN',
      payoutAccountId: accountId,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(await balance(market.buyer.jar)).toMatchObject({
      amount: 5 * 35_000,
      held: 2 * 35_000,
      heldForWithdrawals: 3 * 35_000,
    });
    expect(await balance(market.buyer.jar, 'USD')).toMatchObject({
      amount: 0,
      held: 0,
      heldForWithdrawals: 0,
    });

    expect((await cancel(market.buyer.jar, withdrawal.json().data.id)).statusCode).toBe(200);
    expect(await balance(market.buyer.jar)).toMatchObject({
      amount: 8 * 35_000,
      held: 2 * 35_000,
      heldForWithdrawals: 0,
    });
    // A supplier's `held` is its payouts' hold already: no second line.
    expect(await balance(market.supplier.jar)).not.toHaveProperty('heldForWithdrawals');
  });
});

describe('a changed bank account', () => {
  it('cancels the Requested payouts to it and releases them; refuses while one is Approved (its transfer may be on its way); a Paid one stays Paid', async () => {
    const offtaker = await offtakerWith(6_000_00);
    const accountId = await bankAccount(offtaker);
    const make = async (amount: number) =>
      (await request(offtaker, { amount, currency: 'NGN', payoutAccountId: accountId })).json().data;
    const requested = await make(1_000_00);
    const approved = await make(2_000_00);
    const paid = await make(3_000_00);
    expect((await approve(approver.jar, approved.id)).statusCode).toBe(200);
    expect((await approve(approver.jar, paid.id)).statusCode).toBe(200);
    expect((await pay(payer.jar, paid.id)).statusCode).toBe(200);
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 0 });
    const replace = () =>
      call(ctx.app, offtaker.jar, 'PUT', `/api/payout-accounts/${accountId}`, {
        currency: 'NGN',
        bankCode: '011',
        accountNumber: nextNuban(),
        accountName: 'Adamu Foods Ltd',
        password: goodPassword,
      });
    const statusOf = async (id: string) =>
      (await call(ctx.app, offtaker.jar, 'GET', `/api/payouts/${id}`)).json().data;

    // The operators may already have sent the Approved one: releasing it could pay it twice.
    const refused = await replace();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal(approvedPayoutToAccountMessage));
    const removal = await call(ctx.app, offtaker.jar, 'DELETE', `/api/payout-accounts/${accountId}`, {
      password: goodPassword,
    });
    expect(removal.json()).toEqual(refusal(approvedPayoutToAccountMessage));
    expect(await statusOf(requested.id)).toMatchObject({ status: 'Requested' });
    expect(await statusOf(approved.id)).toMatchObject({ status: 'Approved' });
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 0 });
    const [live] = await ctx.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, accountId));
    expect(live!.archivedUtc).toBeNull();

    // Once it is paid (to the account it was approved for), the account may change.
    expect((await pay(payer.jar, approved.id)).statusCode).toBe(200);
    const replaced = await replace();
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await statusOf(requested.id)).toMatchObject({
      status: 'Cancelled',
      reason: 'The bank account was changed or removed',
    });
    expect(await statusOf(approved.id)).toMatchObject({ status: 'Paid' });
    expect(await statusOf(paid.id)).toMatchObject({ status: 'Paid' });
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 1_000_00 });
    // The new account waits for its cool-off.
    const early = await request(offtaker, {
      amount: 100,
      currency: 'NGN',
      payoutAccountId: replaced.json().data.id,
    });
    expect(early.statusCode).toBe(409);
    await expectLedgerHolds();
  });
});

describe('dual control', () => {
  it('above the threshold the approver cannot also mark it paid (409); at or below it one operator may do both', async () => {
    const offtaker = await offtakerWith(50_000_00);
    const accountId = await bankAccount(offtaker);
    const big = (
      await request(offtaker, { amount: threshold + 1, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    const small = (
      await request(offtaker, { amount: threshold, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    expect((await approve(approver.jar, big.id)).statusCode).toBe(200);
    expect((await approve(approver.jar, small.id)).statusCode).toBe(200);

    const refused = await pay(approver.jar, big.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/second operator/);
    expect((await call(ctx.app, approver.jar, 'GET', `/api/payouts/${big.id}`)).json().data.status).toBe(
      'Approved',
    );
    expect((await pay(payer.jar, big.id)).statusCode).toBe(200);
    expect((await pay(approver.jar, small.id)).statusCode).toBe(200);
    await expectLedgerHolds();
  });
});

describe('statuses', () => {
  it('leave each state once: approved once, paid once, cancelled only while Requested, rejected releases', async () => {
    const offtaker = await offtakerWith(10_000_00);
    const accountId = await bankAccount(offtaker);
    const make = async (amount: number) =>
      (await request(offtaker, { amount, currency: 'NGN', payoutAccountId: accountId })).json().data;

    const first = await make(1_000_00);
    expect(await balance(offtaker.jar)).toMatchObject({ amount: 9_000_00 });
    expect((await pay(payer.jar, first.id)).json()).toEqual(refusal('This payout is already Requested'));
    expect((await approve(approver.jar, first.id)).statusCode).toBe(200);
    expect((await approve(payer.jar, first.id)).json()).toEqual(refusal('This payout is already Approved'));
    expect((await cancel(offtaker.jar, first.id)).json()).toEqual(refusal('This payout is already Approved'));
    expect((await pay(payer.jar, first.id)).statusCode).toBe(200);
    expect((await pay(approver.jar, first.id)).json()).toEqual(refusal('This payout is already Paid'));
    expect((await reject(approver.jar, first.id)).json()).toEqual(refusal('This payout is already Paid'));

    const second = await make(2_000_00);
    expect((await approve(approver.jar, second.id)).statusCode).toBe(200);
    const rejected = await reject(approver.jar, second.id);
    expect(rejected.json().data).toMatchObject({
      status: 'Rejected',
      reason: 'Account name does not match the company',
    });
    expect((await approve(approver.jar, second.id)).json()).toEqual(
      refusal('This payout is already Rejected'),
    );

    const third = await make(3_000_00);
    const cancelled = await cancel(offtaker.jar, third.id);
    expect(cancelled.json().data).toMatchObject({ status: 'Cancelled', closedBy: { name: offtaker.email } });
    expect((await cancel(offtaker.jar, third.id)).json()).toEqual(
      refusal('This payout is already Cancelled'),
    );

    expect(await balance(offtaker.jar)).toMatchObject({ amount: 9_000_00 });
    const mails = (await mailsTo(offtaker.email)).map((mail) => mail.subject);
    expect(mails).toEqual(
      expect.arrayContaining([
        `Withdrawal ${second.reference} rejected`,
        `Withdrawal ${third.reference} cancelled`,
      ]),
    );
    await expectLedgerHolds();
  });

  it('a party sees only its own: another party answers 404, operators see all; CSV lists them', async () => {
    const owner = await offtakerWith(1_000_00);
    const other = await offtakerWith(1_000_00);
    const supplier = await newParty(ctx, 'supplier');
    const accountId = await bankAccount(owner);
    const payout = (
      await request(owner, { amount: 500_00, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    expect((await call(ctx.app, other.jar, 'GET', `/api/payouts/${payout.id}`)).statusCode).toBe(404);
    expect((await cancel(other.jar, payout.id)).statusCode).toBe(404);
    expect((await call(ctx.app, supplier.jar, 'GET', `/api/payouts/${payout.id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, other.jar, 'GET', '/api/payouts')).json().data).toEqual([]);
    expect(
      (await call(ctx.app, owner.jar, 'GET', '/api/payouts'))
        .json()
        .data.map((row: { id: string }) => row.id),
    ).toEqual([payout.id]);
    const all = (await call(ctx.app, approver.jar, 'GET', '/api/payouts?status=Requested')).json().data;
    expect(all.map((row: { id: string }) => row.id)).toContain(payout.id);

    const csv = await call(ctx.app, owner.jar, 'GET', '/api/payouts.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Party,Kind,Status,Currency,Amount/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${payout.reference},`);
    expect(lines[1]).toContain(',Withdrawal,Requested,NGN,500.00,');
  });

  it("names the operators who approved and paid to operators only: a party sees its own logins and the steps' times", async () => {
    const owner = await offtakerWith(1_000_00);
    const accountId = await bankAccount(owner);
    const payout = (
      await request(owner, { amount: 500_00, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    expect((await approve(approver.jar, payout.id)).statusCode).toBe(200);
    expect((await pay(payer.jar, payout.id)).statusCode).toBe(200);
    const [ownLogin] = await ctx.database.db.select().from(users).where(eq(users.partyId, owner.partyId));
    const asParty = (await call(ctx.app, owner.jar, 'GET', `/api/payouts/${payout.id}`)).json().data;
    expect(asParty).toMatchObject({
      status: 'Paid',
      requestedBy: { id: ownLogin!.id, name: ownLogin!.email },
      approvedBy: null,
      paidBy: null,
      approvedUtc: expect.any(String),
      paidUtc: expect.any(String),
    });
    const csv = (await call(ctx.app, owner.jar, 'GET', '/api/payouts.csv')).body;
    expect(csv).not.toContain(approver.email);
    expect(csv).not.toContain(payer.email);
    const asOperator = (await call(ctx.app, approver.jar, 'GET', `/api/payouts/${payout.id}`)).json().data;
    expect(asOperator).toMatchObject({
      approvedBy: { name: approver.email },
      paidBy: { name: payer.email },
    });
  });
});

describe('suspension (issue 21)', () => {
  it("freezes the party's payouts: not approved nor paid while suspended, again once reinstated", async () => {
    const offtaker = await offtakerWith(10_000_00);
    const accountId = await bankAccount(offtaker);
    const make = async () =>
      (await request(offtaker, { amount: 1_000_00, currency: 'NGN', payoutAccountId: accountId })).json()
        .data;
    const requested = await make();
    const approved = await make();
    expect((await approve(approver.jar, approved.id)).statusCode).toBe(200);
    const standing = (what: 'Suspended' | 'Reinstated') =>
      call(ctx.app, approver.jar, 'PATCH', `/api/customers/${offtaker.partyId}/${what}`, {
        reason: `Reason for ${what}`,
      });
    expect((await standing('Suspended')).statusCode).toBe(200);

    const frozen = refusal('This party is suspended: its payouts are frozen until it is reinstated');
    expect((await approve(approver.jar, requested.id)).json()).toEqual(frozen);
    expect((await pay(payer.jar, approved.id)).json()).toEqual(frozen);
    await expectLedgerHolds();

    expect((await standing('Reinstated')).statusCode).toBe(200);
    expect((await approve(approver.jar, requested.id)).json().data).toMatchObject({ status: 'Approved' });
    expect((await pay(payer.jar, approved.id)).json().data).toMatchObject({ status: 'Paid' });
    await expectLedgerHolds();
  });
});

describe('a request racing its party’s suspension', () => {
  it('is refused (403) when the suspension committed after its session was checked: nothing held', async () => {
    const offtaker = await offtakerWith(3_000_00);
    const accountId = await bankAccount(offtaker);
    // The request's session was read while the party was Active; the suspension commits before
    // its transaction starts (the interleaving a real race gives now and then, made certain).
    const asSessionSawIt = {
      userId: await userIdOf(offtaker),
      sessionId: 'checked-before-the-suspension',
      email: offtaker.email,
      role: 'customer' as const,
      partyId: offtaker.partyId,
      partyStatus: 'Active' as const,
    };
    const suspended = await call(
      ctx.app,
      approver.jar,
      'PATCH',
      `/api/customers/${offtaker.partyId}/Suspended`,
      {
        reason: 'Under review',
      },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const deps = { db: ctx.database.db, clock, dualControlThreshold: { NGN: threshold, USD: threshold } };
    const refused = await requestPayout(deps, asSessionSawIt, {
      amount: 1_000_00,
      currency: 'NGN',
      payoutAccountId: accountId,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('forbidden');
    expect((refused as AppError).message).toBe('Your account is not active');
    expect(await ctx.database.db.select().from(payouts).where(eq(payouts.partyId, offtaker.partyId))).toEqual(
      [],
    );
    expect(await balanceOf(ctx.database.db, payoutHold(offtaker.partyId, 'NGN'))).toBe(0);
    expect(await balanceOf(ctx.database.db, wallet(offtaker.partyId, 'NGN'))).toBe(3_000_00);
    await expectLedgerHolds();
  });
});

describe('races', () => {
  it('two operators marking one payout paid at once: one wins, the money leaves once', async () => {
    const offtaker = await offtakerWith(5_000_00);
    const accountId = await bankAccount(offtaker);
    const payout = (
      await request(offtaker, { amount: 5_000_00, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    const third = await newAdmin(ctx);
    expect((await approve(approver.jar, payout.id)).statusCode).toBe(200);
    const clearingBefore = await balanceOf(ctx.database.db, bankClearing('NGN'));
    const answers = await Promise.all([pay(payer.jar, payout.id, 'A-1'), pay(third.jar, payout.id, 'B-2')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(ctx.database.db, bankClearing('NGN'))).toBe(clearingBefore + 5_000_00);
    await expectLedgerHolds();
  });

  it('approved against the bank account removed: one wins, never both (an Approved payout keeps its account)', async () => {
    for (let round = 0; round < 3; round++) {
      const offtaker = await offtakerWith(2_000_00);
      const accountId = await bankAccount(offtaker);
      const payout = (
        await request(offtaker, { amount: 2_000_00, currency: 'NGN', payoutAccountId: accountId })
      ).json().data;
      // The party removes the bank account (banking cancels its Requested payouts) as an operator approves.
      const removal = call(ctx.app, offtaker.jar, 'DELETE', `/api/payout-accounts/${accountId}`, {
        password: goodPassword,
      });
      const [approved, removed] = await Promise.all([approve(approver.jar, payout.id), removal]);
      const status = (await call(ctx.app, offtaker.jar, 'GET', `/api/payouts/${payout.id}`)).json().data
        .status;
      if (approved.statusCode === 200) {
        expect(removed.json()).toEqual(refusal(approvedPayoutToAccountMessage));
        expect(status).toBe('Approved');
        expect(await balance(offtaker.jar)).toMatchObject({ amount: 0 });
        expect((await pay(payer.jar, payout.id)).statusCode).toBe(200);
      } else {
        expect(removed.statusCode, removed.body).toBe(200);
        expect(approved.json()).toEqual(refusal('This payout is already Cancelled'));
        expect(status).toBe('Cancelled');
        expect(await balance(offtaker.jar)).toMatchObject({ amount: 2_000_00 });
      }
    }
    await expectLedgerHolds();
  });

  it('the requester cancelling against an operator approving: one wins', async () => {
    const offtaker = await offtakerWith(1_000_00);
    const accountId = await bankAccount(offtaker);
    const payout = (
      await request(offtaker, { amount: 1_000_00, currency: 'NGN', payoutAccountId: accountId })
    ).json().data;
    const answers = await Promise.all([cancel(offtaker.jar, payout.id), approve(approver.jar, payout.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    await expectLedgerHolds();
  });

  it('a withdrawal racing a purchase for the same funds: one is refused, the wallet never below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const market = await newMarket(ctx, { stock: 1_000, price: 35_000, funds: 10 * 35_000 });
      const accountId = await bankAccount(market.buyer);
      const [purchase, withdrawal] = await Promise.all([
        market.buy(10),
        request(market.buyer, { amount: 10 * 35_000, currency: 'NGN', payoutAccountId: accountId }),
      ]);
      expect([purchase.statusCode, withdrawal.statusCode].sort()).toEqual([201, 409]);
      if (withdrawal.statusCode === 409)
        expect(withdrawal.json()).toEqual(
          refusal('The amount is more than your available NGN balance', 'amount'),
        );
      const wallet = await balance(market.buyer.jar);
      expect(wallet.amount).toBe(0);
    }
    await expectLedgerHolds();
  });
});

// Last: it leaves the ledger broken on purpose.
describe('ledger:check', () => {
  it('reports a payout released twice and the payout hold that no longer matches the open payouts', async () => {
    const offtaker = await offtakerWith(3_000_00);
    const accountId = await bankAccount(offtaker);
    const make = async (amount: number) =>
      (await request(offtaker, { amount, currency: 'NGN', payoutAccountId: accountId })).json().data;
    const rejected = await make(1_000_00);
    await make(2_000_00);
    expect((await reject(approver.jar, rejected.id)).statusCode).toBe(200);
    await expectLedgerHolds();

    // The same release posted again: balanced, and the other open payout keeps the hold above zero.
    await ctx.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'payout_release',
        reference: rejected.reference,
        currency: 'NGN',
        postings: [
          { account: payoutHold(offtaker.partyId, 'NGN'), amount: -1_000_00 },
          { account: wallet(offtaker.partyId, 'NGN'), amount: 1_000_00 },
        ],
      }),
    );
    const breaches = (await checkLedger(ctx.database.db)).breaches;
    expect(breaches).toEqual(
      expect.arrayContaining([
        {
          invariant:
            "3. each party's payout hold equals its payouts and withdrawals Requested or Approved (held until Paid, Rejected or Cancelled)",
          detail: `${offtaker.partyId} NGN: payout hold 100000 but open payouts 200000`,
        },
        {
          invariant:
            '5. each payout was held once from its wallet, paid through the bank clearing account exactly when Paid, released exactly when Rejected or Cancelled',
          detail: `${rejected.reference} is Rejected with 1 holds, 0 payments and 2 releases`,
        },
      ]),
    );
  });
});
