import { contractOf, type SalesReport, type SalesReportFilters, type SalesReportRow } from '@gas/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { hubs, parties, products, sales } from '../../db/schema.ts';
import { saleContracts } from '../../db/schema-forwards.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { assertMayFilterByParty, type Caller, isOperator, visibleRows } from '../../lib/access.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { saleMonthSql } from '../bids/sale-month.ts';
import { partyName } from '../parties/queries.ts';
import { dayRange, lagosMonthSql, withinDays } from './days.ts';
import { inKeysetBatches, olderThan, type Paging, pageOffset, reportPage, timestampKey } from './paging.ts';
import { everySaleTotals } from './sales-totals.ts';

// The sales report (GET reports/sales and reports/sales.csv): offtakers see their purchases,
// suppliers the sales of their inventories, operators all of them. A benchmarked read
// (docs/performance.md): its statements are built once per filter combination and prepared, and
// the operators' unfiltered totals come from the running totals (ADR 021). Measure before reshaping it.

/** Which sales the caller's report holds (also the energy total's rows, modules/units/sales-energy.ts). */
export function salesWhere(caller: Caller, filters: SalesReportFilters): SQL | undefined {
  assertMayFilterByParty(caller, filters.partyId);
  return and(
    visibleRows(
      caller,
      { offtaker: sales.customerId, supplier: sales.supplierId },
      'You are not allowed to see sales',
    ),
    ...withinDays(sales.createdUtc, filters.from, filters.to),
    filters.status ? eq(sales.status, filters.status) : undefined,
    filters.currency ? eq(sales.currency, filters.currency) : undefined,
    filters.productId ? eq(sales.productId, filters.productId) : undefined,
    filters.hubId ? eq(sales.hubId, filters.hubId) : undefined,
    filters.partyId
      ? or(eq(sales.customerId, filters.partyId), eq(sales.supplierId, filters.partyId))
      : undefined,
  );
}

const buyer = alias(parties, 'buyer');
const seller = alias(parties, 'seller');

function salesRowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      sale: sales,
      product: products,
      hub: hubs,
      buyer,
      seller,
      fulfilment: {
        method: fulfilments.method,
        status: fulfilments.status,
        delivered: fulfilments.quantityDelivered,
        logisticsFee: fulfilments.logisticsFee,
        logisticsFeeCharged: fulfilments.logisticsFeeCharged,
        settledUtc: fulfilments.settledUtc,
      },
      deliveryMonth: saleMonthSql(saleContracts.deliveryMonth, sales.id),
      at: timestampKey(sales.createdUtc),
    })
    .from(sales)
    .leftJoin(fulfilments, eq(fulfilments.saleId, sales.id))
    .leftJoin(saleContracts, eq(saleContracts.saleId, sales.id))
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(buyer, eq(buyer.id, sales.customerId))
    .innerJoin(seller, eq(seller.id, sales.supplierId))
    .where(where)
    .orderBy(desc(sales.createdUtc), desc(sales.id));
}

type SalesJoinedRow = Awaited<ReturnType<ReturnType<typeof salesRowsQuery>['execute']>>[number];

/** The contract's SalesReportRow (packages/shared contracts/reports.ts) for one joined row. */
function describeSalesRow({
  sale,
  product,
  hub,
  fulfilment,
  deliveryMonth,
  ...row
}: SalesJoinedRow): SalesReportRow {
  return {
    id: sale.id,
    reference: sale.reference,
    createdUtc: sale.createdUtc.toISOString(),
    completedUtc: sale.completedUtc?.toISOString() ?? null,
    status: sale.status,
    resolution: sale.resolution,
    customer: { id: sale.customerId, name: partyName(row.buyer) },
    supplier: { id: sale.supplierId, name: partyName(row.seller) },
    product: { id: product.id, name: product.name },
    hub: { id: hub.id, name: hub.name },
    quantity: sale.quantity,
    unit: product.unit,
    unitPrice: sale.unitPrice,
    amount: sale.amount,
    fee: sale.fee,
    currency: sale.currency,
    fulfilmentMethod: fulfilment?.method ?? 'collection',
    fulfilmentStatus: fulfilment?.status ?? null,
    deliveredQuantity: fulfilment?.delivered ?? null,
    logisticsFee: fulfilment?.logisticsFee ?? 0,
    logisticsFeeCharged: fulfilment?.logisticsFeeCharged ?? null,
    settledUtc: fulfilment?.settledUtc?.toISOString() ?? null,
    contract: contractOf(deliveryMonth),
  };
}

const salesFigures = {
  currency: sales.currency,
  count: countAll(),
  quantity: sumOf(sales.quantity),
  amount: sumOf(sales.amount),
  fee: sumOf(sales.fee),
};

/** One page of the sales the caller may see, with the totals and months of every matching sale. */
export async function salesReport(
  db: Db,
  caller: Caller,
  query: SalesReportFilters & Paging,
): Promise<SalesReport> {
  const where = salesWhere(caller, query);
  const shape = salesReportShape(caller, query);
  const statements = preparedSalesReport(db, shape);
  const [rows, { totals, byMonth }] = await Promise.all([
    statements.rows.execute({ ...shape.values, limit: query.pageSize, offset: pageOffset(query) }),
    // Every sale (an operator, no filter): the running totals, a few dozen rows (ADR 021).
    // Filters narrow the scan, so a filtered report still groups the sales that match.
    where === undefined
      ? everySaleTotals(db)
      : statements.byMonth
          .execute(shape.values)
          .then((byMonth) => ({ totals: totalsOfMonths(byMonth), byMonth })),
  ]);
  return reportPage(query, rows.map(describeSalesRow), totals, byMonth);
}

