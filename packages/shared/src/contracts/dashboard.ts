import { z } from 'zod';
import { currencies } from '../money.ts';
import { auditEntrySchema } from './audit.ts';

// The dashboards' contract: GET dashboard answers the figures of the caller's role, told apart
// by `role` (the spec's role names: customer = offtaker, client = supplier, admin = operator).
// Money is integer minor units; months are "YYYY-MM" (Lagos months).

/** Dashboards chart the current month and the five before it. */
export const dashboardMonthsShown = 6;

export const currencyFigureSchema = z.object({
  currency: z.enum(currencies),
  count: z.number(),
  amount: z.number(),
});
export type CurrencyFigure = z.infer<typeof currencyFigureSchema>;

/**
 * Approved sales whose fulfilment is not at an end yet (issue 17: deliveries and collections in
 * progress, their funds held), per currency. Always sent; optional for older answers.
 */
const inFulfilment = z.array(currencyFigureSchema).optional();

export const monthFigureSchema = currencyFigureSchema.extend({ month: z.string(), quantity: z.number() });
export type MonthFigure = z.infer<typeof monthFigureSchema>;

export const offtakerDashboardSchema = z.object({
  role: z.literal('customer'),
  /** Purchases waiting for their supplier. */
  pending: z.array(currencyFigureSchema),
  /** Approved purchases per month (by completion), the last 6 months including this one. */
  completedByMonth: z.array(monthFigureSchema),
  inFulfilment,
});
export type OfftakerDashboard = z.infer<typeof offtakerDashboardSchema>;

export const stockFigureSchema = z.object({
  inventoryId: z.string(),
  product: z.string(),
  hub: z.string(),
  unit: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
});
export type StockFigure = z.infer<typeof stockFigureSchema>;

export const supplierDashboardSchema = z.object({
  role: z.literal('client'),
  /** Sales waiting for this supplier's decision. */
  pending: z.array(currencyFigureSchema),
  completedByMonth: z.array(monthFigureSchema),
  stock: z.array(stockFigureSchema),
  inFulfilment,
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;

export const activityItemSchema = auditEntrySchema;
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const adminDashboardSchema = z.object({
  role: z.literal('admin'),
  onboarding: z.object({ suppliers: z.number(), offtakers: z.number() }),
  pendingDeposits: z.array(currencyFigureSchema),
  pendingSales: z.array(currencyFigureSchema),
  /** Approved sales per month (by completion), the last 6 months including this one. */
  tradedByMonth: z.array(monthFigureSchema),
  /** Approved sales per hub, all time. */
  tradedByHub: z.array(currencyFigureSchema.extend({ hub: z.string(), quantity: z.number() })),
  /** Fees earned by the platform, from its revenue ledger accounts. */
  feeRevenue: z.array(z.object({ currency: z.enum(currencies), amount: z.number() })),
  inFulfilment,
  /** Logistics fees charged at settlement, from the platform's logistics revenue accounts. */
  logisticsRevenue: z.array(z.object({ currency: z.enum(currencies), amount: z.number() })).optional(),
  /** Sales waiting for an operator's resolution of their dispute. */
  disputes: z.number().optional(),
  latestActivity: z.array(activityItemSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** What GET dashboard answers: the dashboard of the caller's role. */
export const dashboardSchema = z.discriminatedUnion('role', [
  offtakerDashboardSchema,
  supplierDashboardSchema,
  adminDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;
