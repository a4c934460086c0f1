import type {
  Currency,
  DepositReportRow,
  DepositsReport,
  DepositsReportFilters,
  SalesReport,
  SalesReportFilters,
  SalesReportRow,
  StatementRow,
  SupplierStatement,
} from '@gas/shared';
import { and, desc, eq, gte, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  hubs,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  parties,
  payments,
  products,
  sales,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { partyName } from '../parties/service.ts';
import { dayRange, lagosMonthSql } from './days.ts';

export type Paging = { page: number; pageSize: number };

function between(column: PgColumn, from?: string, to?: string): SQL[] {
  const range = dayRange(from, to);
  return [
    range.start ? gte(column, range.start) : undefined,
    range.end ? lt(column, range.end) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

function onlyOperatorsFilterByParty(actor: Actor, partyId: string | undefined) {
  if (partyId && actor.role !== 'admin') {
    throw new AppError('validation', 'Only operators can filter by party', 'partyId');
  }
}

// ---- Exports: newest first, in keyset batches

/** Where a keyset batch starts: the timestamp (as PostgreSQL's text) and id of the last row read. */
type Keyset = { at: string; id: string };

/**
 * A timestamp as PostgreSQL's own text, for keysets: a JavaScript Date drops the microseconds a
 * timestamp written by SQL may carry, and the next batch would then skip rows.
 */
const timestampKey = (column: SQLWrapper) => sql<string>`(${column})::text`;

/** Rows strictly older than the keyset, in (timestamp, id) order. */
function olderThan(at: SQLWrapper, id: SQLWrapper, before: Keyset | undefined): SQL | undefined {
  return before ? sql`(${at}, ${id}) < (${before.at}::timestamptz, ${before.id})` : undefined;
}

/**
 * Reads a newest-first query batch after batch until a short one. Memory stays flat however many
 * rows match, and a row landing during the export (newer than the cursor) is never read twice.
 */
async function* inKeysetBatches<Item>(
  batchSize: number,
  read: (before: Keyset | undefined) => Promise<{ item: Item; key: Keyset }[]>,
): AsyncGenerator<Item> {
  let before: Keyset | undefined;
  for (;;) {
    const batch = await read(before);
    for (const { item } of batch) yield item;
    if (batch.length < batchSize) return;
    before = batch.at(-1)!.key;
  }
}

// ---- Sales

/** Offtakers see their purchases, suppliers the sales of their inventories, operators all. */
function salesScope(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'customer' && actor.partyId) return eq(sales.customerId, actor.partyId);
  if (actor.role === 'client' && actor.partyId) return eq(sales.supplierId, actor.partyId);
  throw new AppError('forbidden', 'You are not allowed to see sales');
}

function salesWhere(actor: Actor, filters: SalesReportFilters): SQL | undefined {
  onlyOperatorsFilterByParty(actor, filters.partyId);
  return and(
    salesScope(actor),
    ...between(sales.createdUtc, filters.from, filters.to),
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
    .select({ sale: sales, product: products, hub: hubs, buyer, seller, at: timestampKey(sales.createdUtc) })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(buyer, eq(buyer.id, sales.customerId))
    .innerJoin(seller, eq(seller.id, sales.supplierId))
    .where(where)
    .orderBy(desc(sales.createdUtc), desc(sales.id));
}

type SalesJoinedRow = Awaited<ReturnType<ReturnType<typeof salesRowsQuery>['execute']>>[number];

function describeSalesRow({ sale, product, hub, ...row }: SalesJoinedRow): SalesReportRow {
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
  };
}

const salesFigures = {
  currency: sales.currency,
  count: countAll(),
  quantity: sumOf(sales.quantity),
  amount: sumOf(sales.amount),
  fee: sumOf(sales.fee),
};

export async function salesReport(
  db: Db,
  actor: Actor,
  query: SalesReportFilters & Paging,
): Promise<SalesReport> {
  const where = salesWhere(actor, query);
  const month = lagosMonthSql(sales.createdUtc);
  const [rows, totals, byMonth] = await Promise.all([
    salesRowsQuery(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select(salesFigures).from(sales).where(where).groupBy(sales.currency).orderBy(sales.currency),
    db
      .select({ month, ...salesFigures })
      .from(sales)
      .where(where)
      .groupBy(month, sales.currency)
      .orderBy(month, sales.currency),
  ]);
  return {
    rows: rows.map(describeSalesRow),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    totals,
    byMonth,
  };
}

/**
 * Every sale matching the filters, newest first, read in keyset batches so memory stays flat
 * however many rows match. Access and filters are checked now, before anything is streamed.
 */
export function allSalesRows(
  db: Db,
  actor: Actor,
  filters: SalesReportFilters,
  batchSize = 1000,
): AsyncGenerator<SalesReportRow> {
  const where = salesWhere(actor, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await salesRowsQuery(db, and(where, olderThan(sales.createdUtc, sales.id, before))).limit(
      batchSize,
    );
    return batch.map((row) => ({ item: describeSalesRow(row), key: { at: row.at, id: row.sale.id } }));
  });
}

// ---- Deposits (operators and offtakers)

function depositsWhere(actor: Actor, filters: DepositsReportFilters): SQL | undefined {
  onlyOperatorsFilterByParty(actor, filters.partyId);
  let scope: SQL | undefined;
  if (actor.role === 'customer' && actor.partyId) scope = eq(payments.customerId, actor.partyId);
  else if (actor.role !== 'admin')
    throw new AppError('forbidden', 'Only offtakers and operators have deposits');
  return and(
    eq(payments.flow, 'Credit'),
    scope,
    ...between(payments.createdUtc, filters.from, filters.to),
    filters.status ? eq(payments.status, filters.status) : undefined,
    filters.currency ? eq(payments.currency, filters.currency) : undefined,
    filters.partyId ? eq(payments.customerId, filters.partyId) : undefined,
  );
}

function depositRowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ payment: payments, party: parties, at: timestampKey(payments.createdUtc) })
    .from(payments)
    .innerJoin(parties, eq(parties.id, payments.customerId))
    .where(where)
    .orderBy(desc(payments.createdUtc), desc(payments.id));
}

