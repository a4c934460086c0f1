import {
  type AdminDashboard,
  type CurrencyFigure,
  type Dashboard,
  dashboardMonthsShown,
  type MonthFigure,
  type OfftakerDashboard,
  type SupplierDashboard,
} from '@gas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, parties, payments, sales } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { runStatement } from '../../db/statement.ts';
import { type Caller, dashboardView } from '../../lib/access.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { latestAudit } from '../audit/queries.ts';
import { lagosMonth, lagosMonthStart, lagosOffsetHours } from './days.ts';
import type { ReportsDeps } from './deps.ts';
import { approvedSalesByCompletedMonth, approvedSalesByHub } from './sales-totals.ts';

// GET dashboard: the figures of the caller's dashboard (contracts/dashboard.ts). A benchmarked
// read (docs/performance.md): a party's dashboard is one written-out statement; the operators'
// figures over every sale come from the running totals (ADR 021). Measure before reshaping it.

/** Every Pending sale of the platform, per currency (the operators' dashboard). */
async function pendingSales(db: Db): Promise<CurrencyFigure[]> {
  return db
    .select({ currency: sales.currency, count: countAll(), amount: sumOf(sales.amount) })
    .from(sales)
    .where(eq(sales.status, 'Pending'))
    .groupBy(sales.currency)
    .orderBy(sales.currency);
}

/**
 * Approved sales in fulfilment (not yet settled), per currency: those not completed yet, as an
 * Approved sale is completed exactly when its fulfilment is Settled (invariant 5); by the partial
 * index of Approved sales' completion times, not a join of every Approved sale to its fulfilment.
 */
async function inFulfilment(db: Db): Promise<CurrencyFigure[]> {
  return db
    .select({ currency: sales.currency, count: countAll(), amount: sumOf(sales.amount) })
    .from(sales)
    .where(and(eq(sales.status, 'Approved'), isNull(sales.completedUtc)))
    .groupBy(sales.currency)
    .orderBy(sales.currency);
}

/**
 * A party's dashboard in one written-out statement (ADR 006; issue 20): its pending sales, its
 * sales completed by month and in fulfilment, and a supplier's stock, each as a JSON array built
 * by PostgreSQL. Three or four statements built by drizzle on every request were one round trip
 * each and most of the server's time per dashboard. The same figures and order as the builders'
 * statements (pendingSales and inFulfilment above, Approved sales grouped by Lagos month of
 * completion, the stock as withNames joins). Completed counts a settled sale at the litres paid
 * for (sales.settled_quantity x unit price, not the ordered amount) and only with more than 0 L.
 * In fulfilment is "Approved and not yet completed": an Approved sale's completion time is set
 * exactly when its fulfilment is Settled (invariant 5, `npm run ledger:check`), and an Approved
 * sale's fulfilment is never Cancelled. Joined to every Approved sale's fulfilment instead, a
 * supplier with 1,000 sales spent about 3 ms of PostgreSQL per dashboard on the lookups; this is
 * an index-only range of the party's open sales (migration 0034).
 */
function partyDashboardStatement(party: 'customer_id' | 'supplier_id', withStock: boolean): string {
  const figures = `'currency', currency, 'count', count, 'amount', amount`;
  // A settled sale's litres paid for (as ordered if a bulk load left them out): Completed counts
  // the goods paid for, settled litres x unit price, and no sale settled for 0 L (no money moved).
  const settledLitres = 'coalesce(s.settled_quantity, s.quantity)';
  const month = `to_char((s.completed_utc at time zone 'UTC') + interval '${lagosOffsetHours} hour', 'YYYY-MM')`;
  const stock = withStock
    ? `,
  (select coalesce(json_agg(json_build_object('inventoryId', i.id, 'product', p.name, 'hub', h.name,
            'unit', p.unit, 'onHand', i.quantity, 'reserved', i.reserved) order by p.name, h.sort_order), '[]')
     from inventories i
     join products p on p.id = i.product_id
     join hubs h on h.id = i.hub_id
     join parties o on o.id = i.supplier_id
     where i.supplier_id = $1)::text as stock`
    : '';
  return `select
  (select coalesce(json_agg(json_build_object(${figures}) order by currency), '[]')
     from (select s.currency, count(*) as count, coalesce(sum(s.amount), 0) as amount
             from sales s where s.status = 'Pending' and s.${party} = $1 group by s.currency) f)::text as pending,
  (select coalesce(json_agg(json_build_object('month', month, ${figures}, 'quantity', quantity)
            order by month, currency), '[]')
     from (select ${month} as month, s.currency, count(*) as count,
                  coalesce(sum(${settledLitres} * s.unit_price), 0) as amount,
                  coalesce(sum(${settledLitres}), 0) as quantity
             from sales s
             where s.status = 'Approved' and s.completed_utc >= $2::timestamptz and s.${party} = $1
               and ${settledLitres} > 0
             group by 1, s.currency) f)::text as completed,
  (select coalesce(json_agg(json_build_object(${figures}) order by currency), '[]')
     from (select s.currency, count(*) as count, coalesce(sum(s.amount), 0) as amount
             from sales s
             where s.status = 'Approved' and s.completed_utc is null and s.${party} = $1
             group by s.currency) f)::text as fulfilling${stock}`;
}

const offtakerDashboardStatement = partyDashboardStatement('customer_id', false);
const supplierDashboardStatement = partyDashboardStatement('supplier_id', true);

type PartyDashboardRow = { pending: string; completed: string; fulfilling: string; stock?: string };

async function partyDashboardRow(deps: ReportsDeps, statement: string, partyId: string) {
  const since = lagosMonthStart(deps.clock.now(), dashboardMonthsShown - 1).toISOString();
  const [row] = await runStatement<PartyDashboardRow>(deps.db, statement, [partyId, since]);
  return {
    pending: JSON.parse(row!.pending) as CurrencyFigure[],
    completedByMonth: JSON.parse(row!.completed) as MonthFigure[],
    inFulfilment: JSON.parse(row!.fulfilling) as CurrencyFigure[],
    stock: row!.stock,
  };
}

async function offtakerDashboard(deps: ReportsDeps, partyId: string): Promise<OfftakerDashboard> {
  const { pending, completedByMonth, inFulfilment } = await partyDashboardRow(
    deps,
    offtakerDashboardStatement,
    partyId,
  );
  return { role: 'customer', pending, completedByMonth, inFulfilment };
}

type StockRow = Omit<SupplierDashboard['stock'][number], 'available'>;

async function supplierDashboard(deps: ReportsDeps, partyId: string): Promise<SupplierDashboard> {
  const { pending, completedByMonth, inFulfilment, stock } = await partyDashboardRow(
    deps,
    supplierDashboardStatement,
    partyId,
  );
  return {
    role: 'client',
    pending,
    completedByMonth,
    stock: (JSON.parse(stock ?? '[]') as StockRow[]).map((row) => ({
      ...row,
      available: row.onHand - row.reserved,
    })),
    inFulfilment,
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
    pendingSales(db),
    // Every sale settled in the months shown, at the litres paid for: the running totals (ADR 021).
    approvedSalesByCompletedMonth(
      db,
      lagosMonth(lagosMonthStart(deps.clock.now(), dashboardMonthsShown - 1)),
    ),
    // Every approved sale by hub (settled ones at the litres paid for): the running totals, a few
    // dozen rows (ADR 021).
    approvedSalesByHub(db),
    db
      .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'platform_revenue'), isNull(ledgerAccounts.partyId)))
      .orderBy(ledgerAccounts.currency),
    latestAudit(db, caller, 10),
    inFulfilment(db),
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