/**
 * The report's conditions with placeholders for their values (issue 20): the same conditions as
 * salesWhere (which has checked the caller's access by now), keyed by which of them apply, so
 * each shape's statements are built by drizzle once and not on every request.
 */
function salesReportShape(caller: Caller, filters: SalesReportFilters) {
  const values: Record<string, unknown> = {};
  const conditions: (SQL | undefined)[] = [];
  const key: string[] = [];
  const condition = (name: string, value: unknown, make: (value: SQL) => SQL) => {
    if (value === undefined) return;
    values[name] = value;
    key.push(name);
    conditions.push(make(sql`${sql.placeholder(name)}`));
  };
  const actor = caller as { role?: string; partyId?: string | null };
  if (!isOperator(caller)) {
    const owner = actor.role === 'customer' ? 'offtaker' : 'supplier';
    condition(owner, actor.partyId, (party) =>
      owner === 'offtaker' ? sql`${sales.customerId} = ${party}` : sql`${sales.supplierId} = ${party}`,
    );
  }
  const { start, end } = dayRange(filters.from, filters.to);
  condition('start', start?.toISOString(), (at) => sql`${sales.createdUtc} >= ${at}::timestamptz`);
  condition('end', end?.toISOString(), (at) => sql`${sales.createdUtc} < ${at}::timestamptz`);
  condition('status', filters.status, (status) => sql`${sales.status} = ${status}`);
  condition('currency', filters.currency, (currency) => sql`${sales.currency} = ${currency}`);
  condition('productId', filters.productId, (id) => sql`${sales.productId} = ${id}`);
  condition('hubId', filters.hubId, (id) => sql`${sales.hubId} = ${id}`);
  condition(
    'partyId',
    filters.partyId,
    (id) => sql`(${sales.customerId} = ${id} or ${sales.supplierId} = ${id})`,
  );
  return { key: key.join(','), where: and(...conditions), values };
}

function prepareSalesReport(db: Db, where: SQL | undefined, name: string) {
  const month = lagosMonthSql(sales.createdUtc);
  return {
    rows: salesRowsQuery(db, where)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_rows`),
    byMonth: db
      .select({ month, ...salesFigures })
      .from(sales)
      .where(where)
      .groupBy(month, sales.currency)
      .orderBy(month, sales.currency)
      .prepare(`${name}_months`),
  };
}

type MonthFigures = {
  month: string;
  currency: SalesReport['totals'][number]['currency'];
  count: number;
  quantity: number;
  amount: number;
  fee: number;
};

/**
 * The totals per currency of the matching sales, added up from their months (one statement fewer
 * per report; the same sums as grouping the sales by currency), in order of currency.
 */
function totalsOfMonths(byMonth: MonthFigures[]): SalesReport['totals'] {
  const totals = new Map<string, SalesReport['totals'][number]>();
  for (const { currency, count, quantity, amount, fee } of byMonth) {
    const total = totals.get(currency);
    if (total) {
      total.count += count;
      total.quantity += quantity;
      total.amount += amount;
      total.fee += fee;
    } else totals.set(currency, { currency, count, quantity, amount, fee });
  }
  return [...totals.values()].sort((left, right) => (left.currency < right.currency ? -1 : 1));
}

/** Each database handle's prepared report statements by shape; each shape's statement names. */
const preparedReports = new WeakMap<Db, Map<string, ReturnType<typeof prepareSalesReport>>>();
const shapeNames = new Map<string, string>();

function preparedSalesReport(db: Db, shape: ReturnType<typeof salesReportShape>) {
  let byShape = preparedReports.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedReports.set(db, byShape);
  }
  let statements = byShape.get(shape.key);
  if (!statements) {
    let name = shapeNames.get(shape.key);
    if (!name) {
      name = `gas_sales_report_${shapeNames.size}`;
      shapeNames.set(shape.key, name);
    }
    statements = prepareSalesReport(db, shape.where, name);
    byShape.set(shape.key, statements);
  }
  return statements;
}

/** The totals and months of the sales matching `where`, grouped from the sales themselves. */
export async function matchingSalesTotals(db: Db, where: SQL | undefined) {
  const month = lagosMonthSql(sales.createdUtc);
  const [totals, byMonth] = await Promise.all([
    db.select(salesFigures).from(sales).where(where).groupBy(sales.currency).orderBy(sales.currency),
    db
      .select({ month, ...salesFigures })
      .from(sales)
      .where(where)
      .groupBy(month, sales.currency)
      .orderBy(month, sales.currency),
  ]);
  return { totals, byMonth };
}

/**
 * Every sale matching the filters, newest first, read in keyset batches so memory stays flat
 * however many rows match. Access and filters are checked now, before anything is streamed.
 */
export function allSalesRows(
  db: Db,
  caller: Caller,
  filters: SalesReportFilters,
  batchSize = 1000,
): AsyncGenerator<SalesReportRow> {
  const where = salesWhere(caller, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await salesRowsQuery(db, and(where, olderThan(sales.createdUtc, sales.id, before))).limit(
      batchSize,
    );
    return batch.map((row) => ({ item: describeSalesRow(row), key: { at: row.at, id: row.sale.id } }));
  });
}
