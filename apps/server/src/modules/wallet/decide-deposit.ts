import { type DepositDecision, isDeposit, type Payment } from '@gas/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, payments } from '../../db/schema.ts';
import { assertMayDecideDeposit, type Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { partyName } from '../parties/queries.ts';
import type { WalletDeps } from './deps.ts';
import { depositDecidedMail } from './emails.ts';
import { externalCash, postTransaction, wallet } from './ledger.ts';
import { describePayment, type PaymentRow } from './queries.ts';

/**
 * An operator approves (the wallet is credited from external cash through the ledger) or
 * rejects a Pending deposit. The row is locked and re-checked, so it is processed at most once.
 */
export async function decideDeposit(
  deps: WalletDeps,
  caller: Caller,
  input: { reference: string; decision: DepositDecision },
): Promise<Payment> {
  assertMayDecideDeposit(caller);
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, input.reference))
      .for('update');
    if (!row) throw notFound('The deposit');
    if (!isDeposit(row))
      throw new AppError('conflict', 'Purchases are settled by their supplier, not by an operator');
    if (row.status !== 'Pending') throw new AppError('conflict', `This deposit is already ${row.status}`);
    const balances =
      input.decision === 'Approved' ? await credit(tx, row, now) : { prevBal: null, currBal: null };
    const [updated] = await tx
      .update(payments)
      .set({
        status: input.decision,
        processedUtc: now,
        processedBy: caller === 'system' ? null : caller.userId,
        ...balances,
      })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'Pending')))
      .returning();
    await recordAudit(tx, deps.clock, caller, {
      action: 'deposit_decided',
      entityType: 'deposit',
      entityId: row.id,
      entityLabel: row.reference,
      before: 'Pending',
      after: input.decision,
      details: { amount: row.amount, currency: row.currency },
    });
    await queuePartyMails(tx, now, [depositDecidedMail(row, input.decision)]);
    const [party] = await tx.select().from(parties).where(eq(parties.id, row.customerId));
    return describePayment(updated!, partyName(party!));
  });
}

/** Credits the deposit to the offtaker's wallet; returns the wallet's balance before and after. */
async function credit(tx: Db, deposit: PaymentRow, at: Date) {
  const account = wallet(deposit.customerId, deposit.currency);
  const posted = await postTransaction(tx, {
    kind: 'deposit',
    reference: deposit.reference,
    currency: deposit.currency,
    at,
    postings: [
      { account: externalCash(deposit.currency), amount: -deposit.amount },
      { account, amount: deposit.amount },
    ],
  });
  const change = posted.changeOf(account);
  return { prevBal: change.before, currBal: change.after };
}
