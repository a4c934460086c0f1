import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';
import { wholeNumberFrom } from './numbers.ts';

// The wallet contract (spec section 5, "Payments" and "New Deposit"): what POST/GET payments
// and GET payments/balances take and answer, the payment statuses and flows, the receipt rules
// and the business limits. The server's routes and tables and the web's types and checks all
// derive from this file. Money is integer minor units (kobo, cents).

/** A statement line's status. A purchase's Debit line follows its sale (Cancelled included). */
export const paymentStatuses = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The statuses a deposit (a Credit line) can have: it is never Cancelled. */
export const depositStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** Credit lines are deposits, Debit lines purchases. */
export const paymentFlows = ['Credit', 'Debit'] as const;
export type PaymentFlow = (typeof paymentFlows)[number];

/** What an operator decides through PATCH payments/{reference}/{decision}. */
export const depositDecisions = ['Approved', 'Rejected'] as const;
export type DepositDecision = (typeof depositDecisions)[number];

/** The largest deposit: 100 billion naira or dollars, in minor units. */
export const maxDepositAmount = 100_000_000_000_00;

/** Whether a statement line is a deposit (purchases are Debit lines, settled with their sale). */
export function isDeposit(payment: { flow: PaymentFlow }): boolean {
  return payment.flow === 'Credit';
}

/** Only a Pending deposit is decided by an operator; purchases settle with their sale. */
export function canDecideDeposit(payment: { flow: PaymentFlow; status: PaymentStatus }): boolean {
  return isDeposit(payment) && payment.status === 'Pending';
}

// ---- Receipts: PDF, PNG, JPEG or WebP, at most 10 MB. The server decides by the file's
// content; the web only spares people an upload that is bound to be refused.

export const maxReceiptBytes = 10 * 1024 * 1024;
const maxReceiptMegabytes = maxReceiptBytes / (1024 * 1024);

/** The receipt types accepted, as the browser names them. */
export const receiptContentTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** The file name endings the file picker offers. */
export const receiptExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'webp'] as const;
/** The file input's `accept`. */
export const receiptAccept = [
  ...receiptExtensions.map((extension) => `.${extension}`),
  ...receiptContentTypes,
].join(',');
export const receiptHint = `PDF, PNG, JPEG or WebP, up to ${maxReceiptMegabytes} MB`;

/**
 * A receipt image's size as its header states it: at most 20,000 pixels a side and 50 megapixels
 * (a 200-megapixel phone photo is 16,320 x 12,240; a header claiming 65,535 x 65,535 would make
 * the operator's browser decode 17 GB).
 */
export const maxReceiptImageSide = 20_000;
export const maxReceiptImagePixels = 50_000_000;

export const depositFieldLabels = { amount: 'Amount', currency: 'Currency', receipt: 'Receipt' } as const;

export const receiptMessages = {
  required: messages.required(depositFieldLabels.receipt),
  tooLarge: `${depositFieldLabels.receipt} cannot be more than ${maxReceiptMegabytes} MB`,
  empty: 'The receipt file is empty',
  wrongType: 'The receipt must be a PDF, PNG, JPEG or WebP file',
  activePdf:
    'The receipt PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.',
  /** Encrypted, damaged, or past the time or memory the server gives one receipt. */
  uncheckablePdf:
    'The receipt PDF could not be checked: it is encrypted, damaged, or too large or complex to read. Please upload a plain PDF or an image.',
  busy: 'Receipts are being checked for other deposits. Please try again in a minute.',
  imageTooLarge: `The receipt image is too large: at most ${maxReceiptImageSide.toLocaleString('en-US')} pixels a side and ${maxReceiptImagePixels / 1_000_000} megapixels. Please upload a smaller image or a PDF.`,
} as const;

/** A chosen file as the browser describes it (name, declared type, size in bytes). */
export type ReceiptFile = { name: string; type: string; size: number };

