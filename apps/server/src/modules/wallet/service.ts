import type { Currency } from '@gas/shared';
import { formatMoney } from '@gas/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, payments, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/access.ts';
import { activeOfftakerId } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  contentTypeByExtension,
  detectReceiptType,
  hasActivePdfContent,
  type ReceiptStore,
} from '../../lib/receipts.ts';
import { newReference } from '../../lib/references.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { partyName } from '../parties/service.ts';
import { balanceOf, externalCash, hold, postTransaction, supplierWallet, wallet } from './ledger.ts';

export type WalletDeps = { db: Db; clock: Clock; receipts: ReceiptStore };

export const maxReceiptBytes = 10 * 1024 * 1024;

type PaymentRow = typeof payments.$inferSelect;

function describePayment(row: PaymentRow, customerName: string) {
  return {
    id: row.id,
    reference: row.reference,
    customer: { id: row.customerId, name: customerName },
    flow: row.flow,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    amountString: formatMoney(row.amount, row.currency),
    prevBal: row.prevBal,
    currBal: row.currBal,
    createdUtc: row.createdUtc.toISOString(),
    processedUtc: row.processedUtc?.toISOString() ?? null,
    receiptPaths: row.receiptPaths.map((_, index) => `/api/payments/${row.id}/receipts/${index}`),
  };
}
export type PaymentView = ReturnType<typeof describePayment>;

/** Offtakers see their own statement; operators everything; suppliers nothing. */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.role === 'customer' && actor.partyId) return eq(payments.customerId, actor.partyId);
  throw new AppError('forbidden', 'Only offtakers and operators can see payments');
}

function paymentQuery(db: Db) {
  return db
    .select({ payment: payments, party: parties })
    .from(payments)
    .innerJoin(parties, eq(parties.id, payments.customerId));
}

export async function listPayments(
  db: Db,
  actor: Actor,
  filter: {
    status?: PaymentRow['status'] | undefined;
    currency?: Currency | undefined;
    flow?: PaymentRow['flow'] | undefined;
  },
): Promise<PaymentView[]> {
  const rows = await paymentQuery(db)
    .where(
      and(
        visibleTo(actor),
        filter.status ? eq(payments.status, filter.status) : undefined,
        filter.currency ? eq(payments.currency, filter.currency) : undefined,
        filter.flow ? eq(payments.flow, filter.flow) : undefined,
      ),
    )
    .orderBy(desc(payments.createdUtc), desc(payments.id));
  return rows.map((row) => describePayment(row.payment, partyName(row.party)));
}

/** One payment by id or reference, if the actor may see it (otherwise: not found). */
export async function getPayment(db: Db, actor: Actor, idOrReference: string): Promise<PaymentView> {
  const match = /^[0-9a-f-]{36}$/i.test(idOrReference)
    ? eq(payments.id, idOrReference)
    : eq(payments.reference, idOrReference);
  const [row] = await paymentQuery(db).where(and(match, visibleTo(actor)));
  if (!row) throw notFound('The payment');
  return describePayment(row.payment, partyName(row.party));
}

export async function readReceipt(deps: WalletDeps, actor: Actor, paymentId: string, index: number) {
  const payment = await getPayment(deps.db, actor, paymentId);
  const [row] = await deps.db
    .select({ paths: payments.receiptPaths })
    .from(payments)
    .where(eq(payments.id, payment.id));
  const stored = row?.paths[index];
  if (!stored) throw notFound('The receipt');
  const extension = stored.split('.').pop()!;
  return {
    bytes: await deps.receipts.read(stored),
    contentType: contentTypeByExtension[extension]!,
    filename: `${payment.reference}-receipt-${index + 1}.${extension}`,
  };
}

/** A deposit: a Pending Credit line with its receipt. No money moves until an operator approves. */
export async function createDeposit(
  deps: WalletDeps,
  tx: Db,
  actor: Actor,
  input: { amount: number; currency: Currency; receipt: Buffer },
  /** Receives the path of the stored receipt: the caller removes it if `tx` does not commit. */
  storedReceipts: string[] = [],
): Promise<PaymentView> {
  const customerId = activeOfftakerId(actor);
  if (input.receipt.length === 0) throw new AppError('validation', 'The receipt file is empty', 'receipt');
  const type = detectReceiptType(input.receipt);
  if (!type) throw new AppError('validation', 'The receipt must be a PDF, PNG, JPEG or WebP file', 'receipt');
  if (type.extension === 'pdf' && hasActivePdfContent(input.receipt)) {
    throw new AppError(
      'validation',
      'The receipt PDF contains scripts, actions or attached files. Please upload a plain PDF or an image.',
      'receipt',
    );
  }
  const stored = await deps.receipts.save(input.receipt, type);
  storedReceipts.push(stored);
  const [created] = await tx
    .insert(payments)
    .values({
      reference: newReference('DP', deps.clock.now()),
      customerId,
      flow: 'Credit',
      status: 'Pending',
      amount: input.amount,
      currency: input.currency,
      receiptPaths: [stored],
      createdUtc: deps.clock.now(),
    })
    .returning();
  await recordAudit(tx, deps.clock, actor, {
    action: 'deposit_created',
    entityType: 'deposit',
    entityId: created!.id,
    entityLabel: created!.reference,
    after: 'Pending',
    details: { amount: input.amount, currency: input.currency },
  });
  const [party] = await tx.select().from(parties).where(eq(parties.id, customerId));
  return describePayment(created!, partyName(party!));
}

