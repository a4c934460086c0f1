import { z } from 'zod';
import { messages } from '../messages.ts';
import { currencies } from '../money.ts';
import { bankCodes, isValidNuban } from './banks.ts';
import { currencyField } from './currency-field.ts';

// Banking (issue 18, points 1 and 2; DOMAIN.md "Money out"): where an offtaker sends a deposit
// (the platform's receiving accounts and the party's standing transfer reference) and the
// parties' payout bank accounts (NUBAN-checked, usable after a cool-off).

/** Hours a new or replaced payout account waits before it may receive a payout (the default of PAYOUT_ACCOUNT_COOLOFF_HOURS). */
export const defaultPayoutAccountCooloffHours = 24;

/** A party's standing transfer reference: `GX-` and six letters or digits, e.g. `GX-7K3M9Q`. */
export const transferReferencePattern = /^GX-[0-9A-Z]{6}$/;
/** The characters a transfer reference is made of: no 0/O, 1/I/L to misread on a bank slip. */
export const transferReferenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const bankAccountLabels = {
  bankCode: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  currency: 'Currency',
  password: 'Password',
} as const;

export const accountNumberMessages = {
  format: 'Account number must be 10 digits',
  checkDigit: 'This is not a valid account number at the bank chosen: please check it',
} as const;
export const wrongPasswordMessage = 'The password is not correct';
export const maxAccountNameLength = 120;

const bankAccountShape = {
  currency: currencyField(bankAccountLabels.currency),
  bankCode: z.enum(bankCodes, { error: messages.required(bankAccountLabels.bankCode) }),
  accountNumber: z
    .string({ error: messages.required(bankAccountLabels.accountNumber) })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, messages.required(bankAccountLabels.accountNumber))
        .regex(/^\d{10}$/, accountNumberMessages.format),
    ),
  accountName: z
    .string({ error: messages.required(bankAccountLabels.accountName) })
    .trim()
    .min(1, messages.required(bankAccountLabels.accountName))
    .max(maxAccountNameLength, messages.maxLength(bankAccountLabels.accountName, maxAccountNameLength)),
};

/** The NUBAN check: the account number's last digit must check for the bank chosen. */
function nubanChecks(account: { bankCode: string; accountNumber: string }, context: z.RefinementCtx) {
  if (!isValidNuban(account.bankCode, account.accountNumber)) {
    context.addIssue({ code: 'custom', message: accountNumberMessages.checkDigit, path: ['accountNumber'] });
  }
}

/** The bank details of an account, checked as the server checks them (the web's form uses it too). */
export const bankAccountDetailsSchema = z.object(bankAccountShape).superRefine(nubanChecks);
export type BankAccountDetails = z.infer<typeof bankAccountDetailsSchema>;

const passwordField = z
  .string({ error: messages.required(bankAccountLabels.password) })
  .min(1, messages.required(bankAccountLabels.password))
  .max(200);

/** POST payout-accounts and PUT payout-accounts/{id} (replace): the details and the password again. */
export const payoutAccountRequestSchema = z
  .object({ ...bankAccountShape, password: passwordField })
  .superRefine(nubanChecks);
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequestSchema>;

/** DELETE payout-accounts/{id}: the password again. */
export const removePayoutAccountRequestSchema = z.object({ password: passwordField });
export type RemovePayoutAccountRequest = z.infer<typeof removePayoutAccountRequestSchema>;

/** A party's payout account as the party sees it. */
export const payoutAccountSchema = z.object({
  id: z.string(),
  currency: z.enum(currencies),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** No payout may be paid to it before this instant (created + PAYOUT_ACCOUNT_COOLOFF_HOURS). */
  usableFromUtc: z.string(),
  createdUtc: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** POST receiving-accounts and PUT receiving-accounts/{id}: an operator keeps the platform's accounts. */
export const receivingAccountRequestSchema = z
  .object({ ...bankAccountShape, active: z.boolean({ error: 'Active is required' }) })
  .superRefine(nubanChecks);
export type ReceivingAccountRequest = z.infer<typeof receivingAccountRequestSchema>;

/** A platform bank account that receives deposits in one currency. */
export const receivingAccountSchema = z.object({
  id: z.string(),
  currency: z.enum(currencies),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  /** Inactive accounts are not shown to offtakers. */
  active: z.boolean(),
  createdUtc: z.string(),
  updatedUtc: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** GET deposit-instructions (an offtaker): where to send a deposit and the reference to quote. */
export const depositInstructionsSchema = z.object({
  transferReference: z.string().regex(transferReferencePattern),
  /** The active receiving accounts, every currency (the dialog shows the chosen currency's). */
  accounts: z.array(receivingAccountSchema),
});
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

/** GET payments/{id}/transfer-reference (operators; id or reference of a deposit): the reference the depositor's transfer quotes. */
export const depositTransferReferenceSchema = z.object({
  partyId: z.string(),
  transferReference: z.string().regex(transferReferencePattern),
});
export type DepositTransferReference = z.infer<typeof depositTransferReferenceSchema>;
