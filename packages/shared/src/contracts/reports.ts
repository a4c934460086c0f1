import { z } from 'zod';
import { currencies } from '../money.ts';
import { fulfilmentMethods, fulfilmentStatuses } from './fulfilment.ts';
import { wholeNumberFrom } from './numbers.ts';
import { saleStatuses } from './trading.ts';
import { depositStatuses } from './wallet.ts';

// The reports contract (issue #7): what GET reports/sales, reports/deposits and their CSV
// exports take and answer. The server's routes and the web's pages, filters and fetchers derive
// from this file. Money is integer minor units; months are "YYYY-MM" (Lagos months).

/**
 * Days and months of reports are the platform's business days in Nigeria (WAT, UTC+1 all year),
 * whatever the browser's time zone: a sale at 23:30 UTC on 31 July is an August sale.
 */
export const platformTimeZone = 'Africa/Lagos';

export const reportPageSizes = [10, 15, 20, 25, 30] as const;

/**
 * The days a report filter may name. Year 0 or 1 moved to Lagos time is year 0 or -1, which
 * PostgreSQL refuses (the reports answered 500 and their CSV exports broke off mid-way); no
 * record of the platform is older than 2000.
 */
export const firstReportDay = '2000-01-01';
export const lastReportDay = '9999-12-31';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a YYYY-MM-DD day is one the calendar has. Date.parse alone is not enough: it reads
 * 2026-02-30 as 2 March and 2026-04-31 as 1 May, so the day must also come back unchanged.
 */
export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * A calendar day of a report filter (YYYY-MM-DD), as the reports, the audit trail and the trade
 * record take it: a day the calendar does not have (2026-02-30) is refused, never moved.
 */
