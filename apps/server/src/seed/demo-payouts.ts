import { type BankCode, nubanCheckDigit, type PayoutStatus } from '@gas/shared';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/access.ts';
import type { Clock } from '../lib/clock.ts';
import { addPayoutAccount } from '../modules/banking/add-payout-account.ts';
import { ensureAdmin } from '../modules/identity/ensure-admin.ts';
import { approvePayout } from '../modules/payouts/approve-payout.ts';
import { cancelPayout } from '../modules/payouts/cancel-payout.ts';
import { markPayoutPaid } from '../modules/payouts/mark-payout-paid.ts';
import { rejectPayout } from '../modules/payouts/reject-payout.ts';
import { requestPayout } from '../modules/payouts/request-payout.ts';
import { noThrottle } from './no-throttle.ts';

// Demo payouts and withdrawals (issue 18, point 3), through the use cases: Zuma Gas's bank
// account added weeks ago (past its cool-off), its payouts at every status (one paid by the
// second operator after the first approved it, one approved, one requested, one rejected), and
// Amina's withdrawals (one requested, one cancelled). The operators' Finance page then shows
// money out beside the deposits.

export type PayoutSeeding = {
  tx: Db;
  /** The demo's moments, counted back from when it is seeded. */
  at: (daysAgo: number, plusHours?: number) => Date;
  actor: (email: string) => Promise<Actor>;
  password: string;
};

const clockAt = (at: Date): Clock => ({ now: () => at });

/** A valid NUBAN at `bankCode` for the 9-digit `serial`. */
const nuban = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;

type Step = { status: PayoutStatus; amount: number; daysAgo: number };

const zumaPayouts: Step[] = [
  { status: 'Paid', amount: 2_500_000_00, daysAgo: 12 },
  { status: 'Rejected', amount: 400_000_00, daysAgo: 6 },
  { status: 'Approved', amount: 750_000_00, daysAgo: 2 },
  { status: 'Requested', amount: 300_000_00, daysAgo: 1 },
];
const aminaWithdrawals: Step[] = [
  { status: 'Cancelled', amount: 50_000_00, daysAgo: 4 },
  { status: 'Requested', amount: 100_000_00, daysAgo: 1 },
];

export async function seedPayouts(seeding: PayoutSeeding, emails: { supplier: string; offtaker: string }) {
  const { tx, at } = seeding;
  await ensureAdmin({ db: tx, email: 'finance@gas-exchange.ng', password: seeding.password });
  const approver = await seeding.actor('admin@gas-exchange.ng');
  const payer = await seeding.actor('finance@gas-exchange.ng');
  const deps = (when: Date) => ({
    db: tx,
    clock: clockAt(when),
    payoutAccountCooloffHours: 24,
    throttle: noThrottle,
    dualControlThreshold: { NGN: 1_000_000_00, USD: 1_000_00 },
  });
  const parties: {
    email: string;
    steps: Step[];
    account: { bankCode: BankCode; serial: string; name: string };
  }[] = [
    {
      email: emails.supplier,
      steps: zumaPayouts,
      account: { bankCode: '011', serial: '301845227', name: 'Zuma Gas Ltd' },
    },
    {
      email: emails.offtaker,
      steps: aminaWithdrawals,
      account: { bankCode: '058', serial: '120447193', name: 'Kano Textiles Ltd' },
    },
  ];
  for (const party of parties) {
    const member = await seeding.actor(party.email);
    const account = await addPayoutAccount(deps(at(30)), member, {
      currency: 'NGN',
      bankCode: party.account.bankCode,
      accountNumber: nuban(party.account.bankCode, party.account.serial),
      accountName: party.account.name,
      password: seeding.password,
    });
    for (const step of party.steps) {
      const payout = await requestPayout(deps(at(step.daysAgo)), member, {
        amount: step.amount,
        currency: 'NGN',
        payoutAccountId: account.id,
      });
      const later = (hours: number) => deps(at(step.daysAgo, hours));
      if (step.status === 'Cancelled') await cancelPayout(later(2), member, { id: payout.id });
      if (step.status === 'Rejected')
        await rejectPayout(later(3), approver, {
          id: payout.id,
          reason: 'The account name does not match the registered company name',
        });
      if (step.status === 'Approved' || step.status === 'Paid')
        await approvePayout(later(3), approver, { id: payout.id });
      if (step.status === 'Paid')
        await markPayoutPaid(later(20), payer, { id: payout.id, bankReference: 'FBN/TRF/2611/004417' });
    }
  }
}
