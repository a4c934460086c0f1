import type { PayoutStatus } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties } from '../../db/schema.ts';
import { payouts } from '../../db/schema-payouts.ts';
import type { Caller } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { payoutHold, postTransaction, supplierWallet, wallet } from '../wallet/ledger.ts';
import { payoutStepMail } from './emails.ts';
import type { PayoutRow } from './queries.ts';

// What every step of a payout shares: the row locked and its status checked (each status is left
// once, whatever races it), the party's wallet, and the release of a Rejected or Cancelled one.

/** The wallet a payout comes from: the supplier's settlement wallet or the offtaker's wallet. */
export const walletOf = (row: Pick<PayoutRow, 'side' | 'partyId' | 'currency'>) =>
  row.side === 'supplier' ? supplierWallet(row.partyId, row.currency) : wallet(row.partyId, row.currency);

/**
 * The payout locked for this transaction, if `visible` (another party's: not found), refused (409)
 * unless its status is one of `from`: of two operators racing, the second finds it already moved.
 */
export async function lockPayout(
  tx: Db,
  id: string,
  visible: (row: PayoutRow) => boolean,
  from: readonly PayoutStatus[],
): Promise<PayoutRow> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!row || !visible(row)) throw notFound('The payout');
  if (!from.includes(row.status)) throw new AppError('conflict', `This payout is already ${row.status}`);
  return row;
}

/**
 * A suspended party's payouts are frozen (issue 21): neither approved nor paid until it is
 * reinstated (an operator may still reject one, which gives the money back to its wallet). The
 * party is read FOR SHARE, so a suspension, which updates that row, and this step come one after
 * the other.
 */
export async function assertPayeeNotSuspended(tx: Db, row: PayoutRow): Promise<void> {
  const [party] = await tx
    .select({ status: parties.status })
    .from(parties)
    .where(eq(parties.id, row.partyId))
    .for('share');
  if (party?.status === 'Suspended')
    throw new AppError('conflict', 'This party is suspended: its payouts are frozen until it is reinstated');
}

/** Moves a locked payout on to its next status, with its audit row and the party's email. */
export async function movePayout(
  tx: Db,
  clock: Clock,
  caller: Caller,
  row: PayoutRow,
  change: Partial<PayoutRow> & { status: PayoutStatus },
): Promise<PayoutRow> {
  const [updated] = await tx
    .update(payouts)
    .set(change)
    .where(and(eq(payouts.id, row.id), eq(payouts.status, row.status)))
    .returning();
  if (!updated) throw new AppError('conflict', 'This payout was changed meanwhile. Please reload it.');
  const actions = {
    Requested: 'payout_requested',
    Approved: 'payout_approved',
    Paid: 'payout_paid',
    Rejected: 'payout_rejected',
    Cancelled: 'payout_cancelled',
  } as const;
  await recordAudit(tx, clock, caller, {
    action: actions[change.status],
    entityType: 'payout',
    entityId: row.id,
    entityLabel: row.reference,
    before: row.status,
    after: change.status,
    details: {
      amount: row.amount,
      currency: row.currency,
      side: row.side,
      ...(change.bankReference ? { bankReference: change.bankReference } : {}),
      ...(change.reason ? { reason: change.reason } : {}),
    },
  });
  await queuePartyMails(tx, clock.now(), [payoutStepMail(updated)]);
  return updated;
}

/** Gives a Rejected or Cancelled payout's held amount back to the wallet it came from. */
export async function releasePayout(
  tx: Db,
  clock: Clock,
  caller: Caller,
  row: PayoutRow,
  closing: { status: 'Rejected' | 'Cancelled'; reason: string | null },
): Promise<PayoutRow> {
  const now = clock.now();
  await postTransaction(tx, {
    kind: 'payout_release',
    reference: row.reference,
    currency: row.currency,
    at: now,
    postings: [
      { account: payoutHold(row.partyId, row.currency), amount: -row.amount },
      { account: walletOf(row), amount: row.amount },
    ],
  });
  return movePayout(tx, clock, caller, row, {
    status: closing.status,
    closedUtc: now,
    closedBy: caller === 'system' ? null : caller.userId,
    reason: closing.reason,
  });
}
