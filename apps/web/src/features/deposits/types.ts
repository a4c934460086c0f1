import type { Currency } from '@gas/shared';

// What the payments endpoints answer (apps/server/src/modules/wallet): a line of an offtaker's
// wallet statement. Credit lines are deposits, Debit lines purchases. Money in minor units.

export const paymentStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The statuses a deposit (a Credit line) can have: it is never Cancelled. */
export const depositStatuses = ['Pending', 'Approved', 'Rejected'] as const;

export type PaymentFlow = 'Credit' | 'Debit';

export type Payment = {
  id: string;
  reference: string;
  customer: { id: string; name: string };
  flow: PaymentFlow;
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  amountString: string;
  /** The wallet's available balance before and after the line took effect; null until processed. */
  prevBal: number | null;
  currBal: number | null;
  createdUtc: string;
  processedUtc: string | null;
  /** API paths of the receipt files ("/api/payments/{id}/receipts/0"). */
  receiptPaths: string[];
};

/** Only Pending Credit lines (deposits) are decided by an operator; purchases settle with their sale. */
export function canDecide(payment: Payment): boolean {
  return payment.flow === 'Credit' && payment.status === 'Pending';
}