/**
 * Removes receipts stored for a deposit whose transaction did not commit (the file store is not
 * part of the database transaction). Best effort: a file that cannot be removed is logged and
 * left; it is unreferenced, so nothing can read it.
 */
export async function discardReceipts(
  deps: WalletDeps,
  paths: string[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  for (const stored of paths) {
    await deps.receipts.remove(stored).catch((error: unknown) => {
      log.warn(
        { receipt: stored, err: error },
        'could not remove the receipt of a deposit that was not stored',
      );
    });
  }
}

/**
 * An operator approves (the wallet is credited from external cash through the ledger) or
 * rejects a Pending deposit. The row is locked and re-checked, so it is processed at most once.
 */
export async function decideDeposit(
  deps: WalletDeps,
  actor: Actor,
  input: { reference: string; decision: 'Approved' | 'Rejected' },
): Promise<PaymentView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, input.reference))
      .for('update');
    if (!row) throw notFound('The deposit');
    if (row.flow !== 'Credit')
      throw new AppError('conflict', 'Purchases are settled by their supplier, not by an operator');
    if (row.status !== 'Pending') throw new AppError('conflict', `This deposit is already ${row.status}`);
    let balances: { prevBal: number | null; currBal: number | null } = { prevBal: null, currBal: null };
    if (input.decision === 'Approved') {
      const account = wallet(row.customerId, row.currency);
      const posted = await postTransaction(tx, {
        kind: 'deposit',
        reference: row.reference,
        currency: row.currency,
        postings: [
          { account: externalCash(row.currency), amount: -row.amount },
          { account, amount: row.amount },
        ],
      });
      const change = posted.changeOf(account);
      balances = { prevBal: change.before, currBal: change.after };
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: input.decision, processedUtc: now, processedBy: actor.userId, ...balances })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'Pending')))
      .returning();
    await recordAudit(tx, deps.clock, actor, {
      action: 'deposit_decided',
      entityType: 'deposit',
      entityId: row.id,
      entityLabel: row.reference,
      before: 'Pending',
      after: input.decision,
      details: { amount: row.amount, currency: row.currency },
    });
    const [login] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.partyId, row.customerId));
    const [party] = await tx.select().from(parties).where(eq(parties.id, row.customerId));
    const amount = formatMoney(row.amount, row.currency);
    await enqueueJob(tx, deps.clock.now(), {
      kind: 'mail',
      payload: {
        to: login!.email,
        subject:
          input.decision === 'Approved'
            ? `Deposit ${row.reference} approved`
            : `Deposit ${row.reference} rejected`,
        text:
          input.decision === 'Approved'
            ? `Hello ${partyName(party!)},\n\nYour deposit ${row.reference} of ${amount} has been approved and credited to your ${row.currency} wallet.\n`
            : `Hello ${partyName(party!)},\n\nYour deposit ${row.reference} of ${amount} could not be approved. Please check the receipt and contact the platform operators.\n`,
      },
    });
    return describePayment(updated!, partyName(party!));
  });
}

/**
 * The actor's wallet in one currency. Offtakers: available and held for pending purchases.
 * Suppliers: settlements received (after fees); nothing is ever held on their side.
 */
export async function getBalance(db: Db, actor: Actor, currency: Currency) {
  if (!actor.partyId || (actor.role !== 'customer' && actor.role !== 'client')) {
    throw new AppError('forbidden', 'Only offtakers and suppliers have a wallet');
  }
  const [available, held] =
    actor.role === 'customer'
      ? await Promise.all([
          balanceOf(db, wallet(actor.partyId, currency)),
          balanceOf(db, hold(actor.partyId, currency)),
        ])
      : [await balanceOf(db, supplierWallet(actor.partyId, currency)), 0];
  return { amount: available, held, currency, amountString: formatMoney(available, currency) };
}
