import type {
  Currency,
  SaleResolution,
  WalletStatement,
  WalletStatementFilters,
  WalletStatementLine,
  WalletStatementQuery,
} from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { runStatement } from '../../db/statement.ts';
import { type Caller, walletStatementOfftakerId } from '../../lib/access.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { hausaMovements } from '../documents/labels.ts';
import { balanceOf, hold, wallet } from '../wallet/ledger.ts';
import { type CsvExport, csvLine, minorToDecimal } from './csv.ts';
import { inKeysetBatches, type Keyset, type Paging, pageOffset } from './paging.ts';

// The offtaker's wallet statement (issue 22, item 1), read from the ledger: one line per ledger
// transaction that moves the offtaker's available (offtaker_wallet) or held (offtaker_hold)
// balance in one currency, whatever its kind, with both balances after it. The balances are
// running sums of the entries themselves, so each line follows on from the one before and the
// newest ends at the accounts' balances (DOMAIN.md invariant 1: a balance is the sum of its
// entries). The deposits list (payments) stays what the spec shows; this is the wallet's account.

type LineRow = {
  id: string;
  kind: string;
  reference: string;
  created_utc: Date | string;
  seq: string | number;
  available: string | number;
  held: string | number;
  available_after: string | number;
  held_after: string | number;
  sale_id: string | null;
  resolution: SaleResolution | null;
  deposit_id: string | null;
};

/**
 * The statement's lines, newest first, before the keyset's posting when given. Lines are in the
 * order the ledger posted them (`seq`: each posting is written under its accounts' locks, so this
 * is the order the balances changed in, even at one instant); the running sums are taken over the
 * whole history before the page or batch is cut. A line's date is the posting's time (the use
 * case's clock).
 */
const linesText = `
  with moves as (
    select t.id, t.seq, t.kind, t.reference, t.created_utc,
      coalesce(sum(e.amount) filter (where a.kind = 'offtaker_wallet'), 0) as available,
      coalesce(sum(e.amount) filter (where a.kind = 'offtaker_hold'), 0) as held
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.party_id = $1::uuid and a.currency = $2::text and a.kind in ('offtaker_wallet', 'offtaker_hold')
    group by t.id, t.seq, t.kind, t.reference, t.created_utc
  ), lines as (
    select moves.*,
      sum(available) over running as available_after,
      sum(held) over running as held_after
    from moves
    window running as (order by seq rows between unbounded preceding and current row)
  )
  select lines.id, lines.seq, lines.kind, lines.reference, lines.created_utc,
    lines.available, lines.held, lines.available_after, lines.held_after,
    s.id as sale_id, s.resolution, p.id as deposit_id
  from lines
  left join sales s on s.reference = lines.reference and s.customer_id = $1::uuid
  left join payments p on p.reference = lines.reference and p.customer_id = $1::uuid and p.flow = 'Credit'
  where $3::bigint is null or lines.seq < $3::bigint
  order by lines.seq desc
  limit $4::int offset $5::int`;

const countText = `
  select count(distinct e.transaction_id) as count
  from ledger_accounts a join ledger_entries e on e.account_id = a.id
  where a.party_id = $1::uuid and a.currency = $2::text and a.kind in ('offtaker_wallet', 'offtaker_hold')`;

const releaseReasons: Record<SaleResolution, string> = {
  Approved: 'released',
  Rejected: 'rejected by the supplier: hold released',
  Cancelled: 'cancelled: hold released',
  Expired: 'expired: hold released',
  Suspended: 'cancelled by the platform (account suspended): hold released',
};

/** "fulfilment_settlement" -> "Fulfilment settlement": words for a kind the statement does not name. */
export function ledgerKindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Ledger movement';
}

/**
 * What a line says: the known kinds in words, any other kind from its own name and reference. In
 * the offtaker's words (a payout of its wallet is a withdrawal), as the monthly statement says
 * them, in English or Hausa (`language`: the request's, as the server words its errors).
 */
export function describeMovement(
  kind: string,
  reference: string,
  resolution: SaleResolution | null,
  available = 0,
  language: ServerLanguage = 'en',
): string {
  if (language === 'ha') return describeMovementInHausa(kind, reference, resolution, available);
  switch (kind) {
    case 'deposit':
      return `Deposit ${reference} approved`;
    case 'purchase_hold':
      return `Held for purchase ${reference}`;
    case 'release':
      return resolution
        ? `Purchase ${reference} ${releaseReasons[resolution]}`
        : `Hold for ${reference} released`;
    case 'settlement':
      return available > 0
        ? `Purchase ${reference} settled: paid to the supplier, the rest released`
        : `Purchase ${reference} settled: paid to the supplier`;
    case 'bid_hold':
      return `Held for bid ${reference}`;
    case 'bid_release':
      return `Hold for bid ${reference} released`;
    case 'payout_hold':
      return `Withdrawal ${reference} requested: held until paid`;
    case 'payout_release':
      return `Withdrawal ${reference} not paid: released`;
    default:
      return `${ledgerKindLabel(kind)} ${reference}`;
  }
}

