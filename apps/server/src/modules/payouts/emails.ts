import { formatMoney, type PayoutSide } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import type { PayoutRow } from './queries.ts';

// What the payout use cases tell the party (and, for a new request, the operators) by email.

const noun = (side: PayoutSide) => (side === 'supplier' ? 'payout' : 'withdrawal');
const Noun = (side: PayoutSide) => (side === 'supplier' ? 'Payout' : 'Withdrawal');
const what = (row: PayoutRow) =>
  `${noun(row.side)} ${row.reference} of ${formatMoney(row.amount, row.currency)} to account ******${row.accountNumber.slice(-4)}`;

/** One email to the party for each step of its payout. */
export function payoutStepMail(row: PayoutRow): PartyMail {
  const subject = `${Noun(row.side)} ${row.reference} ${row.status.toLowerCase()}`;
  const texts: Record<PayoutRow['status'], string> = {
    Requested: `We have received your ${what(row)}. The amount is held in your wallet until it is paid.`,
    Approved: `Your ${what(row)} has been approved and will be sent by bank transfer.`,
    Paid: `Your ${what(row)} has been paid. Bank transfer reference: ${row.bankReference ?? ''}.`,
    Rejected: `Your ${what(row)} was rejected: ${row.reason ?? ''}. The amount is available in your wallet again.`,
    Cancelled: `Your ${what(row)} was cancelled${row.reason ? `: ${row.reason}` : ''}. The amount is available in your wallet again.`,
  };
  return { partyId: row.partyId, subject, text: texts[row.status] };
}

/** Every operator is told of a new request (it waits for one of them to approve it). */
export async function queueOperatorsPayoutMail(
  tx: Db,
  now: Date,
  row: PayoutRow,
  partyName: string,
  publicUrl: string | undefined,
): Promise<void> {
  const operators = await tx.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const text = [
    `${partyName} requested a ${what(row)}. It waits for an operator's approval.`,
    ...(publicUrl ? ['', `${publicUrl}/admin/payouts`] : []),
  ].join('\n');
  await enqueueJobs(
    tx,
    now,
    operators.map((operator) => ({
      kind: 'mail',
      payload: {
        to: operator.email,
        subject: `${Noun(row.side)} ${row.reference} awaiting approval`,
        text: `Hello,\n\n${text}\n`,
      },
    })),
  );
}
