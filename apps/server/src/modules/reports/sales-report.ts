import { contractOf, type SalesReport, type SalesReportFilters, type SalesReportRow } from '@gas/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { assertMayFilterByParty, type Caller, isOperator, visibleRows } from '../../lib/access.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { partyName } from '../parties/queries.ts';
import { dayRange, lagosMonthSql, withinDays } from './days.ts';
import { inKeysetBatches, type Paging, pageOffset, reportPage } from './paging.ts';
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

/**
 * The report's rows statement (issue 20): the page's sales first, from `sales` alone (`where`,
 * newest first, `limit` and `offset` as text with their `$n`), then each sale's product, hub,
 * parties, fulfilment and month bought as scalar subqueries by key. The same rows as joining them
 * (every sale has its product, hub and parties: foreign keys; a fulfilment and a contract at most
 * one each: keys). Joined, PostgreSQL searched the order of seven tables on every call: a
 * supplier's first page planned in 1.2 to 3.5 ms and ran in 0.5 to 0.9; with one table to order
 * and the rest looked up by key it plans in 0.3 to 0.6 ms (docs/performance.md, "Reads").
 */
function salesRowsStatement(where: string | undefined, limit: string, offset?: string): string {
  const party = (key: string) =>
    `(select json_build_object('kind', p.kind, 'companyName', p.company_name, 'firstName', p.first_name,
        'lastName', p.last_name) from parties p where p.id = s.${key})::text`;
  return `select s.id, s.reference, s.created_utc, s.completed_utc, s.status, s.resolution, s.customer_id,
  s.supplier_id, s.product_id, s.hub_id, s.quantity, s.unit_price, s.amount, s.fee, s.currency,
  (s.created_utc)::text as at,
  (select json_build_object('name', p.name, 'unit', p.unit) from products p where p.id = s.product_id)::text as product,
  (select h.name from hubs h where h.id = s.hub_id) as hub,
  ${party('customer_id')} as buyer,
  ${party('supplier_id')} as seller,
  (select json_build_object('method', f.method, 'status', f.status, 'delivered', f.quantity_delivered,
      'logisticsFee', f.logistics_fee, 'logisticsFeeCharged', f.logistics_fee_charged, 'settledUtc', f.settled_utc)
     from fulfilments f where f.sale_id = s.id)::text as fulfilment,
  -- the month bought as modules/bids/sale-month.ts names it (a forward contract, else the bid filled)
  coalesce((select c.delivery_month from sale_contracts c where c.sale_id = s.id),
    (select nullif(b.contract, 'Spot') from bid_fills f join bids b on b.id = f.bid_id where f.sale_id = s.id))
    as delivery_month
from (select * from sales s${where ? ` where ${where}` : ''}
      order by s.created_utc desc, s.id desc limit ${limit}${offset ? ` offset ${offset}` : ''}) s
order by s.created_utc desc, s.id desc`;
}

/** A row of salesRowsStatement as the driver gives it (bigints as text on PostgreSQL). */
type SalesStatementRow = {
  id: string;
  reference: string;
  created_utc: Date | string;
  completed_utc: Date | string | null;
  status: SalesReportRow['status'];
  resolution: SalesReportRow['resolution'];
  customer_id: string;
  supplier_id: string;
  product_id: string;
  hub_id: string;
  quantity: number | string;
  unit_price: number | string;
  amount: number | string;
  fee: number | string | null;
  currency: SalesReportRow['currency'];
  at: string;
  product: string;
  hub: string;
  buyer: string;
  seller: string;
  fulfilment: string | null;
  delivery_month: string | null;
};

type PartyNames = {
  kind: 'supplier' | 'offtaker';
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
};
type FulfilmentFigures = {
  method: NonNullable<SalesReportRow['fulfilmentMethod']>;
  status: SalesReportRow['fulfilmentStatus'];
  delivered: number | null;
  logisticsFee: number;
  logisticsFeeCharged: number | null;
  settledUtc: string | null;
};

