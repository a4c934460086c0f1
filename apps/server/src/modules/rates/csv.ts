import type { DailyRate, Trade } from '@gas/shared';
import { csvLine, minorToDecimal } from '../reports/csv.ts';

// The trade record and the rates as CSV, as the reports write it (RFC 4180 quoting, the
// formula guard on text, amounts in major units with two decimals, instants in ISO 8601 UTC).

const amount = (minor: number) => ({ decimal: minorToDecimal(minor)! });

export const tradesCsvHeader = csvLine([
  'Settled (UTC)',
  'Trading day',
  'Hub',
  'Product',
  'Contract',
  'Quantity',
  'Unit',
  'Unit price',
  'Currency',
]);

export function tradeCsvLine(trade: Trade): string {
  return csvLine([
    trade.settledUtc,
    trade.tradingDay,
    trade.hub,
    trade.product,
    trade.contract,
    trade.quantity,
    trade.unit,
    amount(trade.unitPrice),
    trade.currency,
  ]);
}

export const ratesCsvHeader = csvLine([
  'Day',
  'Hub',
  'Product',
  'Contract',
  'Currency',
  'Unit',
  'Rate',
  'Volume',
  'Value',
  'Trades',
  'Indicative',
  'Window start (UTC)',
  'Window end (UTC)',
  'Published (UTC)',
]);

export function rateCsvLine(rate: DailyRate): string {
  return csvLine([
    rate.day,
    rate.hub,
    rate.product,
    rate.contract,
    rate.currency,
    rate.unit,
    amount(rate.price),
    rate.volume,
    amount(rate.value),
    rate.trades,
    rate.indicative ? 'yes' : 'no',
    rate.windowStartUtc,
    rate.windowEndUtc,
    rate.publishedUtc,
  ]);
}

export async function* linesOf<Row>(rows: AsyncIterable<Row> | Iterable<Row>, line: (row: Row) => string) {
  for await (const row of rows) yield line(row);
}
