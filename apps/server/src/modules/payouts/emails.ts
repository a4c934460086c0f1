import { formatMoney, type PayoutSide } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { userPreferences } from '../../db/schema-preferences.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf, greeting, type MailWords } from '../mail/words.ts';
import type { PayoutRow } from './queries.ts';

// What the payout use cases tell the party (and, for a new request, the operators) by email, in
// English and Hausa (issue 23; each recipient's saved language picks).

const noun = (side: PayoutSide) => (side === 'supplier' ? 'payout' : 'withdrawal');
const Noun = (side: PayoutSide) => (side === 'supplier' ? 'Payout' : 'Withdrawal');
const what = (row: PayoutRow) =>
  `${noun(row.side)} ${row.reference} of ${formatMoney(row.amount, row.currency)} to account ******${row.accountNumber.slice(-4)}`;
/** Hausa: "biyan kuɗi PO-… na ₦… zuwa asusu ******1234". */
const haNoun = (side: PayoutSide) => (side === 'supplier' ? 'biyan kuɗi' : 'cire kuɗi');
const haWhat = (row: PayoutRow) =>
  `${haNoun(row.side)} ${row.reference} na ${formatMoney(row.amount, row.currency, formatLocaleOf('ha'))} zuwa asusu ******${row.accountNumber.slice(-4)}`;

/** One email to the party for each step of its payout. */
export function payoutStepMail(row: PayoutRow): PartyMail {
  const words = bothLanguages((language): MailWords => {
    if (language === 'ha') {
      const Ha = haNoun(row.side).replace(/^./, (c) => c.toUpperCase());
      const status: Record<PayoutRow['status'], string> = {
        Requested: 'an karɓa',
        Approved: 'an amince',
        Paid: 'an biya',
        Rejected: 'an ƙi',
        Cancelled: 'an soke',
      };
      const texts: Record<PayoutRow['status'], string> = {
        Requested: `Mun karɓi buƙatarka ta ${haWhat(row)}. An riƙe adadin kuɗin a jakar kuɗinka har sai an biya.`,
        Approved: `An amince da buƙatarka ta ${haWhat(row)}, kuma za a tura kuɗin ta hanyar banki.`,
        Paid: `An biya buƙatarka ta ${haWhat(row)}. Lambar shaidar banki: ${row.bankReference ?? ''}.`,
        Rejected: `An ƙi buƙatarka ta ${haWhat(row)}: ${row.reason ?? ''}. Adadin kuɗin yana nan a jakar kuɗinka kuma.`,
        Cancelled: `An soke buƙatarka ta ${haWhat(row)}${row.reason ? `: ${row.reason}` : ''}. Adadin kuɗin yana nan a jakar kuɗinka kuma.`,
      };
      return { subject: `${Ha} ${row.reference}: ${status[row.status]}`, text: texts[row.status] };
    }
    const subject = `${Noun(row.side)} ${row.reference} ${row.status.toLowerCase()}`;
    const texts: Record<PayoutRow['status'], string> = {
      Requested: `We have received your ${what(row)}. The amount is held in your wallet until it is paid.`,
      Approved: `Your ${what(row)} has been approved and will be sent by bank transfer.`,
      Paid: `Your ${what(row)} has been paid. Bank transfer reference: ${row.bankReference ?? ''}.`,
      Rejected: `Your ${what(row)} was rejected: ${row.reason ?? ''}. The amount is available in your wallet again.`,
      Cancelled: `Your ${what(row)} was cancelled${row.reason ? `: ${row.reason}` : ''}. The amount is available in your wallet again.`,
    };
    return { subject, text: texts[row.status] };
  });
  return { partyId: row.partyId, ...words };
}

/** The operators' email of a new request, in `language`. */
export function payoutAwaitingWords(
  row: PayoutRow,
  partyName: string,
  publicUrl: string | undefined,
  language: ServerLanguage,
): MailWords {
  const link = publicUrl ? ['', `${publicUrl}/admin/payouts`] : [];
  if (language === 'ha') {
    const Ha = haNoun(row.side).replace(/^./, (c) => c.toUpperCase());
    return {
      subject: `${Ha} ${row.reference} yana jiran amincewa`,
      text: [`${partyName} ya nemi ${haWhat(row)}. Yana jiran amincewar mai gudanarwa.`, ...link].join('\n'),
    };
  }
  return {
    subject: `${Noun(row.side)} ${row.reference} awaiting approval`,
    text: [`${partyName} requested a ${what(row)}. It waits for an operator's approval.`, ...link].join('\n'),
  };
}

/** Every operator is told of a new request (it waits for one of them to approve it), in its language. */
export async function queueOperatorsPayoutMail(
  tx: Db,
  now: Date,
  row: PayoutRow,
  partyName: string,
  publicUrl: string | undefined,
): Promise<void> {
  const operators = await tx
    .select({ email: users.email, language: userPreferences.language })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.role, 'admin'));
  await enqueueJobs(
    tx,
    now,
    operators.map((operator) => {
      const language = operator.language ?? 'en';
      const words = payoutAwaitingWords(row, partyName, publicUrl, language);
      return {
        kind: 'mail',
        payload: {
          to: operator.email,
          subject: words.subject,
          text: `${greeting(language)}\n\n${words.text}\n`,
        },
      };
    }),
  );
}
