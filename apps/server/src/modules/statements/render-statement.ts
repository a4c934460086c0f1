import { formatMoney } from '@gas/shared';
import { renderPdf } from '../../lib/pdf.ts';
import type { MonthlyStatementData } from './monthly-lines.ts';

// The monthly statement as a PDF (lib/pdf.ts, ADR 014): the account holder, the month, one row
// per ledger transaction with the balance after it, then opening + in - out = closing.

const lagosOffsetMs = 3_600_000;
/** "2026-10-31 23:59" in Lagos time. */
const lagosTime = (at: Date) =>
  new Date(at.getTime() + lagosOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
/** "2026-10" -> "October 2026". */
export const monthWords = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The statement's printed number: the month, the currency and the wallet's owner. */
export const statementNumber = (data: Pick<MonthlyStatementData, 'month' | 'currency' | 'partyId'>) =>
  `ST-${data.month.replace('-', '')}-${data.currency}-${data.partyId.slice(0, 8).toUpperCase()}`;

export function renderStatementPdf(
  data: MonthlyStatementData,
  issue: { partyName: string; issuedUtc: Date },
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, data.currency);
  const moneyIn = data.lines.reduce((sum, line) => sum + Math.max(line.amount, 0), 0);
  const moneyOut = data.lines.reduce((sum, line) => sum + Math.max(-line.amount, 0), 0);
  const wallet = data.accountKind === 'supplier_wallet' ? 'Settlement wallet' : 'Wallet (available funds)';
  return renderPdf({
    title: 'Wallet statement',
    number: statementNumber(data),
    issuedUtc: issue.issuedUtc,
    meta: [
      [
        'Period',
        `${monthWords(data.month)} (${lagosTime(data.start)} to ${lagosTime(data.end)}, Lagos time)`,
      ],
      ['Account', `${wallet}, ${data.currency}`],
      ['Issued', `${lagosTime(issue.issuedUtc)} Lagos time`],
    ],
    parties: [
      { heading: 'Account holder', name: issue.partyName, lines: [`Party ${data.partyId}`] },
      { heading: 'Issued by', name: 'Gas Exchange', lines: ['From the platform ledger'] },
    ],
    table: {
      columns: [
        { header: 'Date (Lagos)', width: 62 },
        { header: 'Description', width: 155 },
        { header: 'Reference', width: 100 },
        { header: 'In', width: 60, align: 'right' },
        { header: 'Out', width: 60, align: 'right' },
        { header: 'Balance', width: 58, align: 'right' },
      ],
      rows: [
        ['', 'Opening balance', '', '', '', money(data.opening)],
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
      ['Opening balance', money(data.opening)],
      ['Money in', money(moneyIn)],
      ['Money out', money(moneyOut)],
      ['Closing balance', money(data.closing)],
    ],
    notes: [
      `${data.lines.length} movements. Closing balance = opening balance + money in - money out: the wallet's balance in the ledger at the end of the month.`,
      'Amounts held for purchases, bids or payouts are not in the wallet: they appear as money out when held and money in when released.',
    ],
  });
}
