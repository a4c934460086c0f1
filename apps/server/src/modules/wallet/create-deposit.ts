import { type DepositRequest, type Payment, receiptMessages } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, payments } from '../../db/schema.ts';
import { type Actor, activeOfftakerId } from '../../lib/access.ts';
import type { ReceiptType } from '../../lib/receipts.ts';
import { newReference } from '../../lib/references.ts';
import { hashRequest, inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { judgeUpload } from '../../lib/uploads.ts';
import { recordAudit } from '../audit/service.ts';
import { depositAwaitingMail } from '../notifications/emails.ts';
import { queueOperatorMail } from '../notifications/to-operators.ts';
import { partyName } from '../parties/queries.ts';
import type { WalletDeps } from './deps.ts';
import { describePayment } from './queries.ts';

/** What an offtaker sends for a deposit: the form's fields and the receipt file's bytes. */
export type DepositInput = DepositRequest & { receipt: Buffer };

/**
 * An Active offtaker records a deposit: a Pending Credit line with its receipt. No money moves
 * until an operator approves it (decide-deposit.ts).
 *
 * The receipt is judged by its content, then stored before its deposit row, outside the
 * database transaction: if the transaction does not commit (a fault, a conflict, a lost
 * connection), the stored file is removed again.
 */
export async function createDeposit(
  deps: WalletDeps,
  actor: Actor,
  input: DepositInput,
  options: UseCaseOptions = {},
): Promise<Payment> {
  const customerId = activeOfftakerId(actor);
  const type = await receiptType(deps, input.receipt);
  const request = { amount: input.amount, currency: input.currency };
  const once = {
    userId: actor.userId,
    operation: 'POST /payments',
    key: options.idempotencyKey,
    request: [request, hashRequest(input.receipt.toString('base64'))],
  };
  // Every attempt's stored receipt (an attempt that drew a reference that already existed is
  // run again, storing the receipt again).
  const stored: string[] = [];
  let deposit: Payment;
  try {
    deposit = await inTransaction(
      deps.db,
      async (tx) => {
        const path = await deps.receipts.save(input.receipt, type);
        stored.push(path);
        return recordDeposit(tx, deps, actor, { customerId, ...request, receiptPath: path });
      },
      once,
    );
  } catch (error) {
    await discardReceipts(deps, stored);
    throw error;
  }
  // Committed, the deposit holds the last receipt stored; an attempt before it left one nothing
  // refers to.
  await discardReceipts(deps, stored.slice(0, -1));
  return deposit;
}

/** The receipt's real type, judged by its content (lib/uploads.ts): a plain PDF or an image. */
function receiptType(deps: WalletDeps, receipt: Buffer): Promise<ReceiptType> {
  return judgeUpload(receipt, {
    field: 'receipt',
    messages: receiptMessages,
    log: deps.log,
    refusal: { key: 'receipt', message: 'receipt PDF refused' },
  });
}

async function recordDeposit(
  tx: Db,
  deps: WalletDeps,
  actor: Actor,
  deposit: DepositRequest & { customerId: string; receiptPath: string },
): Promise<Payment> {
  const now = deps.clock.now();
  const [created] = await tx
    .insert(payments)
    .values({
      reference: newReference('DP', now),
      customerId: deposit.customerId,
      flow: 'Credit',
      status: 'Pending',
      amount: deposit.amount,
      currency: deposit.currency,
      receiptPaths: [deposit.receiptPath],
      createdUtc: now,
    })
    .returning();
  await recordAudit(tx, deps.clock, actor, {
    action: 'deposit_created',
    entityType: 'deposit',
    entityId: created!.id,
    entityLabel: created!.reference,
    after: 'Pending',
    details: { amount: deposit.amount, currency: deposit.currency },
  });
  const [party] = await tx.select().from(parties).where(eq(parties.id, deposit.customerId));
  const name = partyName(party!);
  await queueOperatorMail(tx, now, depositAwaitingMail(created!, name, deps.publicUrl ?? ''));
  return describePayment(created!, name);
}

/**
 * Removes receipts stored for a deposit whose transaction did not commit (the file store is not
 * part of the database transaction). Best effort: a file that cannot be removed is logged and
 * left; it is unreferenced, so nothing can read it.
 */
async function discardReceipts(deps: WalletDeps, paths: string[]): Promise<void> {
  for (const path of paths) {
    await deps.receipts.remove(path).catch((error: unknown) => {
      deps.log?.warn(
        { receipt: path, err: error },
        'could not remove the receipt of a deposit that was not stored',
      );
    });
  }
}
