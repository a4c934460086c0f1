import type { Currency, DepositsReportFilters, StatementRow, SupplierStatement } from '@gas/shared';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, sales } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { saleFeeVat } from '../../db/schema-tax.ts';
import { assertMayFilterByParty, type Caller, statementSupplierId } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { countAll, sumOf } from '../../lib/sql-aggregates.ts';
import { hausaMovements } from '../documents/labels.ts';
import { dayRange, lagosMonthSql } from './days.ts';
import { inKeysetBatches, olderThan, type Paging, pageOffset, reportPage, timestampKey } from './paging.ts';

// The supplier's settlement wallet statement, read from the ledger: what GET reports/deposits
// and reports/deposits.csv answer a supplier.

/** The statement filters by date and currency only. */
export type StatementFilters = Pick<DepositsReportFilters, 'from' | 'to' | 'currency'>;

/** A supplier's statement filters by date and currency only: say so rather than ignore a filter. */
export function refuseFiltersTheStatementLacks(
  caller: Caller,
  filters: Pick<DepositsReportFilters, 'status' | 'partyId'>,
) {
  if (filters.status)
    throw new AppError('validation', 'The settlement statement has no status filter', 'status');
  assertMayFilterByParty(caller, filters.partyId);
}

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
        // The goods paid for at settlement: the accepted litres x unit price, which the fee and
        // the net were computed on (settle.ts), not the sale's amount, which is what was ordered.
        // A line that is no sale's settlement (a payout) is its own gross.
        gross:
          sql<number>`coalesce(${fulfilments.quantityAccepted} * ${sales.unitPrice}, ${sales.amount}, ${ledgerEntries.amount})`.as(
            'gross',
          ),
        // The fee with its VAT (issue 18): gross - fee = net on every settlement line.
        fee: sql<number>`coalesce(${sales.fee}, 0) + coalesce(${saleFeeVat.amount}, 0)`.as('fee'),
        balanceAfter: sql<number>`sum(${ledgerEntries.amount}) over (
          partition by ${ledgerEntries.accountId} order by ${settledUtc}, ${ledgerEntries.id})`.as(
          'balance_after',
        ),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .leftJoin(sales, eq(sales.reference, ledgerTransactions.reference))
      .leftJoin(fulfilments, eq(fulfilments.saleId, sales.id))
      .leftJoin(saleFeeVat, eq(saleFeeVat.saleId, sales.id))
      .where(and(eq(ledgerAccounts.kind, 'supplier_wallet'), eq(ledgerAccounts.partyId, supplierId))),
  );
}

function statementWhere(lines: ReturnType<typeof statementLines>, filters: StatementFilters) {
  const range = dayRange(filters.from, filters.to);
  return and(
    range.start ? gte(lines.settledUtc, range.start) : undefined,
    range.end ? lt(lines.settledUtc, range.end) : undefined,
    filters.currency ? eq(lines.currency, filters.currency) : undefined,
  );
}

/** What a line of the settlement wallet says, by the ledger transaction's kind, in English and Hausa. */
const lineDescriptions: Record<ServerLanguage, Record<string, (reference: string) => string>> = {
  en: {
    settlement: (reference) => `Settlement of sale ${reference}`,
    payout_hold: (reference) => `Payout ${reference} requested: held until paid`,
    payout_release: (reference) => `Payout ${reference} not paid: released`,
  },
  // The monthly statement's words (documents/labels.ts).
  ha: {
    settlement: (reference) => hausaMovements.supplierSettlement(reference),
    payout_hold: (reference) => hausaMovements.payoutRequested(true, reference),
    payout_release: (reference) => hausaMovements.payoutReleased(true, reference),
  },
};

/** A kind this statement has no words for yet still reads as words, with its reference. */
function describeLine(kind: string, reference: string, language: ServerLanguage): string {
  const described = lineDescriptions[language][kind]?.(reference);
  if (described) return described;
  return language === 'ha'
    ? hausaMovements.other(kind, reference)
    : `${kind.replaceAll('_', ' ')} ${reference}`;
}

/** The contract's StatementRow (packages/shared contracts/reports.ts) for one statement line, worded in `language`. */
function describeStatementRow(
  language: ServerLanguage,
  row: {
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
  },
): StatementRow {
  return {
    id: row.id,
    saleId: row.saleId,
    reference: row.reference,
    createdUtc: new Date(row.settledUtc).toISOString(),
    description: describeLine(row.kind, row.reference, language),
    gross: Number(row.gross),
    fee: Number(row.fee),
    net: Number(row.net),
    balanceAfter: Number(row.balanceAfter),
    currency: row.currency,
  };
}

/**
 * One page of the supplier's own statement, with the totals and months of every matching line;
 * its descriptions in `language` (the request's, as the server words its errors).
 */
export async function supplierStatement(
  db: Db,
  caller: Caller,
  query: StatementFilters & Paging,
  language: ServerLanguage = 'en',
): Promise<SupplierStatement> {
  const lines = statementLines(db, statementSupplierId(caller));
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
      .offset(pageOffset(query)),
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
    ...reportPage(
      query,
      rows.map((row) => describeStatementRow(language, row)),
      totals,
      byMonth,
    ),
  };
}

/** Every statement line matching the filters, like allSalesRows: in English, as the CSV's header. */
export function allStatementRows(
  db: Db,
  caller: Caller,
  filters: StatementFilters,
  batchSize = 1000,
): AsyncGenerator<StatementRow> {
  const lines = statementLines(db, statementSupplierId(caller));
  const where = statementWhere(lines, filters);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await db
      .with(lines)
      .select()
      .from(lines)
      .where(and(where, olderThan(lines.settledUtc, lines.id, before)))
      .orderBy(desc(lines.settledUtc), desc(lines.id))
      .limit(batchSize);
    return batch.map((row) => ({
      item: describeStatementRow('en', row),
      key: { at: row.settledKey, id: row.id },
    }));
  });
}