type DepositJoinedRow = Awaited<ReturnType<ReturnType<typeof depositRowsQuery>['execute']>>[number];

function describeDepositRow({ payment, party }: DepositJoinedRow): DepositReportRow {
  return {
    id: payment.id,
    reference: payment.reference,
    createdUtc: payment.createdUtc.toISOString(),
    processedUtc: payment.processedUtc?.toISOString() ?? null,
    status: payment.status as DepositReportRow['status'],
    customer: { id: payment.customerId, name: partyName(party) },
    amount: payment.amount,
    currency: payment.currency,
  };
}

const depositFigures = {
  currency: payments.currency,
  count: countAll(),
  amount: sumOf(payments.amount),
  approvedAmount: sumOf(sql`case when ${payments.status} = 'Approved' then ${payments.amount} end`),
};

export async function depositsReport(
  db: Db,
  actor: Actor,
  query: DepositsReportFilters & Paging,
): Promise<DepositsReport> {
  const where = depositsWhere(actor, query);
  const month = lagosMonthSql(payments.createdUtc);
  const [rows, totals, byMonth] = await Promise.all([
    depositRowsQuery(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select(depositFigures)
      .from(payments)
      .where(where)
      .groupBy(payments.currency)
      .orderBy(payments.currency),
    db
      .select({ month, ...depositFigures })
      .from(payments)
      .where(where)
      .groupBy(month, payments.currency)
      .orderBy(month, payments.currency),
  ]);
  return {
    kind: 'deposits',
    rows: rows.map(describeDepositRow),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    totals,
    byMonth,
  };
}

/** Every deposit matching the filters, like allSalesRows. */
export function allDepositRows(
  db: Db,
  actor: Actor,
  filters: DepositsReportFilters,
  batchSize = 1000,
): AsyncGenerator<DepositReportRow> {
  const where = depositsWhere(actor, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await depositRowsQuery(
      db,
      and(where, olderThan(payments.createdUtc, payments.id, before)),
    ).limit(batchSize);
    return batch.map((row) => ({ item: describeDepositRow(row), key: { at: row.at, id: row.payment.id } }));
  });
}

// ---- The supplier's settlement wallet statement, read from the ledger

/**
 * Every entry on the supplier's settlement wallets with the balance after it. The running
 * balance is computed over the whole history first, then filtered, so a date range still shows
 * the true balances.
 */
