import type {
  DepositReportRow,
  DepositsReportFilters,
  SalesReportFilters,
  SalesReportRow,
  StatementRow,
} from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { type Caller, readsSettlementStatement } from '../../lib/access.ts';
import { allDepositRows } from './deposits-report.ts';
import { allSalesRows } from './sales-report.ts';
import { allStatementRows, refuseFiltersTheStatementLacks } from './statement.ts';

// CSV for spreadsheets: RFC 4180 quoting, amounts in major units with two decimals, instants in
// ISO 8601 UTC. Text that a spreadsheet would run as a formula (=, +, -, @ at the start) gets
// a leading apostrophe (OWASP "CSV injection"): party and product names are typed by users.

/** Text (guarded and quoted), a number, an empty cell, or a decimal amount written as is. */
type Cell = string | number | null | { decimal: string };

const formulaStart = /^[=+\-@\t\r]/;

function textCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return cell.decimal;
  return textCell(cell);
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(cellText).join(',')}\r\n`;
}

/** 123456 -> "1234.56", exact for any safe integer (no floating-point division). */
export function minorToDecimal(minor: number | null): string | null {
  if (minor === null) return null;
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Amounts are numbers, not text: written without the formula guard ("-12.50" stays a number). */
function amountCell(minor: number | null): Cell {
  const text = minorToDecimal(minor);
  return text === null ? null : { decimal: text };
}

export const salesCsvHeader = csvLine([
  'Reference',
  'Created (UTC)',
  'Completed (UTC)',
  'Status',
  'Buyer',
  'Supplier',
  'Product',
  'Hub',
  'Quantity',
  'Unit',
  'Unit price',
  'Amount',
  'Fee',
  'Currency',
  'Fulfilment',
  'Fulfilment status',
  'Delivered',
  'Logistics fee held',
  'Logistics fee charged',
  'Settled (UTC)',
  'Contract',
]);

export function salesCsvLine(row: SalesReportRow): string {
  return csvLine([
    row.reference,
    row.createdUtc,
    row.completedUtc,
    row.resolution === 'Expired' ? 'Expired' : row.status,
    row.customer.name,
    row.supplier.name,
    row.product.name,
    row.hub.name,
    row.quantity,
    row.unit,
    amountCell(row.unitPrice),
    amountCell(row.amount),
    amountCell(row.fee),
    row.currency,
    row.fulfilmentMethod ?? 'collection',
    row.fulfilmentStatus ?? null,
    row.deliveredQuantity ?? null,
    amountCell(row.logisticsFee ?? 0),
    amountCell(row.logisticsFeeCharged ?? null),
    row.settledUtc ?? null,
    row.contract ?? 'Spot',
  ]);
}

export const depositsCsvHeader = csvLine([
  'Reference',
  'Created (UTC)',
  'Processed (UTC)',
  'Status',
  'Offtaker',
  'Amount',
  'Currency',
]);

export function depositsCsvLine(row: DepositReportRow): string {
  return csvLine([
    row.reference,
    row.createdUtc,
    row.processedUtc,
    row.status,
    row.customer.name,
    amountCell(row.amount),
    row.currency,
  ]);
}

export const statementCsvHeader = csvLine([
  'Reference',
  'Settled (UTC)',
  'Description',
  'Gross',
  'Fee',
  'Net',
  'Balance after',
  'Currency',
]);

export function statementCsvLine(row: StatementRow): string {
  return csvLine([
    row.reference,
    row.createdUtc,
    row.description,
    amountCell(row.gross),
    amountCell(row.fee),
    amountCell(row.net),
    amountCell(row.balanceAfter),
    row.currency,
  ]);
}

// ---- The exports: GET reports/sales.csv and reports/deposits.csv

/** A CSV download: the file's name (the date is added when it is sent), its header and its lines. */
export type CsvExport = { name: string; header: string; lines: AsyncIterable<string> };

async function* linesOf<Row>(rows: AsyncIterable<Row>, line: (row: Row) => string): AsyncGenerator<string> {
  for await (const row of rows) yield line(row);
}

/** Every row of the caller's sales report. Access and filters are checked now, before anything is sent. */
export function salesCsv(db: Db, caller: Caller, filters: SalesReportFilters): CsvExport {
  const rows = allSalesRows(db, caller, filters);
  return { name: 'sales-report', header: salesCsvHeader, lines: linesOf(rows, salesCsvLine) };
}

/** Every row of the caller's deposits report, or for a supplier of its settlement statement. */
export function depositsCsv(db: Db, caller: Caller, filters: DepositsReportFilters): CsvExport {
  if (readsSettlementStatement(caller)) {
    refuseFiltersTheStatementLacks(caller, filters);
    const rows = allStatementRows(db, caller, filters);
    return {
      name: 'settlement-statement',
      header: statementCsvHeader,
      lines: linesOf(rows, statementCsvLine),
    };
  }
  const rows = allDepositRows(db, caller, filters);
  return { name: 'deposits-report', header: depositsCsvHeader, lines: linesOf(rows, depositsCsvLine) };
}
