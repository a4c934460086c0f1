import type {
  DepositReportRow,
  DepositsReport,
  DepositsReportAnswer,
  DepositsReportFilters,
} from '@gas/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, payments } from '../../db/schema.ts';
import {
  assertMayFilterByParty,
  type Caller,
  readsSettlementStatement,
  visibleRows,
} from '../../lib/access.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { partyName } from '../parties/queries.ts';
import { lagosMonthSql, withinDays } from './days.ts';
import { inKeysetBatches, olderThan, type Paging, pageOffset, reportPage, timestampKey } from './paging.ts';
import { refuseFiltersTheStatementLacks, supplierStatement } from './statement.ts';

// The deposits report (GET reports/deposits and reports/deposits.csv): an offtaker's own
// deposits, or every offtaker's for an operator. A supplier reads its settlement statement there.

function depositsWhere(caller: Caller, filters: DepositsReportFilters): SQL | undefined {
  assertMayFilterByParty(caller, filters.partyId);
  const scope = visibleRows(
    caller,
    { offtaker: payments.customerId },
    'Only offtakers and operators have deposits',
  );
  return and(
    eq(payments.flow, 'Credit'),
    scope,
    ...withinDays(payments.createdUtc, filters.from, filters.to),
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

/** The contract's DepositReportRow (packages/shared contracts/reports.ts) for one joined row. */
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

/** One page of the deposits the caller may see, with the totals and months of every matching one. */
export async function depositsReport(
  db: Db,
  caller: Caller,
  query: DepositsReportFilters & Paging,
): Promise<DepositsReport> {
  const where = depositsWhere(caller, query);
  const month = lagosMonthSql(payments.createdUtc);
  const [rows, totals, byMonth] = await Promise.all([
    depositRowsQuery(db, where).limit(query.pageSize).offset(pageOffset(query)),
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
  return { kind: 'deposits', ...reportPage(query, rows.map(describeDepositRow), totals, byMonth) };
}

/**
 * GET reports/deposits: the caller's deposits report, or for a supplier its settlement statement
 * (its descriptions in `language`).
 */
export async function depositsReportFor(
  db: Db,
  caller: Caller,
  query: DepositsReportFilters & Paging,
  language: ServerLanguage = 'en',
): Promise<DepositsReportAnswer> {
  if (readsSettlementStatement(caller)) {
    refuseFiltersTheStatementLacks(caller, query);
    return supplierStatement(db, caller, query, language);
  }
  return depositsReport(db, caller, query);
}

/** Every deposit matching the filters, like allSalesRows. */
export function allDepositRows(
  db: Db,
  caller: Caller,
  filters: DepositsReportFilters,
  batchSize = 1000,
): AsyncGenerator<DepositReportRow> {
  const where = depositsWhere(caller, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await depositRowsQuery(
      db,
      and(where, olderThan(payments.createdUtc, payments.id, before)),
    ).limit(batchSize);
    return batch.map((row) => ({ item: describeDepositRow(row), key: { at: row.at, id: row.payment.id } }));
  });
}