export const reportDaySchema = z
  .string()
  .regex(dayPattern, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date')
  .refine(
    // YYYY-MM-DD days compare as text; a malformed one already has its message.
    (value) => !dayPattern.test(value) || (value >= firstReportDay && value <= lastReportDay),
    `Enter a date from ${firstReportDay} to ${lastReportDay}`,
  );

/** Filters common to every report; `to` is inclusive. */
const reportFilters = {
  from: reportDaySchema.optional(),
  to: reportDaySchema.optional(),
  currency: z.enum(currencies, { error: 'Choose NGN or USD' }).optional(),
};

/** The page and page size of a server-paged list (reports, audit trail). */
export const reportPaging = {
  page: wholeNumberFrom(
    z
      .number({ error: 'The page must be a whole number' })
      .int('The page must be a whole number')
      .min(1)
      .max(100_000),
  ).default(1),
  pageSize: wholeNumberFrom(
    z
      .number({ error: 'Choose 10, 15, 20, 25 or 30 rows' })
      .int()
      .min(10, 'Choose 10, 15, 20, 25 or 30 rows')
      .max(30, 'Choose 10, 15, 20, 25 or 30 rows')
      .refine(
        (size) => (reportPageSizes as readonly number[]).includes(size),
        'Choose 10, 15, 20, 25 or 30 rows',
      ),
  ).default(10),
};

/** Whether a date range is in order: either end may be open. */
export function isDateRangeInOrder(query: { from?: string | undefined; to?: string | undefined }): boolean {
  return !query.from || !query.to || query.from <= query.to;
}
/** The refinement's error for a range out of order, on the `to` field. */
export const dateOrderError = {
  message: 'The start date must be on or before the end date',
  path: ['to'],
};

/** The statuses the deposits report filters by (a deposit is never Cancelled): the wallet contract's. */
export const depositStatusValues = depositStatuses;

// ---- Sales report: GET reports/sales (one page) and reports/sales.csv (every row)

/** Sales report filters. partyId (operators only) matches the buyer or the supplier. */
export const salesReportFiltersSchema = z
  .object({
    ...reportFilters,
    status: z.enum(saleStatuses, { error: 'Choose a sale status' }).optional(),
    productId: z.uuid('Choose a product').optional(),
    hubId: z.uuid('Choose a hub').optional(),
    partyId: z.uuid('Choose a party').optional(),
  })
  .refine(isDateRangeInOrder, dateOrderError);
export const salesReportQuerySchema = z
  .object({ ...salesReportFiltersSchema.def.shape, ...reportPaging })
  .refine(isDateRangeInOrder, dateOrderError);
export type SalesReportFilters = z.infer<typeof salesReportFiltersSchema>;
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const salesReportRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdUtc: z.string(),
  completedUtc: z.string().nullable(),
  status: z.enum(saleStatuses),
  resolution: z.string().nullable(),
  customer: named,
  supplier: named,
  product: named,
  hub: named,
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  fee: z.number().nullable(),
  currency: z.enum(currencies),
  /**
   * Fulfilment (issue 17): collection or delivery, where it stands (null until approval), the
   * quantity delivered (a collection: loaded at the gate), the logistics fee held at purchase and
   * charged at settlement, and the settlement time. Always sent; optional for older answers.
   */
  fulfilmentMethod: z.enum(fulfilmentMethods).optional(),
  fulfilmentStatus: z.enum(fulfilmentStatuses).nullable().optional(),
  deliveredQuantity: z.number().nullable().optional(),
  logisticsFee: z.number().optional(),
  logisticsFeeCharged: z.number().nullable().optional(),
  settledUtc: z.string().nullable().optional(),
  /** The contract bought (issue 19): 'Spot' or a delivery month as 'Dec 2026'. Optional for older answers. */
  contract: z.string().optional(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const salesTotalSchema = z.object({
  currency: z.enum(currencies),
  count: z.number(),
  quantity: z.number(),
  amount: z.number(),
  fee: z.number(),
});
export type SalesTotal = z.infer<typeof salesTotalSchema>;
export const salesMonthSchema = salesTotalSchema.extend({ month: z.string() });
export type SalesMonth = z.infer<typeof salesMonthSchema>;

export const salesReportSchema = z.object({
  rows: z.array(salesReportRowSchema),
  /** Rows matching the filters (the table pages through them; the CSV holds all of them). */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.array(salesTotalSchema),
  byMonth: z.array(salesMonthSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

// ---- Deposits report: GET reports/deposits and reports/deposits.csv. Operators and offtakers
// read deposits; a supplier reads its settlement statement there (kind 'statement').

/** Deposits report filters (operators and offtakers); the supplier's statement takes from/to/currency. */
export const depositsReportFiltersSchema = z
  .object({
    ...reportFilters,
    status: z.enum(depositStatusValues, { error: 'Choose a deposit status' }).optional(),
    partyId: z.uuid('Choose a party').optional(),
  })
  .refine(isDateRangeInOrder, dateOrderError);
export const depositsReportQuerySchema = z
  .object({ ...depositsReportFiltersSchema.def.shape, ...reportPaging })
  .refine(isDateRangeInOrder, dateOrderError);
export type DepositsReportFilters = z.infer<typeof depositsReportFiltersSchema>;
export type DepositsReportQuery = z.infer<typeof depositsReportQuerySchema>;

export const depositReportRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdUtc: z.string(),
  processedUtc: z.string().nullable(),
  status: z.enum(depositStatusValues),
  customer: named,
  amount: z.number(),
  currency: z.enum(currencies),
});
export type DepositReportRow = z.infer<typeof depositReportRowSchema>;

export const depositsTotalSchema = z.object({
  currency: z.enum(currencies),
  count: z.number(),
  amount: z.number(),
  approvedAmount: z.number(),
});
export type DepositsTotal = z.infer<typeof depositsTotalSchema>;
export const depositsMonthSchema = depositsTotalSchema.extend({ month: z.string() });
export type DepositsMonth = z.infer<typeof depositsMonthSchema>;

export const depositsReportSchema = z.object({
  kind: z.literal('deposits'),
  rows: z.array(depositReportRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.array(depositsTotalSchema),
  byMonth: z.array(depositsMonthSchema),
});
export type DepositsReport = z.infer<typeof depositsReportSchema>;

/** One line of a supplier's settlement wallet: a settled sale, its fee and the balance after it. */
export const statementRowSchema = z.object({
  id: z.string(),
  /** The settled sale, for a link to its detail; null for any other kind of entry. */
  saleId: z.string().nullable(),
  reference: z.string(),
  createdUtc: z.string(),
  description: z.string(),
  gross: z.number(),
  /** The platform fee with its VAT (issue 18, point 5): gross - fee = net on a settlement. */
  fee: z.number(),
  net: z.number(),
  balanceAfter: z.number(),
  currency: z.enum(currencies),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementTotalSchema = z.object({
  currency: z.enum(currencies),
  count: z.number(),
  gross: z.number(),
  fee: z.number(),
  net: z.number(),
});
export type StatementTotal = z.infer<typeof statementTotalSchema>;
export const statementMonthSchema = statementTotalSchema.extend({ month: z.string() });
export type StatementMonth = z.infer<typeof statementMonthSchema>;

export const supplierStatementSchema = z.object({
  kind: z.literal('statement'),
  rows: z.array(statementRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: z.array(statementTotalSchema),
  byMonth: z.array(statementMonthSchema),
});
export type SupplierStatement = z.infer<typeof supplierStatementSchema>;

/** What GET reports/deposits answers: deposits, or for a supplier its settlement statement. */
export const depositsReportAnswerSchema = z.discriminatedUnion('kind', [
  depositsReportSchema,
  supplierStatementSchema,
]);
export type DepositsReportAnswer = z.infer<typeof depositsReportAnswerSchema>;
