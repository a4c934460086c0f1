import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { payoutAccounts } from '../src/db/schema-banking.ts';
import { nextNuban } from './banking-builders.ts';
import { type CookieJar, call, type TestContext } from './helpers.ts';

// Payouts and withdrawals for tests (issue 18, point 3): a payout account past its cool-off
// written straight to its table (its routes are tested in banking.test.ts), and the
// authorization matrix's fixtures.

/** A payout account of `partyId` in `currency`, past its cool-off (`usableFrom` otherwise). */
export async function usablePayoutAccount(
  ctx: TestContext,
  partyId: string,
  options: { currency?: 'NGN' | 'USD'; usableFrom?: Date } = {},
): Promise<string> {
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.partyId, partyId));
  const longAgo = new Date('2026-01-01T00:00:00Z');
  const [row] = await ctx.database.db
    .insert(payoutAccounts)
    .values({
      partyId,
      currency: options.currency ?? 'NGN',
      bankCode: '011',
      accountNumber: nextNuban(),
      accountName: 'Adamu Foods Ltd',
      usableFromUtc: options.usableFrom ?? longAgo,
      createdUtc: longAgo,
      createdBy: user!.id,
    })
    .returning();
  return row!.id;
}

export type PayoutsFixtures = {
  /** The body of POST payouts for this identity: 100.00 NGN to its own account (the offtaker's for others). */
  requestBody(who: string): Record<string, unknown>;
  /** A payout of the offtaker's (a withdrawal), Requested. */
  offtakerPayoutId: string;
  /** A fresh withdrawal of the offtaker's, Requested or approved by the operator. */
  newPayout(status: 'Requested' | 'Approved'): Promise<string>;
  /** The offtaker's and the supplier's payouts: theirs and the operators' only. */
  privateIds: string[];
};

/** The matrix's payouts: the supplier has been paid a settlement (by `settleOne`) so it may request one. */
export async function payoutsMatrix(
  ctx: TestContext,
  parties: {
    admin: CookieJar;
    supplier: { jar: CookieJar; partyId: string };
    offtaker: { jar: CookieJar; partyId: string };
  },
  settleOne: () => Promise<void>,
): Promise<PayoutsFixtures> {
  await settleOne();
  const accounts = {
    supplier: await usablePayoutAccount(ctx, parties.supplier.partyId),
    offtaker: await usablePayoutAccount(ctx, parties.offtaker.partyId),
  };
  const requestBody = (who: string) => ({
    amount: 100,
    currency: 'NGN',
    payoutAccountId: who === 'supplier' ? accounts.supplier : accounts.offtaker,
  });
  const request = async (jar: CookieJar, body: Record<string, unknown>) => {
    const res = await call(ctx.app, jar, 'POST', '/api/payouts', body);
    if (res.statusCode !== 201) throw new Error(`payout: ${res.body}`);
    return res.json().data as { id: string; reference: string };
  };
  const newPayout = async (status: 'Requested' | 'Approved') => {
    const payout = await request(parties.offtaker.jar, requestBody('offtaker'));
    if (status === 'Approved') {
      const res = await call(ctx.app, parties.admin, 'POST', `/api/payouts/${payout.id}/approve`, {});
      if (res.statusCode !== 200) throw new Error(`approve payout: ${res.body}`);
    }
    return payout.id;
  };
  const offtakerPayout = await request(parties.offtaker.jar, requestBody('offtaker'));
  const supplierPayout = await request(parties.supplier.jar, requestBody('supplier'));
  return {
    requestBody,
    offtakerPayoutId: offtakerPayout.id,
    newPayout,
    privateIds: [offtakerPayout.id, offtakerPayout.reference, supplierPayout.id, supplierPayout.reference],
  };
}
