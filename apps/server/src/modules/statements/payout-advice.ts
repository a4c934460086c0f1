import { createHash } from 'node:crypto';
import { bankName, formatMoney } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { parties } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { payoutAdvices } from '../../db/schema-statements.ts';
import type { Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { partyName } from '../parties/queries.ts';
import { payoutsVisibleTo } from '../payouts/queries.ts';
import type { StatementsDeps } from './issue-statement.ts';

// The advice of a Paid payout or withdrawal (issue 18, point 5): what left the platform, to which
// bank account, when and with which bank reference. Rendered on its first download and stored as
// issued; later downloads answer the same bytes.

type PayoutRow = typeof payouts.$inferSelect;
const lagosTime = (at: Date) =>
  new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The PDF of the caller's (or, for an operator, any) Paid payout; another party's is 404. */
export async function payoutAdvicePdf(
  deps: StatementsDeps,
  caller: Caller,
  payoutId: string,
): Promise<{ pdf: Buffer; reference: string }> {
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), payoutsVisibleTo(caller)));
  if (!row) throw notFound('The payout');
  if (row.status !== 'Paid')
    throw new AppError('conflict', `This payout is ${row.status}: its advice is issued once it is paid`);
  const stored = await findAdvice(deps, payoutId);
  if (stored) return { pdf: stored, reference: row.reference };
  const [party] = await deps.db.select().from(parties).where(eq(parties.id, row.partyId));
  const now = deps.clock.now();
  const pdf = await renderAdvice(row, partyName(party!), now);
  await deps.db
    .insert(payoutAdvices)
    .values({ payoutId, pdf, sha256: createHash('sha256').update(pdf).digest('hex'), issuedUtc: now })
    .onConflictDoNothing();
  return { pdf: (await findAdvice(deps, payoutId))!, reference: row.reference };
}

async function findAdvice(deps: StatementsDeps, payoutId: string) {
  const [advice] = await deps.db.select().from(payoutAdvices).where(eq(payoutAdvices.payoutId, payoutId));
  return advice?.pdf;
}

function renderAdvice(row: PayoutRow, name: string, issuedUtc: Date): Promise<Buffer> {
  const amount = formatMoney(row.amount, row.currency);
  const what = row.side === 'supplier' ? 'Payout from the settlement wallet' : 'Withdrawal from the wallet';
  return renderPdf({
    title: row.side === 'supplier' ? 'Payout advice' : 'Withdrawal advice',
    number: row.reference,
    issuedUtc,
    meta: [
      ['Requested', `${lagosTime(row.requestedUtc)} Lagos time`],
      ['Paid', `${lagosTime(row.paidUtc!)} Lagos time`],
      ['Bank transfer reference', row.bankReference ?? ''],
      ['Currency', row.currency],
    ],
    parties: [
      {
        heading: 'Paid to',
        name,
        lines: [bankName(row.bankCode), `Account ${row.accountNumber}`, row.accountName],
      },
      { heading: 'Paid by', name: 'Gas Exchange', lines: ['Through the platform bank clearing account'] },
    ],
    table: {
      columns: [
        { header: 'Description', width: 260 },
        { header: 'Reference', width: 120 },
        { header: 'Amount', width: 115, align: 'right' },
      ],
      rows: [[what, row.reference, amount]],
    },
    totals: [['Amount paid', amount]],
    notes: [
      'The amount was held from the wallet when requested and left the platform when the transfer was made.',
    ],
  });
}