/** Why this file cannot be sent as a receipt, or null when it may be sent (by its description only). */
export function receiptFileProblem(file: ReceiptFile | null): string | null {
  if (!file) return receiptMessages.required;
  if (file.size > maxReceiptBytes) return receiptMessages.tooLarge;
  if (file.size === 0) return receiptMessages.empty;
  const name = file.name.toLowerCase();
  const knownType = (receiptContentTypes as readonly string[]).includes(file.type);
  const knownName = receiptExtensions.some((extension) => name.endsWith(`.${extension}`));
  return knownType || knownName ? null : receiptMessages.wrongType;
}

/** How a page shows a receipt (a PDF as a link, images as zoomable images), by its served type. */
export const receiptKinds = ['pdf', 'image', 'other'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

/** The kind of a receipt served with this Content-Type. */
export function receiptKindOf(contentType: string): ReceiptKind {
  if (contentType.startsWith('application/pdf')) return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

// ---- Requests

/** Blank text counts as missing, so it gets "is required" rather than a format message. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * The New Deposit form's text fields, as POST payments receives them (multipart text parts; the
 * receipt is the file part). Amount is minor units written as digits; commas are ignored.
 */
export const depositRequestSchema = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'string' ? blankAsMissing(value.replaceAll(',', '').trim()) : value),
    z
      .string({ error: messages.required(depositFieldLabels.amount) })
      .regex(/^\d+$/, messages.pattern(depositFieldLabels.amount))
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, messages.min(depositFieldLabels.amount, 0.01))
          .max(maxDepositAmount, messages.max(depositFieldLabels.amount, maxDepositAmount / 100)),
      ),
  ),
  currency: z.preprocess(blankAsMissing, currencyField(depositFieldLabels.currency)),
});
export type DepositRequest = z.output<typeof depositRequestSchema>;

/** The most receipt files one payment line may list (GET payments/{id}/receipts/{index}). */
export const maxReceiptIndex = 20;

const receiptIndexMessage = `The receipt index must be a whole number from 0 to ${maxReceiptIndex}`;

/** GET payments/{id}/receipts/{index}: which receipt of which payment line. */
export const receiptParamsSchema = z.object({
  id: z.uuid('The id is not valid'),
  index: wholeNumberFrom(
    z
      .number({ error: receiptIndexMessage })
      .int(receiptIndexMessage)
      .min(0, receiptIndexMessage)
      .max(maxReceiptIndex, receiptIndexMessage),
  ),
});

/** GET payments: filters, newest first. */
export const paymentsQuerySchema = z.object({
  status: z.enum(paymentStatuses).optional(),
  currency: z.enum(currencies).optional(),
  flow: z.enum(paymentFlows).optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

// ---- Answers

/** A line of an offtaker's wallet statement (GET payments, GET payments/{id}, POST payments). */
export const paymentSchema = z.object({
  id: z.string(),
  /** Human readable: DP-250814-9K2M for a deposit, the sale's reference for a purchase. */
  reference: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  flow: z.enum(paymentFlows),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  currency: z.enum(currencies),
  amountString: z.string(),
  /** The wallet's available balance before and after the line took effect; null until processed. */
  prevBal: z.number().nullable(),
  currBal: z.number().nullable(),
  createdUtc: z.string(),
  processedUtc: z.string().nullable(),
  /** API paths of the receipt files ("/api/payments/{id}/receipts/0"). */
  receiptPaths: z.array(z.string()),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * GET payments/balances/{currency}: the caller's wallet in one currency. Offtakers: available to
 * spend and held for pending purchases (and bids); suppliers: settlements received and not paid
 * out, and held for payouts Requested or Approved (issue 18).
 */
export const walletBalanceSchema = z.object({
  amount: z.number(),
  held: z.number(),
  /**
   * Offtakers only: held for their withdrawals Requested or Approved, apart from `held` (which
   * stays the purchases' hold, as the spec's wallet shows it). Absent for suppliers, whose `held`
   * is this.
   */
  heldForWithdrawals: z.number().optional(),
  currency: z.enum(currencies),
  amountString: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
