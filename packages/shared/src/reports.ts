import { z } from 'zod';
import { saleStatuses } from './contracts/trading.ts';
import { type Currency, currencies } from './money.ts';

// The contract of the dashboards, reports and audit trail (issue #7), shared by the server
// routes and the web pages. Money is integer minor units; months are "YYYY-MM".

/**
 * Days and months of reports are the platform's business days in Nigeria (WAT, UTC+1 all year),
 * whatever the browser's time zone: a sale at 23:30 UTC on 31 July is an August sale.
 */
export const platformTimeZone = 'Africa/Lagos';

export const reportPageSizes = [10, 15, 20, 25, 30] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date');

/** Filters common to every report; `to` is inclusive. */
const reportFilters = {
  from: isoDay.optional(),
  to: isoDay.optional(),
  currency: z.enum(currencies, { error: 'Choose NGN or USD' }).optional(),
};

const paging = {
  page: z.coerce.number().int('The page must be a whole number').min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(10, 'Choose 10, 15, 20, 25 or 30 rows')
    .max(30, 'Choose 10, 15, 20, 25 or 30 rows')
    .refine(
      (size) => (reportPageSizes as readonly number[]).includes(size),
      'Choose 10, 15, 20, 25 or 30 rows',
    )
    .default(10),
};

function fromNotAfterTo(query: { from?: string | undefined; to?: string | undefined }) {
  return !query.from || !query.to || query.from <= query.to;
}
const dateOrderError = { message: 'The start date must be on or before the end date', path: ['to'] };

export const depositStatusValues = ['Pending', 'Approved', 'Rejected'] as const;

/** Sales report filters. partyId (operators only) matches the buyer or the supplier. */
export const salesReportFiltersSchema = z
  .object({
    ...reportFilters,
    status: z.enum(saleStatuses, { error: 'Choose a sale status' }).optional(),
    productId: z.uuid('Choose a product').optional(),
    hubId: z.uuid('Choose a hub').optional(),
    partyId: z.uuid('Choose a party').optional(),
  })
  .refine(fromNotAfterTo, dateOrderError);
export const salesReportQuerySchema = z
  .object({ ...salesReportFiltersSchema.def.shape, ...paging })
  .refine(fromNotAfterTo, dateOrderError);
export type SalesReportFilters = z.infer<typeof salesReportFiltersSchema>;

/** Deposits report filters (operators and offtakers); the supplier's statement takes from/to/currency. */
export const depositsReportFiltersSchema = z
  .object({
    ...reportFilters,
    status: z.enum(depositStatusValues, { error: 'Choose a deposit status' }).optional(),
    partyId: z.uuid('Choose a party').optional(),
  })
  .refine(fromNotAfterTo, dateOrderError);
export const depositsReportQuerySchema = z
  .object({ ...depositsReportFiltersSchema.def.shape, ...paging })
  .refine(fromNotAfterTo, dateOrderError);
export type DepositsReportFilters = z.infer<typeof depositsReportFiltersSchema>;

export type SalesReportRow = {
  id: string;
  reference: string;
  createdUtc: string;
  completedUtc: string | null;
  status: (typeof saleStatuses)[number];
  resolution: string | null;
  customer: { id: string; name: string };
  supplier: { id: string; name: string };
  product: { id: string; name: string };
  hub: { id: string; name: string };
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
  fee: number | null;
  currency: Currency;
};

export type SalesTotal = { currency: Currency; count: number; quantity: number; amount: number; fee: number };
export type SalesMonth = SalesTotal & { month: string };

export type SalesReport = {
  rows: SalesReportRow[];
  /** Rows matching the filters (the table pages through them; the CSV holds all of them). */
  total: number;
  page: number;
  pageSize: number;
  totals: SalesTotal[];
  byMonth: SalesMonth[];
};

export type DepositReportRow = {
  id: string;
  reference: string;
  createdUtc: string;
  processedUtc: string | null;
  status: (typeof depositStatusValues)[number];
  customer: { id: string; name: string };
  amount: number;
  currency: Currency;
};

export type DepositsTotal = { currency: Currency; count: number; amount: number; approvedAmount: number };
export type DepositsMonth = DepositsTotal & { month: string };

export type DepositsReport = {
  kind: 'deposits';
  rows: DepositReportRow[];
  total: number;
  page: number;
  pageSize: number;
  totals: DepositsTotal[];
  byMonth: DepositsMonth[];
};