/** The same in Hausa (issue 23), in the monthly statement's words (documents/labels.ts). */
function describeMovementInHausa(
  kind: string,
  reference: string,
  resolution: SaleResolution | null,
  available: number,
): string {
  const words = hausaMovements;
  switch (kind) {
    case 'deposit':
      return words.deposit(reference);
    case 'purchase_hold':
      return words.purchaseHold(reference);
    case 'release':
      return resolution ? words.purchaseReleased(resolution, reference) : words.holdReleased(reference);
    case 'settlement':
      return words.purchaseSettled(reference, available > 0);
    case 'payout_hold':
      return words.payoutRequested(false, reference);
    case 'payout_release':
      return words.payoutReleased(false, reference);
    default:
      return words.other(kind, reference);
  }
}

function describeLine(row: LineRow, currency: Currency, language: ServerLanguage): WalletStatementLine {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    saleId: row.sale_id,
    depositId: row.deposit_id,
    createdUtc: new Date(row.created_utc).toISOString(),
    description: describeMovement(row.kind, row.reference, row.resolution, Number(row.available), language),
    currency,
    available: Number(row.available),
    held: Number(row.held),
    availableAfter: Number(row.available_after),
    heldAfter: Number(row.held_after),
  };
}

function readLines(
  db: Db,
  partyId: string,
  currency: Currency,
  window: { before?: Keyset | undefined; limit: number; offset: number },
) {
  return runStatement<LineRow>(db, linesText, [
    partyId,
    currency,
    window.before?.at ?? null,
    window.limit,
    window.offset,
  ]);
}

/** One page of the caller's (an offtaker's) statement in one currency, with the wallet now, worded in `language`. */
export async function walletStatement(
  db: Db,
  caller: Caller,
  query: WalletStatementQuery & Paging,
  language: ServerLanguage = 'en',
): Promise<WalletStatement> {
  const partyId = walletStatementOfftakerId(caller);
  const { currency } = query;
  const [rows, [counted], available, held] = await Promise.all([
    readLines(db, partyId, currency, { limit: query.pageSize, offset: pageOffset(query) }),
    runStatement<{ count: string | number }>(db, countText, [partyId, currency]),
    balanceOf(db, wallet(partyId, currency)),
    balanceOf(db, hold(partyId, currency)),
  ]);
  return {
    currency,
    available,
    held,
    rows: rows.map((row) => describeLine(row, currency, language)),
    total: Number(counted?.count ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every line of the caller's statement in one currency, newest first, in keyset batches. */
export function allWalletStatementLines(
  db: Db,
  caller: Caller,
  filters: WalletStatementFilters,
  batchSize = 1000,
): AsyncGenerator<WalletStatementLine> {
  const partyId = walletStatementOfftakerId(caller);
  return inKeysetBatches(batchSize, async (before) => {
    const batch = await readLines(db, partyId, filters.currency, { before, limit: batchSize, offset: 0 });
    return batch.map((row) => ({
      item: describeLine(row, filters.currency, 'en'),
      key: { at: String(row.seq), id: row.id },
    }));
  });
}

export const walletStatementCsvHeader = csvLine([
  'Date (UTC)',
  'Description',
  'Reference',
  'In',
  'Out',
  'Available after',
  'Held change',
  'Held after',
  'Currency',
]);

const amount = (minor: number | null) => {
  const text = minorToDecimal(minor);
  return text === null ? null : { decimal: text };
};

export function walletStatementCsvLine(line: WalletStatementLine): string {
  return csvLine([
    line.createdUtc,
    line.description,
    line.reference,
    amount(line.available > 0 ? line.available : null),
    amount(line.available < 0 ? -line.available : null),
    amount(line.availableAfter),
    amount(line.held === 0 ? null : line.held),
    amount(line.heldAfter),
    line.currency,
  ]);
}

/** The statement as a CSV export (routes.ts sends it like the reports' exports). */
export function walletStatementCsv(db: Db, caller: Caller, filters: WalletStatementFilters): CsvExport {
  const lines = allWalletStatementLines(db, caller, filters);
  async function* body() {
    for await (const line of lines) yield walletStatementCsvLine(line);
  }
  return { name: `wallet-statement-${filters.currency}`, header: walletStatementCsvHeader, lines: body() };
}
