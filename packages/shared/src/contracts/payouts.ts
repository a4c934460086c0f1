import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';
import { wholeNumberFrom } from './numbers.ts';
import { maxDepositAmount } from './wallet.ts';

// Payouts and withdrawals (issue 18, point 3; DOMAIN.md "Money out"): a supplier asks for its
// settlement wallet to be paid out to its bank account, an offtaker for funds not held to be
// withdrawn. The amount is held at request; an operator approves, an operator marks it Paid with
// the bank transfer reference (two different operators above the currency's threshold); Rejected
// and Cancelled release it. Money is integer minor units.

export const payoutStatuses = ['Requested', 'Approved', 'Paid', 'Rejected', 'Cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Requested and Approved payouts hold their amount; the others are closed. */
export const openPayoutStatuses = ['Requested', 'Approved'] as const;

/** Whose wallet a payout comes from: a supplier's settlement wallet or an offtaker's wallet (a withdrawal). */
export const payoutSides = ['supplier', 'offtaker'] as const;
export type PayoutSide = (typeof payoutSides)[number];

export const payoutFieldLabels = {
  amount: 'Amount',
  currency: 'Currency',
  payoutAccountId: 'Bank account',
  reason: 'Reason',
  bankReference: 'Bank reference',
} as const;

export const maxPayoutAmount = maxDepositAmount;
export const maxPayoutReasonLength = 500;
export const maxBankReferenceLength = 64;

/** Whether the requester may still cancel it. */
export function canCancelPayout(payout: { status: PayoutStatus }): boolean {
  return payout.status === 'Requested';
}

// ---- Requests

/** POST payouts: the amount in minor units, its currency and the party's payout bank account. */
export const payoutRequestSchema = z.object({
  amount: wholeNumberFrom(
    z
      .number({ error: messages.required(payoutFieldLabels.amount) })
      .int(messages.pattern(payoutFieldLabels.amount))
      .min(1, messages.min(payoutFieldLabels.amount, 0.01))
      .max(maxPayoutAmount, messages.max(payoutFieldLabels.amount, maxPayoutAmount / 100)),
  ),
  currency: currencyField(payoutFieldLabels.currency),
  payoutAccountId: z.uuid(messages.required(payoutFieldLabels.payoutAccountId)),
});
export type PayoutRequest = z.output<typeof payoutRequestSchema>;

/** POST payouts/{id}/reject. */
export const payoutRejectionSchema = z.object({
  reason: z
    .string({ error: messages.required(payoutFieldLabels.reason) })
    .trim()
    .min(1, messages.required(payoutFieldLabels.reason))
    .max(maxPayoutReasonLength, messages.maxLength(payoutFieldLabels.reason, maxPayoutReasonLength)),
});
export type PayoutRejection = z.output<typeof payoutRejectionSchema>;

/** POST payouts/{id}/paid: the bank transfer's reference. */
export const payoutPaymentSchema = z.object({
  bankReference: z
    .string({ error: messages.required(payoutFieldLabels.bankReference) })
    .trim()
    .min(1, messages.required(payoutFieldLabels.bankReference))
    .max(maxBankReferenceLength, messages.maxLength(payoutFieldLabels.bankReference, maxBankReferenceLength)),
});
export type PayoutPayment = z.output<typeof payoutPaymentSchema>;

/** GET payouts: filters; open ones (Requested, Approved) first, then newest first. */
export const payoutsQuerySchema = z.object({
  status: z.enum(payoutStatuses).optional(),
  currency: z.enum(currencies).optional(),
});
export type PayoutsQuery = z.infer<typeof payoutsQuerySchema>;

export const payoutParamsSchema = z.object({ id: z.uuid('The id is not valid') });

// ---- Answers

const person = z.object({ id: z.string(), name: z.string() }).nullable();

export const payoutSchema = z.object({
  id: z.string(),
  /** Human readable: PO-261125-4F7Q2M. */
  reference: z.string(),
  side: z.enum(payoutSides),
  party: z.object({ id: z.string(), name: z.string() }),
  currency: z.enum(currencies),
  amount: z.number(),
  amountString: z.string(),
  status: z.enum(payoutStatuses),
  /** The bank account fixed at request time. */
  account: z.object({
    id: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  requestedUtc: z.string(),
  requestedBy: person,
  approvedUtc: z.string().nullable(),
  approvedBy: person,
  paidUtc: z.string().nullable(),
  paidBy: person,
  bankReference: z.string().nullable(),
  /** When it was Rejected or Cancelled, by whom and why. */
  closedUtc: z.string().nullable(),
  closedBy: person,
  reason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * GET finance (operators), one row per currency: deposits approved came into the platform's bank,
 * payouts paid left it through the bank clearing account; expected bank balance is the first
 * minus the second, and equals everything the ledger owes parties plus the platform's revenue.
 */
export const financeRowSchema = z.object({
  currency: z.enum(currencies),
  depositsApproved: z.number(),
  payoutsPaid: z.number(),
  expectedBankBalance: z.number(),
  /** Requested and Approved payouts, still held. */
  payoutsOpen: z.number(),
  /** What the ledger holds for parties and the platform (wallets, holds, revenue). */
  ledgerHeld: z.number(),
});
export type FinanceRow = z.infer<typeof financeRowSchema>;
export const financeSummarySchema = z.array(financeRowSchema);
