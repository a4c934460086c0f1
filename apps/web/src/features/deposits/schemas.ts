import { currencies, messages } from '@gas/shared';
import { z } from 'zod';
import { amountField } from '../../lib/amount-field.ts';

// The New Deposit form (spec section 5): amount required, numeric, commas stripped, typed in
// naira or dollars and sent in minor units; currency NGN or USD; a receipt file. The server
// (apps/server/src/modules/wallet/routes.ts) checks the same rules with the same messages.

export const depositFieldLabels = { amount: 'Amount', currency: 'Currency', receipt: 'Receipt' } as const;
const labels = depositFieldLabels;

/** The server's ceiling: 100 billion naira or dollars. */
const maxAmountMinor = 100_000_000_000_00;

export const newDepositSchema = z.object({
  /** "350,000.50" as typed, sent as 35000050. */
  amount: amountField(labels.amount, maxAmountMinor),
  currency: z.enum(currencies, { error: messages.required(labels.currency) }),
});
export type NewDeposit = z.infer<typeof newDepositSchema>;

// Receipts: PDF, PNG, JPEG or WebP, at most 10 MB. The server decides by the file's content;
// here we only spare people an upload that is bound to be refused.

export const maxReceiptBytes = 10 * 1024 * 1024;
export const receiptAccept = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
export const receiptHint = 'PDF, PNG, JPEG or WebP, up to 10 MB';

const receiptTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
const receiptExtensions = /\.(pdf|png|jpe?g|webp)$/i;

export const receiptMessages = {
  required: messages.required(labels.receipt),
  tooLarge: `${labels.receipt} cannot be more than 10 MB`,
  empty: 'The receipt file is empty',
  wrongType: 'The receipt must be a PDF, PNG, JPEG or WebP file',
} as const;

/** Why this file cannot be a receipt, or null when it may be sent. */
export function receiptProblem(file: File | null): string | null {
  if (!file) return receiptMessages.required;
  if (file.size > maxReceiptBytes) return receiptMessages.tooLarge;
  if (file.size === 0) return receiptMessages.empty;
  if (!receiptTypes.includes(file.type) && !receiptExtensions.test(file.name))
    return receiptMessages.wrongType;
  return null;
}
