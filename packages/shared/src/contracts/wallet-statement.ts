import { z } from 'zod';
import { currencies } from '../money.ts';
import { reportPaging } from './reports.ts';

// The offtaker's wallet statement (issue 22, item 1): GET reports/wallet-statement (one page) and
// reports/wallet-statement.csv (every line). It is read from the ledger, one line per ledger
// transaction that moves the offtaker's available or held balance in one currency, so that each
// line's balances are the previous line's plus its own movements, as on a bank statement.

/** The statement's filter: one currency (a wallet is per currency); NGN when not given. */
export const walletStatementFiltersSchema = z.object({
  currency: z.enum(currencies, { error: 'Choose NGN or USD' }).default('NGN'),
});
export const walletStatementQuerySchema = z.object({
  ...walletStatementFiltersSchema.shape,
  ...reportPaging,
});
export type WalletStatementFilters = z.infer<typeof walletStatementFiltersSchema>;
export type WalletStatementQuery = z.infer<typeof walletStatementQuerySchema>;

export const walletStatementLineSchema = z.object({
  /** The ledger transaction's id. */
  id: z.string(),
  /** The ledger transaction's kind (deposit, purchase_hold, release, settlement or a newer one). */
  kind: z.string(),
  /** The deposit's (DP-...) or the purchase's (SL-...) reference, or the movement's own. */
  reference: z.string(),
  /** The sale or the deposit the reference names, for a link to it; null when neither. */
  saleId: z.string().nullable(),
  depositId: z.string().nullable(),
  createdUtc: z.string(),
  description: z.string(),
  currency: z.enum(currencies),
  /** The movement of the available balance (positive in, negative out; 0 when it does not move). */
  available: z.number(),
  /** The movement of the held balance. */
  held: z.number(),
  availableAfter: z.number(),
  heldAfter: z.number(),
});
export type WalletStatementLine = z.infer<typeof walletStatementLineSchema>;

export const walletStatementSchema = z.object({
  currency: z.enum(currencies),
  /** The wallet now: the newest line's balances after (0 and 0 with no line). */
  available: z.number(),
  held: z.number(),
  rows: z.array(walletStatementLineSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WalletStatement = z.infer<typeof walletStatementSchema>;
