import { contractOf, type SalesReport, type SalesReportFilters, type SalesReportRow } from '@gas/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { runStatement } from '../../db/statement.ts';
import { assertMayFilterByParty, type Caller, readingParty, visibleRows } from '../../lib/access.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { saleMonthText } from '../bids/sale-month.ts';
import { partyName } from '../parties/queries.ts';
import { dayRange, lagosMonthSql, lagosOffsetHours, withinDays } from './days.ts';
import { inKeysetBatches, type Paging, pageOffset, reportPage } from './paging.ts';
import { everySaleTotals } from './sales-totals.ts';

// The sales report (GET reports/sales and reports/sales.csv): offtakers see their purchases,
// suppliers the sales of their inventories, operators all of them. A benchmarked read
// (docs/performance.md): a filtered page is one statement per filter combination (its rows and
// months as JSON), written once and prepared; the operators' unfiltered totals come from the
// running totals (ADR 021). Measure before reshaping it.

const salesRefusal = 'You are not allowed to see sales';

/** Which sales the caller's report holds (also the energy total's rows, modules/units/sales-energy.ts). */
export function salesWhere(caller: Caller, filters: SalesReportFilters): SQL | undefined {
  assertMayFilterByParty(caller, filters.partyId);
  return and(
    visibleRows(caller, { offtaker: sales.customerId, supplier: sales.supplierId }, salesRefusal),
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
 * `nested`: product, parties and fulfilment as JSON text (a row read by the driver) or as JSON
 * (a row inside salesPageStatement's array).
 */
function salesRowsStatement(
  where: string | undefined,
  limit: string,
  offset?: string,
  nested: 'text' | 'json' = 'text',
): string {
  const cast = nested === 'text' ? '::text' : '';
  const party = (key: string) => `(select ${partyNames} from parties p where p.id = s.${key})${cast}`;
  return `select ${saleColumns(cast, {
    product: `(select ${productNames('p')} from products p where p.id = s.product_id)${cast}`,
    hub: '(select h.name from hubs h where h.id = s.hub_id)',
    buyer: party('customer_id'),
    seller: party('supplier_id'),
  })}
from (select * from sales s${where ? ` where ${where}` : ''}
      order by s.created_utc desc, s.id desc limit ${limit}${offset ? ` offset ${offset}` : ''}) s
order by s.created_utc desc, s.id desc`;
}

const partyNames = `json_build_object('kind', p.kind, 'companyName', p.company_name, 'firstName', p.first_name,
  'lastName', p.last_name)`;
const productNames = (alias: string) => `json_build_object('name', ${alias}.name, 'unit', ${alias}.unit)`;

/** A report row's columns from the sale `s`, with its product, hub and parties as given. */
function saleColumns(cast: string, named: { product: string; hub: string; buyer: string; seller: string }) {
  return `s.id, s.reference, s.created_utc, s.completed_utc, s.status, s.resolution, s.customer_id,
  s.supplier_id, s.product_id, s.hub_id, s.quantity, s.unit_price, s.amount, s.fee, s.currency,
  (s.created_utc)::text as at,
  ${named.product} as product,
  ${named.hub} as hub,
  ${named.buyer} as buyer,
  ${named.seller} as seller,
  (select json_build_object('method', f.method, 'status', f.status, 'delivered', f.quantity_delivered,
      'logisticsFee', f.logistics_fee, 'logisticsFeeCharged', f.logistics_fee_charged, 'settledUtc', f.settled_utc)
     from fulfilments f where f.sale_id = s.id)${cast} as fulfilment,
  ${saleMonthText('(select c.delivery_month from sale_contracts c where c.sale_id = s.id)', 's.id')} as delivery_month`;
}

/**
 * A CSV batch as one JSON array, newest first: salesRowsStatement's rows (the same JSON, the
 * report tests compare them), with each party's names built once per batch and the product and
 * hub joined, not looked up per row. A supplier's month of 84 rows names one seller, one product
 * and a few hubs and buyers: about half the lookups by key (issue 20, the CSV at scale).
 */
function csvBatchStatement(where: string | undefined, limit: string): string {
  return `with page as materialized (
  select * from sales s${where ? ` where ${where}` : ''} order by s.created_utc desc, s.id desc limit ${limit}
), names as materialized (
  select p.id, ${partyNames} as names
  from parties p where p.id in (select customer_id from page union select supplier_id from page)
)
select (select coalesce(json_agg(r order by r.created_utc desc, r.id desc), '[]')
  from (select ${saleColumns('', { product: productNames('pr'), hub: 'h.name', buyer: 'b.names', seller: 'sp.names' })}
    from page s join products pr on pr.id = s.product_id join hubs h on h.id = s.hub_id
      join names b on b.id = s.customer_id join names sp on sp.id = s.supplier_id) r)::text as rows`;
}

/** salesRowsStatement's rows as one JSON array, newest first (parsed once, not row by row). */
function salesRowsArray(where: string | undefined, limit: string, offset?: string): string {
  return `select coalesce(json_agg(r order by r.created_utc desc, r.id desc), '[]')
     from (${salesRowsStatement(where, limit, offset, 'json')}) r`;
}

/**
 * A page of a filtered report in one statement (issue 20): the page's rows and the months of
 * every matching sale, each as a JSON array built by PostgreSQL. One round trip and one parse,
 * where two statements cost the server a second query's work and four parses per row. The
 * months are grouped by their first moment and formatted once each (the same groups as
 * lagosMonthSql per sale, at about a third less of PostgreSQL's time).
 */
function salesPageStatement(where: string, limit: string, offset?: string): string {
  const start = `date_trunc('month', (s.created_utc at time zone 'UTC') + interval '${lagosOffsetHours} hour')`;
  return `select
  (${salesRowsArray(where, limit, offset)})::text as rows,
  (select coalesce(json_agg(json_build_object('month', to_char(m.start, 'YYYY-MM'), 'currency', m.currency,
        'count', m.count, 'quantity', m.quantity, 'amount', m.amount, 'fee', m.fee)
        order by m.start, m.currency), '[]')
     from (select ${start} as start, s.currency, count(*) as count, coalesce(sum(s.quantity), 0) as quantity,
             coalesce(sum(s.amount), 0) as amount, coalesce(sum(s.fee), 0) as fee
           from sales s where ${where}
           group by 1, s.currency) m)::text as months`;
}

/** A nested value: JSON text in a row the driver reads, the value itself in a page's array. */
type Nested<T> = string | T;
const nested = <T>(value: Nested<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * A row of salesRowsStatement as the driver gives it (bigints as text on PostgreSQL), or as
 * salesPageStatement's JSON has it (numbers, timestamps as ISO text).
 */
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
  product: Nested<{ name: string; unit: SalesReportRow['unit'] }>;
  hub: string;
  buyer: Nested<PartyNames>;
  seller: Nested<PartyNames>;
  fulfilment: Nested<FulfilmentFigures> | null;
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
  const product = nested(row.product);
  const fulfilment = row.fulfilment === null ? null : nested(row.fulfilment);
  return {
    id: row.id,
    reference: row.reference,
    createdUtc: new Date(row.created_utc).toISOString(),
    completedUtc: isoOrNull(row.completed_utc),
    status: row.status,
    resolution: row.resolution,
    customer: { id: row.customer_id, name: partyName(nested(row.buyer)) },
    supplier: { id: row.supplier_id, name: partyName(nested(row.seller)) },
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
  const shape = salesReportShape(caller, query);
  const offset = pageOffset(query);
  const values = offset === 0 ? shape.params : [...shape.params, offset];
  if (shape.whereText === undefined) {
    // Every sale (an operator, no filter): the running totals, a few dozen rows (ADR 021).
    const [rows, { totals, byMonth }] = await Promise.all([
      runStatement<SalesStatementRow>(db, reportStatement(shape, query.pageSize, offset, 'rows'), values),
      everySaleTotals(db),
    ]);
    return reportPage(query, rows.map(describeSalesRow), totals, byMonth);
  }
  // Filters narrow the scan, so a filtered report groups the sales that match.
  const [page] = await runStatement<{ rows: string; months: string }>(
    db,
    reportStatement(shape, query.pageSize, offset, 'page'),
    values,
  );
  const byMonth = JSON.parse(page!.months) as MonthFigures[];
  const rows = JSON.parse(page!.rows) as SalesStatementRow[];
  return reportPage(query, rows.map(describeSalesRow), totalsOfMonths(byMonth), byMonth);
}

/**
 * Each shape's statement texts, kept (the same text object each call, so its prepared
 * statement's name is found at once: db/client.ts). The page size is written in and the offset
 * is left out of a first page: PostgreSQL then keeps one generic plan for it, where with the
 * limit and offset as parameters it planned the statement again on every call (0.2 to 0.3 ms,
 * more than running it; docs/performance.md). Sizes are 10 to 30 (the contract).
 */
const reportStatements = new Map<string, string>();

function reportStatement(shape: ReportShape, pageSize: number, offset: number, kind: 'rows' | 'page') {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`page size ${pageSize}`);
  const key = `${kind}|${shape.key}|${pageSize}|${offset > 0}`;
  let text = reportStatements.get(key);
  if (text === undefined) {
    const offsetParam = offset > 0 ? `$${shape.params.length + 1}` : undefined;
    text =
      kind === 'page'
        ? salesPageStatement(shape.whereText!, String(pageSize), offsetParam)
        : salesRowsStatement(shape.whereText, String(pageSize), offsetParam);
    reportStatements.set(key, text);
  }
  return text;
}

/**
 * The report's conditions as text with a `$n` per value (issue 20): the same conditions and
 * access checks as salesWhere, keyed by which of them apply, so each shape's statements are
 * written once and not on every request.
 */
function salesReportShape(caller: Caller, filters: SalesReportFilters) {
  const params: unknown[] = [];
  const texts: string[] = [];
  const key: string[] = [];
  const condition = (name: string, value: unknown, text: (param: string) => string) => {
    if (value === undefined) return;
    params.push(value);
    key.push(name);
    texts.push(text(`$${params.length}`));
  };
  assertMayFilterByParty(caller, filters.partyId);
  const reader = readingParty(caller, salesRefusal);
  if (reader) {
    const owner = reader.side === 'offtaker' ? 'customer_id' : 'supplier_id';
    condition(owner, reader.partyId, (party) => `s.${owner} = ${party}::uuid`);
  }
  const { start, end } = dayRange(filters.from, filters.to);
  condition('start', start?.toISOString(), (at) => `s.created_utc >= ${at}::timestamptz`);
  condition('end', end?.toISOString(), (at) => `s.created_utc < ${at}::timestamptz`);
  condition('status', filters.status, (status) => `s.status = ${status}::text`);
  condition('currency', filters.currency, (currency) => `s.currency = ${currency}::text`);
  condition('productId', filters.productId, (id) => `s.product_id = ${id}::uuid`);
  condition('hubId', filters.hubId, (id) => `s.hub_id = ${id}::uuid`);
  condition(
    'partyId',
    filters.partyId,
    (id) => `(s.customer_id = ${id}::uuid or s.supplier_id = ${id}::uuid)`,
  );
  return { key: key.join(','), params, whereText: texts.length > 0 ? texts.join(' and ') : undefined };
}

type ReportShape = ReturnType<typeof salesReportShape>;

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
  const shape = salesReportShape(caller, filters);
  const { first, after } = csvBatchStatements(shape, batchSize);
  return inKeysetBatches(batchSize, async (before) => {
    const [result] = await runStatement<{ rows: string }>(
      db,
      before ? after : first,
      before ? [...shape.params, before.at, before.id] : shape.params,
    );
    const batch = JSON.parse(result!.rows) as SalesStatementRow[];
    return batch.map((row) => ({ item: describeSalesRow(row), key: { at: row.at, id: row.id } }));
  });
}

/** Each shape's keyset batch statements, written once (as reportStatements). */
const csvStatements = new Map<string, { first: string; after: string }>();

function csvBatchStatements(shape: ReportShape, batchSize: number) {
  // The batch size written in, not a parameter, so PostgreSQL can keep a generic plan (as the
  // report's first page, above).
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batch size ${batchSize}`);
  const key = `${shape.key}|${batchSize}`;
  let statements = csvStatements.get(key);
  if (statements === undefined) {
    // Each batch as one JSON array (a supplier's month of 84 rows: one parse, not four per row).
    const batchStatement = (where: string | undefined) => csvBatchStatement(where, String(batchSize));
    const next = shape.params.length + 1;
    const keyset = `(s.created_utc, s.id) < ($${next}::timestamptz, $${next + 1}::uuid)`;
    statements = {
      first: batchStatement(shape.whereText),
      after: batchStatement(shape.whereText ? `${shape.whereText} and ${keyset}` : keyset),
    };
    csvStatements.set(key, statements);
  }
  return statements;
}
