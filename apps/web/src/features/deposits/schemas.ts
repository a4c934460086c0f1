import { currencies, depositFieldLabels, maxDepositAmount, messages, receiptFileProblem } from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The New Deposit form (spec section 5): amount required, numeric, commas stripped, typed in
// naira or dollars and sent in minor units; currency NGN or USD; a receipt file. The limits, the
// receipt rules and the messages are the wallet contract's (packages/shared contracts/wallet.ts),
// which the server checks too.

const labels = depositFieldLabels;

export const newDepositSchema = z.object({
  /** "350,000.50" as typed, sent as 35000050. */
  amount: amountField(labels.amount, maxDepositAmount),
  currency: z.enum(currencies, { error: messages.required(labels.currency) }),
});
export type NewDeposit = z.infer<typeof newDepositSchema>;

/** Why this file cannot be a receipt (missing, over 10 MB, empty, not a PDF or image), or null. */
export function receiptProblem(file: File | null): string | null {
  return receiptFileProblem(file);
}