function statementLines(db: Db, supplierId: string) {
  const settledUtc = sql<Date>`coalesce(${sales.completedUtc}, ${ledgerEntries.createdUtc})`;
  return db.$with('statement_lines').as(
    db
      .select({
        id: ledgerEntries.id,
        saleId: sql<string | null>`${sales.id}`.as('sale_id'),
        net: ledgerEntries.amount,
        settledUtc: settledUtc.as('settled_utc'),
        settledKey: timestampKey(settledUtc).as('settled_key'),
        reference: ledgerTransactions.reference,
        kind: ledgerTransactions.kind,
        currency: ledgerAccounts.currency,
        gross: sql<number>`coalesce(${sales.amount}, ${ledgerEntries.amount})`.as('gross'),
        fee: sql<number>`coalesce(${sales.fee}, 0)`.as('fee'),
        balanceAfter: sql<number>`sum(${ledgerEntries.amount}) over (
          partition by ${ledgerEntries.accountId} order by ${settledUtc}, ${ledgerEntries.id})`.as(
          'balance_after',
        ),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .leftJoin(sales, eq(sales.reference, ledgerTransactions.reference))
      .where(and(eq(ledgerAccounts.kind, 'supplier_wallet'), eq(ledgerAccounts.partyId, supplierId))),
  );
}

type StatementFilters = Pick<DepositsReportFilters, 'from' | 'to' | 'currency'>;

function statementWhere(lines: ReturnType<typeof statementLines>, filters: StatementFilters) {
  const range = dayRange(filters.from, filters.to);
  return and(
    range.start ? gte(lines.settledUtc, range.start) : undefined,
    range.end ? lt(lines.settledUtc, range.end) : undefined,
    filters.currency ? eq(lines.currency, filters.currency) : undefined,
  );
}

function describeStatementRow(row: {
  id: string;
  saleId: string | null;
  reference: string;
  kind: string;
  settledUtc: Date | string;
  currency: Currency;
  gross: number | string;
  fee: number | string;
  net: number | string;
  balanceAfter: number | string;
}): StatementRow {
  return {
    id: row.id,
    saleId: row.saleId,
    reference: row.reference,
    createdUtc: new Date(row.settledUtc).toISOString(),
    description: row.kind === 'settlement' ? `Settlement of sale ${row.reference}` : row.kind,
    gross: Number(row.gross),
    fee: Number(row.fee),
    net: Number(row.net),
    balanceAfter: Number(row.balanceAfter),
    currency: row.currency,
  };
}

function statementSupplierId(actor: Actor): string {
  if (actor.role !== 'client' || !actor.partyId) {
    throw new AppError('forbidden', 'Only suppliers have a settlement statement');
  }
  return actor.partyId;
}

export async function supplierStatement(
  db: Db,
  actor: Actor,
  query: StatementFilters & Paging,
): Promise<SupplierStatement> {
  const lines = statementLines(db, statementSupplierId(actor));
  const where = statementWhere(lines, query);
  const figures = {
    currency: lines.currency,
    count: countAll(),
    gross: sumOf(lines.gross),
    fee: sumOf(lines.fee),
    net: sumOf(lines.net),
  };
  const month = lagosMonthSql(lines.settledUtc);
  const [rows, totals, byMonth] = await Promise.all([
    db
      .with(lines)
      .select()
      .from(lines)
      .where(where)
      .orderBy(desc(lines.settledUtc), desc(lines.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.with(lines).select(figures).from(lines).where(where).groupBy(lines.currency).orderBy(lines.currency),
    db
      .with(lines)
      .select({ month, ...figures })
      .from(lines)
      .where(where)
      .groupBy(month, lines.currency)
      .orderBy(month, lines.currency),
  ]);
  return {
    kind: 'statement',
    rows: rows.map(describeStatementRow),
    total: totals.reduce((sum, total) => sum + total.count, 0),
    page: query.page,
    pageSize: query.pageSize,
    totals,
    byMonth,
  };
}

/** Every statement line matching the filters, like allSalesRows. */
export function allStatementRows(
  db: Db,
  actor: Actor,
  filters: StatementFilters,
  batchSize = 1000,
): AsyncGenerator<StatementRow> {
  const lines = statementLines(db, statementSupplierId(actor));
  const where = statementWhere(lines, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await db
      .with(lines)
      .select()
      .from(lines)
      .where(and(where, olderThan(lines.settledUtc, lines.id, before)))
      .orderBy(desc(lines.settledUtc), desc(lines.id))
      .limit(batchSize);
    return batch.map((row) => ({ item: describeStatementRow(row), key: { at: row.settledKey, id: row.id } }));
  });
}