/** One line of a supplier's settlement wallet: a settled sale, its fee and the balance after it. */
export type StatementRow = {
  id: string;
  /** The settled sale, for a link to its detail; null for any other kind of entry. */
  saleId: string | null;
  reference: string;
  createdUtc: string;
  description: string;
  gross: number;
  fee: number;
  net: number;
  balanceAfter: number;
  currency: Currency;
};

export type StatementTotal = { currency: Currency; count: number; gross: number; fee: number; net: number };
export type StatementMonth = StatementTotal & { month: string };

export type SupplierStatement = {
  kind: 'statement';
  rows: StatementRow[];
  total: number;
  page: number;
  pageSize: number;
  totals: StatementTotal[];
  byMonth: StatementMonth[];
};

// ---- Dashboards: GET /api/dashboard answers the figures of the caller's role.

export type CurrencyFigure = { currency: Currency; count: number; amount: number };
export type MonthFigure = CurrencyFigure & { month: string; quantity: number };

export type OfftakerDashboard = {
  role: 'customer';
  /** Purchases waiting for their supplier. */
  pending: CurrencyFigure[];
  /** Approved purchases per month (by completion), the last 6 months including this one. */
  completedByMonth: MonthFigure[];
};

export type StockFigure = {
  inventoryId: string;
  product: string;
  hub: string;
  unit: string;
  onHand: number;
  reserved: number;
  available: number;
};

export type SupplierDashboard = {
  role: 'client';
  /** Sales waiting for this supplier's decision. */
  pending: CurrencyFigure[];
  completedByMonth: MonthFigure[];
  stock: StockFigure[];
};

export type ActivityItem = AuditEntry;

export type AdminDashboard = {
  role: 'admin';
  onboarding: { suppliers: number; offtakers: number };
  pendingDeposits: CurrencyFigure[];
  pendingSales: CurrencyFigure[];
  /** Approved sales per month (by completion), the last 6 months including this one. */
  tradedByMonth: MonthFigure[];
  /** Approved sales per hub, all time. */
  tradedByHub: (CurrencyFigure & { hub: string; quantity: number })[];
  /** Fees earned by the platform, from its revenue ledger accounts. */
  feeRevenue: { currency: Currency; amount: number }[];
  latestActivity: ActivityItem[];
};

export type Dashboard = OfftakerDashboard | SupplierDashboard | AdminDashboard;

// ---- Audit trail: GET /api/audit (operators only).

export const auditActions = [
  'sign_up',
  'email_verified',
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'onboarding_decided',
  'contact_added',
  'contact_updated',
  'product_created',
  'product_status_changed',
  'product_deleted',
  'inventory_created',
  'stock_added',
  'stock_decided',
  'price_set',
  'deposit_created',
  'deposit_decided',
  'purchase_placed',
  'sale_decided',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntityTypes = [
  'user',
  'party',
  'contact',
  'product',
  'inventory',
  'stock',
  'price',
  'deposit',
  'sale',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    action: z.enum(auditActions, { error: 'Choose an action' }).optional(),
    entityType: z.enum(auditEntityTypes, { error: 'Choose an entity' }).optional(),
    entityId: z.string().trim().max(64).optional(),
    actor: z.string().trim().max(254).optional(),
    ...paging,
  })
  .refine(fromNotAfterTo, dateOrderError);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditEntry = {
  id: string;
  occurredUtc: string;
  /** 'system' for the platform's own jobs (sale expiry); 'anonymous' for failed logins. */
  actorRole: 'admin' | 'client' | 'customer' | 'system' | 'anonymous';
  actorEmail: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  /** A human handle for the entity: a reference, a product or party name, an email. */
  entityLabel: string | null;
  before: string | null;
  after: string | null;
  details: Record<string, unknown>;
};

export type AuditPage = { rows: AuditEntry[]; total: number; page: number; pageSize: number };

/** Human words for the audit actions, for the audit page and the admin's latest activity. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_up: 'Signed up',
  email_verified: 'Email verified',
  login: 'Logged in',
  login_failed: 'Failed login',
  logout: 'Logged out',
  password_changed: 'Password changed',
  onboarding_decided: 'Onboarding decision',
  contact_added: 'Contact added',
  contact_updated: 'Contact updated',
  product_created: 'Product created',
  product_status_changed: 'Product status changed',
  product_deleted: 'Product deleted',
  inventory_created: 'Inventory created',
  stock_added: 'Stock added',
  stock_decided: 'Stock decision',
  price_set: 'Price set',
  deposit_created: 'Deposit made',
  deposit_decided: 'Deposit decision',
  purchase_placed: 'Purchase placed',
  sale_decided: 'Sale decision',
};
