import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { PartyIdentity } from '../documents/identities.ts';
import { documentLanguage } from '../documents/labels.ts';
import type { MonthlyStatementData } from './monthly-lines.ts';

// The monthly statement as a PDF (lib/pdf.ts, ADR 014): the account holder, the month, one row
// per ledger transaction with the balance after it, then opening + in - out = closing. Worded in
// the party's language at issue (issue 23, documents/labels.ts); the figures are the same.

const lagosOffsetMs = 3_600_000;
/** "2026-10-31 23:59" in Lagos time. */
const lagosTime = (at: Date) =>
  new Date(at.getTime() + lagosOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
/** "2026-10" -> "October 2026" (in Hausa "Oktoba 2026"). */
export const monthWords = (month: string, language: ServerLanguage = 'en') =>
  documentLanguage(language).formats.month(month);

/** The statement's printed number: the month, the currency and the wallet's owner. */
export const statementNumber = (data: Pick<MonthlyStatementData, 'month' | 'currency' | 'partyId'>) =>
  `ST-${data.month.replace('-', '')}-${data.currency}-${data.partyId.slice(0, 8).toUpperCase()}`;

export function renderStatementPdf(
  data: MonthlyStatementData,
  issue: {
    partyName: string;
    /** The platform, as its fee invoices name it (PLATFORM_LEGAL_NAME, _ADDRESS). */
    issuer: Pick<PartyIdentity, 'name' | 'address'>;
    issuedUtc: Date;
    language?: ServerLanguage;
  },
): Promise<Buffer> {
  const { language, labels, formats } = documentLanguage(issue.language ?? 'en');
  const words = labels.statement;
  const money = (minor: number) => formats.money(minor, data.currency);
  const moneyIn = data.lines.reduce((sum, line) => sum + Math.max(line.amount, 0), 0);
  const moneyOut = data.lines.reduce((sum, line) => sum + Math.max(-line.amount, 0), 0);
  const wallet = data.accountKind === 'supplier_wallet' ? words.settlementWallet : words.wallet;
  return renderPdf({
    title: words.title,
    number: statementNumber(data),
    issuedUtc: issue.issuedUtc,
    meta: [
      [
        words.period,
        words.periodValue(formats.month(data.month), lagosTime(data.start), lagosTime(data.end)),
      ],
      [words.account, `${wallet}, ${data.currency}`],
      [words.issued, words.lagosTime(lagosTime(issue.issuedUtc))],
    ],
    parties: [
      { heading: words.accountHolder, name: issue.partyName, lines: [words.party(data.partyId)] },
      {
        heading: words.issuedBy,
        name: issue.issuer.name,
        lines: [...issue.issuer.address, words.fromLedger],
      },
    ],
    table: {
      columns: [
        { header: words.columns.date, width: 62 },
        { header: words.columns.description, width: 155 },
        { header: words.columns.reference, width: 100 },
        { header: words.columns.in, width: 60, align: 'right' },
        { header: words.columns.out, width: 60, align: 'right' },
        { header: words.columns.balance, width: 58, align: 'right' },
      ],
      rows: [
        ['', words.opening, '', '', '', money(data.opening)],
        ...data.lines.map((line) => [
          lagosTime(line.at),
          line.description,
          line.reference,
          line.amount > 0 ? money(line.amount) : '',
          line.amount < 0 ? money(-line.amount) : '',
          money(line.balanceAfter),
        ]),
      ],
    },
    totals: [
      [words.opening, money(data.opening)],
      [words.moneyIn, money(moneyIn)],
      [words.moneyOut, money(moneyOut)],
      [words.closing, money(data.closing)],
    ],
    notes: words.notes(data.lines.length),
    ...(language === 'en' ? {} : { language, numberLabel: labels.number }),
  });
}