const isoOrNull = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The contract's SalesReportRow (packages/shared contracts/reports.ts) for one statement row. */
function describeSalesRow(row: SalesStatementRow): SalesReportRow {
  const product = JSON.parse(row.product) as { name: string; unit: SalesReportRow['unit'] };
  const fulfilment = row.fulfilment === null ? null : (JSON.parse(row.fulfilment) as FulfilmentFigures);
  return {
    id: row.id,
    reference: row.reference,
    createdUtc: new Date(row.created_utc).toISOString(),
    completedUtc: isoOrNull(row.completed_utc),
    status: row.status,
    resolution: row.resolution,
    customer: { id: row.customer_id, name: partyName(JSON.parse(row.buyer) as PartyNames) },
    supplier: { id: row.supplier_id, name: partyName(JSON.parse(row.seller) as PartyNames) },
    product: { id: row.product_id, name: product.name },
    hub: { id: row.hub_id, name: row.hub },
    quantity: Number(row.quantity),
    unit: product.unit,
    unitPrice: Number(row.unit_price),
    amount: Number(row.amount),
    fee: row.fee === null ? null : Number(row.fee),
    currency: row.currency,
    fulfilmentMethod: fulfilment?.method ?? 'collection',
    fulfilmentStatus: fulfilment?.status ?? null,
    deliveredQuantity: fulfilment?.delivered ?? null,
    logisticsFee: fulfilment?.logisticsFee ?? 0,
    logisticsFeeCharged: fulfilment?.logisticsFeeCharged ?? null,
    settledUtc: isoOrNull(fulfilment?.settledUtc ?? null),
    contract: contractOf(row.delivery_month),
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
  const values = [...shape.params, query.pageSize, pageOffset(query)];
  const [rows, { totals, byMonth }] = await Promise.all([
    runStatement<SalesStatementRow>(db, statements.rows, values),
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
  const params: unknown[] = [];
  const conditions: (SQL | undefined)[] = [];
  const texts: string[] = [];
  const key: string[] = [];
  /** A condition as drizzle SQL (the months) and as text with its `$n` (the rows, salesRowsStatement). */
  const condition = (
    name: string,
    value: unknown,
    make: (value: SQL) => SQL,
    text: (param: string) => string,
  ) => {
    if (value === undefined) return;
    values[name] = value;
    params.push(value);
    key.push(name);
    conditions.push(make(sql`${sql.placeholder(name)}`));
    texts.push(text(`$${params.length}`));
  };
  const actor = caller as { role?: string; partyId?: string | null };
  if (!isOperator(caller)) {
    const owner = actor.role === 'customer' ? 'offtaker' : 'supplier';
    condition(
      owner,
      actor.partyId,
      (party) =>
        owner === 'offtaker' ? sql`${sales.customerId} = ${party}` : sql`${sales.supplierId} = ${party}`,
      (party) => (owner === 'offtaker' ? `s.customer_id = ${party}::uuid` : `s.supplier_id = ${party}::uuid`),
    );
  }
  const { start, end } = dayRange(filters.from, filters.to);
  condition(
    'start',
    start?.toISOString(),
    (at) => sql`${sales.createdUtc} >= ${at}::timestamptz`,
    (at) => `s.created_utc >= ${at}::timestamptz`,
  );
  condition(
    'end',
    end?.toISOString(),
    (at) => sql`${sales.createdUtc} < ${at}::timestamptz`,
    (at) => `s.created_utc < ${at}::timestamptz`,
  );
  condition(
    'status',
    filters.status,
    (status) => sql`${sales.status} = ${status}`,
    (status) => `s.status = ${status}::text`,
  );
  condition(
    'currency',
    filters.currency,
    (currency) => sql`${sales.currency} = ${currency}`,
    (currency) => `s.currency = ${currency}::text`,
  );
  condition(
    'productId',
    filters.productId,
    (id) => sql`${sales.productId} = ${id}`,
    (id) => `s.product_id = ${id}::uuid`,
  );
  condition(
    'hubId',
    filters.hubId,
    (id) => sql`${sales.hubId} = ${id}`,
    (id) => `s.hub_id = ${id}::uuid`,
  );
  condition(
    'partyId',
    filters.partyId,
    (id) => sql`(${sales.customerId} = ${id} or ${sales.supplierId} = ${id})`,
    (id) => `(s.customer_id = ${id}::uuid or s.supplier_id = ${id}::uuid)`,
  );
  return {
    key: key.join(','),
    where: and(...conditions),
    values,
    params,
    whereText: texts.length > 0 ? texts.join(' and ') : undefined,
  };
}

type ReportShape = ReturnType<typeof salesReportShape>;

function prepareSalesReport(db: Db, shape: ReportShape, name: string) {
  const month = lagosMonthSql(sales.createdUtc);
  const next = shape.params.length + 1;
  return {
    rows: salesRowsStatement(shape.whereText, `$${next}`, `$${next + 1}`),
    byMonth: db
      .select({ month, ...salesFigures })
      .from(sales)
      .where(shape.where)
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

function preparedSalesReport(db: Db, shape: ReportShape) {
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
    statements = prepareSalesReport(db, shape, name);
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
  salesWhere(caller, filters);
  const shape = salesReportShape(caller, filters);
  const next = shape.params.length + 1;
  const first = salesRowsStatement(shape.whereText, `$${next}`);
  const keyset = `(s.created_utc, s.id) < ($${next + 1}::timestamptz, $${next + 2}::uuid)`;
  const after = salesRowsStatement(shape.whereText ? `${shape.whereText} and ${keyset}` : keyset, `$${next}`);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await runStatement<SalesStatementRow>(
      db,
      before ? after : first,
      before ? [...shape.params, batchSize, before.at, before.id] : [...shape.params, batchSize],
    );
    return batch.map((row) => ({ item: describeSalesRow(row), key: { at: row.at, id: row.id } }));
  });
}
