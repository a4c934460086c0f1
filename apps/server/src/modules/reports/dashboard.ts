import {
  type AdminDashboard,
  type CurrencyFigure,
  type Dashboard,
  dashboardMonthsShown,
  type MonthFigure,
  type OfftakerDashboard,
  type SupplierDashboard,
} from '@gas/shared';
import { and, asc, eq, gte, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hubs, inventories, ledgerAccounts, parties, payments, products, sales } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { type Caller, dashboardView } from '../../lib/access.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { latestAudit } from '../audit/queries.ts';
import { withNames } from '../inventory/queries.ts';
import { lagosMonthSql, lagosMonthStart } from './days.ts';
import type { ReportsDeps } from './deps.ts';
import { approvedSalesByHub } from './sales-totals.ts';

// GET dashboard: the figures of the caller's dashboard (contracts/dashboard.ts). A benchmarked
// read: its SQL stays as measured.

async function pendingSales(db: Db, scope: SQL | undefined): Promise<CurrencyFigure[]> {
  return db
    .select({ currency: sales.currency, count: countAll(), amount: sumOf(sales.amount) })
    .from(sales)
    .where(and(eq(sales.status, 'Pending'), scope))
    .groupBy(sales.currency)
    .orderBy(sales.currency);
}

/** Approved sales in fulfilment (not yet settled or cancelled), per currency. */
async function inFulfilment(db: Db, scope: SQL | undefined): Promise<CurrencyFigure[]> {
  return db
    .select({ currency: sales.currency, count: countAll(), amount: sumOf(sales.amount) })
    .from(sales)
    .innerJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .where(and(eq(sales.status, 'Approved'), notInArray(fulfilments.status, ['Settled', 'Cancelled']), scope))
    .groupBy(sales.currency)
    .orderBy(sales.currency);
}

/** Approved sales per Lagos month of their completion, for the months the dashboards show. */
async function completedByMonth(deps: ReportsDeps, scope: SQL | undefined): Promise<MonthFigure[]> {
  const month = lagosMonthSql(sales.completedUtc);
  return deps.db
    .select({
      month,
      currency: sales.currency,
      count: countAll(),
      amount: sumOf(sales.amount),
      quantity: sumOf(sales.quantity),
    })
    .from(sales)
    .where(
      and(
        eq(sales.status, 'Approved'),
        gte(sales.completedUtc, lagosMonthStart(deps.clock.now(), dashboardMonthsShown - 1)),
        scope,
      ),
    )
    .groupBy(month, sales.currency)
    .orderBy(month, sales.currency);
}

async function offtakerDashboard(deps: ReportsDeps, partyId: string): Promise<OfftakerDashboard> {
  const scope = eq(sales.customerId, partyId);
  const [pending, completed, fulfilling] = await Promise.all([
    pendingSales(deps.db, scope),
    completedByMonth(deps, scope),
    inFulfilment(deps.db, scope),
  ]);
  return { role: 'customer', pending, completedByMonth: completed, inFulfilment: fulfilling };
}

async function supplierDashboard(deps: ReportsDeps, partyId: string): Promise<SupplierDashboard> {
  const scope = eq(sales.supplierId, partyId);
  const stockOnHand = deps.db
    .select({
      inventoryId: inventories.id,
      product: products.name,
      hub: hubs.name,
      unit: products.unit,
      onHand: inventories.quantity,
      reserved: inventories.reserved,
    })
    .from(inventories)
    .$dynamic();
  const [pending, completed, stock, fulfilling] = await Promise.all([
    pendingSales(deps.db, scope),
    completedByMonth(deps, scope),
    withNames(stockOnHand)
      .where(eq(inventories.supplierId, partyId))
      .orderBy(asc(products.name), asc(hubs.sortOrder)),
    inFulfilment(deps.db, scope),
  ]);
  return {
    role: 'client',
    pending,
    completedByMonth: completed,
    stock: stock.map((row) => ({ ...row, available: row.onHand - row.reserved })),
    inFulfilment: fulfilling,
  };
}

async function adminDashboard(deps: ReportsDeps, caller: Caller): Promise<AdminDashboard> {
  const { db } = deps;
  const [
    onboarding,
    pendingDeposits,
    pending,
    traded,
    byHub,
    revenue,
    latestActivity,
    fulfilling,
    logistics,
    disputed,
  ] = await Promise.all([
    db
      .select({ kind: parties.kind, count: countAll() })
      .from(parties)
      .where(eq(parties.status, 'Pending'))
      .groupBy(parties.kind),
    db
      .select({ currency: payments.currency, count: countAll(), amount: sumOf(payments.amount) })
      .from(payments)
      .where(and(eq(payments.flow, 'Credit'), eq(payments.status, 'Pending')))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
    pendingSales(db, undefined),
    completedByMonth(deps, undefined),
    // Every approved sale by hub: the running totals, a few dozen rows (ADR 021).
    approvedSalesByHub(db),
    db
      .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'platform_revenue'), isNull(ledgerAccounts.partyId)))
      .orderBy(ledgerAccounts.currency),
    latestAudit(db, caller, 10),
    inFulfilment(db, undefined),
    db
      .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'platform_logistics_revenue'), isNull(ledgerAccounts.partyId)))
      .orderBy(ledgerAccounts.currency),
    db.select({ count: countAll() }).from(fulfilments).where(eq(fulfilments.status, 'Disputed')),
  ]);
  const pendingOf = (kind: 'supplier' | 'offtaker') =>
    onboarding.find((row) => row.kind === kind)?.count ?? 0;
  return {
    role: 'admin',
    onboarding: { suppliers: pendingOf('supplier'), offtakers: pendingOf('offtaker') },
    pendingDeposits,
    pendingSales: pending,
    tradedByMonth: traded,
    tradedByHub: byHub,
    feeRevenue: revenue,
    latestActivity,
    inFulfilment: fulfilling,
    logisticsRevenue: logistics,
    disputes: disputed[0]?.count ?? 0,
  };
}

/** The figures of the caller's dashboard, computed from the database at the time of asking. */
export async function dashboardFor(deps: ReportsDeps, caller: Caller): Promise<Dashboard> {
  const view = dashboardView(caller);
  if (view.of === 'platform') return adminDashboard(deps, caller);
  return view.of === 'offtaker'
    ? offtakerDashboard(deps, view.partyId)
    : supplierDashboard(deps, view.partyId);
}
