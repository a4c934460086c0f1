import { z } from 'zod';
import { currencies } from '../money.ts';
import { currencyField } from './currency-field.ts';

// Monthly PDF statements of a wallet (issue 18, point 5): the offtaker's wallet or the supplier's
// settlement wallet, one per currency and closed Lagos month, issued once and kept as issued.

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET statements: the closed months of the caller's wallet (an operator names the party). */
export const monthlyStatementsQuerySchema = z.object({
  currency: currencyField('Currency'),
  partyId: z.uuid('The party id is not valid').optional(),
});
export type MonthlyStatementsQuery = z.infer<typeof monthlyStatementsQuerySchema>;

/** GET statements/monthly.pdf: one month's statement. */
export const monthlyStatementQuerySchema = monthlyStatementsQuerySchema.extend({
  month: z.string({ error: 'Month is required' }).regex(monthPattern, 'Month must be written YYYY-MM'),
});
export type MonthlyStatementQuery = z.infer<typeof monthlyStatementQuerySchema>;

/** A closed month of a wallet; the figures once its statement is issued. */
export const monthlyStatementSchema = z.object({
  month: z.string(),
  currency: z.enum(currencies),
  issuedUtc: z.string().nullable(),
  opening: z.number().nullable(),
  closing: z.number().nullable(),
  lineCount: z.number().nullable(),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

/** How many closed months the list offers, newest first. */
export const monthlyStatementsShown = 24;
