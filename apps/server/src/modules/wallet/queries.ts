import type { Currency, Payment, PaymentsQuery, WalletBalance } from '@gas/shared';
import { formatMoney, isUuid } from '@gas/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parties, payments } from '../../db/schema.ts';
import { type Caller, visibleRows, walletOwner } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { contentTypeByExtension, type ReceiptStore } from '../../lib/receipts.ts';
import { partyName } from '../parties/queries.ts';
import { balanceOf, hold, payoutHold, supplierWallet, wallet } from './ledger.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Offtakers see their own statement; operators everything; suppliers nothing. */
export function paymentsVisibleTo(caller: Caller): SQL | undefined {
  return visibleRows(
    caller,
    { offtaker: payments.customerId },
    'Only offtakers and operators can see payments',
  );
}

/** The contract's Payment (packages/shared contracts/wallet.ts) for one row and its offtaker's name. */
export function describePayment(row: PaymentRow, customerName: string): Payment {
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

function paymentQuery(db: Db) {
  return db
    .select({ payment: payments, party: parties })
    .from(payments)
    .innerJoin(parties, eq(parties.id, payments.customerId));
}

/** The statement lines the caller may see, newest first. */
export async function listPayments(db: Db, caller: Caller, filter: PaymentsQuery): Promise<Payment[]> {
  const rows = await paymentQuery(db)
    .where(
      and(
        paymentsVisibleTo(caller),
        filter.status ? eq(payments.status, filter.status) : undefined,
        filter.currency ? eq(payments.currency, filter.currency) : undefined,
        filter.flow ? eq(payments.flow, filter.flow) : undefined,
      ),
    )
    .orderBy(desc(payments.createdUtc), desc(payments.id));
  return rows.map((row) => describePayment(row.payment, partyName(row.party)));
}

/** One payment by id or reference, if the caller may see it (otherwise: not found). */
export async function getPayment(db: Db, caller: Caller, idOrReference: string): Promise<Payment> {
  const match = isUuid(idOrReference)
    ? eq(payments.id, idOrReference)
    : eq(payments.reference, idOrReference);
  const [row] = await paymentQuery(db).where(and(match, paymentsVisibleTo(caller)));
  if (!row) throw notFound('The payment');
  return describePayment(row.payment, partyName(row.party));
}

/** A receipt file of a payment the caller may see: its bytes, type and download name. */
export async function readReceipt(
  deps: { db: Db; receipts: ReceiptStore },
  caller: Caller,
  receipt: { paymentId: string; index: number },
) {
  const [row] = await deps.db
    .select({ reference: payments.reference, paths: payments.receiptPaths })
    .from(payments)
    .where(and(eq(payments.id, receipt.paymentId), paymentsVisibleTo(caller)));
  if (!row) throw notFound('The payment');
  const stored = row.paths[receipt.index];
  if (!stored) throw notFound('The receipt');
  const extension = stored.split('.').pop()!;
  return {
    bytes: await deps.receipts.read(stored),
    contentType: contentTypeByExtension[extension]!,
    filename: `${row.reference}-receipt-${receipt.index + 1}.${extension}`,
  };
}

/**
 * The caller's wallet in one currency. Offtakers: available, held for pending purchases, and held
 * for withdrawals on a line of its own. Suppliers: settlements received (after fees) and not paid
 * out, and held for open payouts.
 */
export async function getBalance(db: Db, caller: Caller, currency: Currency): Promise<WalletBalance> {
  const owner = walletOwner(caller);
  if (owner.side === 'offtaker') {
    const [available, held, heldForWithdrawals] = await Promise.all([
      balanceOf(db, wallet(owner.partyId, currency)),
      balanceOf(db, hold(owner.partyId, currency)),
      balanceOf(db, payoutHold(owner.partyId, currency)),
    ]);
    return {
      amount: available,
      held,
      heldForWithdrawals,
      currency,
      amountString: formatMoney(available, currency),
    };
  }
  const [available, held] = await Promise.all([
    balanceOf(db, supplierWallet(owner.partyId, currency)),
    balanceOf(db, payoutHold(owner.partyId, currency)),
  ]);
  return { amount: available, held, currency, amountString: formatMoney(available, currency) };
}
