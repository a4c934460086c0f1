import { createHash } from 'node:crypto';
import { bankName } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import { parties } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payouts.ts';
import { payoutAdvices } from '../../db/schema-statements.ts';
import type { Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { renderPdf } from '../../lib/pdf.ts';
import type { PartyIdentity } from '../documents/identities.ts';
import { documentLanguage } from '../documents/labels.ts';
import { partyLanguage } from '../documents/recipient-language.ts';
import { partyName } from '../parties/queries.ts';
import { payoutsVisibleTo } from '../payouts/queries.ts';
import type { StatementsDeps } from './issue-statement.ts';

// The advice of a Paid payout or withdrawal (issue 18, point 5): what left the platform, to which
// bank account, when and with which bank reference. Rendered on its first download and stored as
// issued; later downloads answer the same bytes. Worded in the party's saved language when issued
// (issue 23), which it keeps.

type PayoutRow = typeof payouts.$inferSelect;
const lagosTime = (at: Date) =>
  new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The PDF of the caller's (or, for an operator, any) Paid payout; another party's is 404. */
export async function payoutAdvicePdf(
  deps: StatementsDeps,
  caller: Caller,
  payoutId: string,
): Promise<{ pdf: Buffer; reference: string; language: ServerLanguage }> {
  const [row] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), payoutsVisibleTo(caller)));
  if (!row) throw notFound('The payout');
  if (row.status !== 'Paid')
    throw new AppError('conflict', `This payout is ${row.status}: its advice is issued once it is paid`);
  const stored = await findAdvice(deps, payoutId);
  if (stored) return { pdf: stored.pdf, reference: row.reference, language: stored.language };
  const [party] = await deps.db.select().from(parties).where(eq(parties.id, row.partyId));
  const now = deps.clock.now();
  const language = await partyLanguage(deps.db, row.partyId);
  const pdf = await renderAdvice(row, partyName(party!), deps.issuer, now, language);
  await deps.db
    .insert(payoutAdvices)
    .values({
      payoutId,
      pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      issuedUtc: now,
      language,
    })
    .onConflictDoNothing();
  const issued = (await findAdvice(deps, payoutId))!;
  return { pdf: issued.pdf, reference: row.reference, language: issued.language };
}

async function findAdvice(deps: StatementsDeps, payoutId: string) {
  const [advice] = await deps.db
    .select({ pdf: payoutAdvices.pdf, language: payoutAdvices.language })
    .from(payoutAdvices)
    .where(eq(payoutAdvices.payoutId, payoutId));
  return advice;
}

function renderAdvice(
  row: PayoutRow,
  name: string,
  payer: Pick<PartyIdentity, 'name' | 'address'>,
  issuedUtc: Date,
  language: ServerLanguage,
): Promise<Buffer> {
  const { labels, formats } = documentLanguage(language);
  const words = labels.advice;
  const amount = formats.money(row.amount, row.currency);
  const supplier = row.side === 'supplier';
  const lagos = (at: Date) => labels.statement.lagosTime(lagosTime(at));
  return renderPdf({
    title: supplier ? words.payoutTitle : words.withdrawalTitle,
    number: row.reference,
    issuedUtc,
    meta: [
      [words.requested, lagos(row.requestedUtc)],
      [words.paid, lagos(row.paidUtc!)],
      [words.bankReference, row.bankReference ?? ''],
      [words.currency, row.currency],
    ],
    parties: [
      {
        heading: words.paidTo,
        name,
        lines: [bankName(row.bankCode), words.account(row.accountNumber), row.accountName],
      },
      { heading: words.paidBy, name: payer.name, lines: [...payer.address, words.throughClearing] },
    ],
    table: {
      columns: [
        { header: words.columns.description, width: 260 },
        { header: words.columns.reference, width: 120 },
        { header: words.columns.amount, width: 115, align: 'right' },
      ],
      rows: [[supplier ? words.payoutLine : words.withdrawalLine, row.reference, amount]],
    },
    totals: [[words.amountPaid, amount]],
    notes: words.notes,
    ...(language === 'en' ? {} : { language, numberLabel: labels.number }),
  });
}
