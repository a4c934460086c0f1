import { platformFee, type Sale, type SaleResolution, type SaleStatus } from '@gas/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventories, payments, sales, stockLines } from '../../db/schema.ts';
import { assertMayDecideSale, type Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { hold, platformRevenue, postTransaction, supplierWallet, wallet } from '../wallet/ledger.ts';
import type { TradingDeps } from './deps.ts';
import { saleDecidedMails } from './emails.ts';
import { getSale, type SaleRow, salesVisibleTo } from './queries.ts';

const statusAfter: Record<SaleResolution, SaleStatus> = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Expired: 'Cancelled',
  Suspended: 'Cancelled',
};

/**
 * Takes a Pending sale out of Pending, at most once: the supplier approves (settlement) or
 * rejects, the offtaker cancels, the expiry job (the platform) lets it expire, or an operator's
 * suspension of its buyer or supplier cancels it (Suspended). Approval moves the stock out and
 * pays the hold to the supplier less the platform fee; every other outcome releases both.
 * Called with a transaction as `deps.db` (a suspension), it runs inside it (a savepoint).
 */
export async function resolveSale(
  deps: Pick<TradingDeps, 'db' | 'clock'>,
  caller: Caller,
  input: { saleId: string; resolution: SaleResolution },
): Promise<Sale> {
  return inTransaction(deps.db, async (tx) => {
    const [sale] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, input.saleId), salesVisibleTo(caller)))
      .for('update');
    if (!sale) throw notFound('The sale');
    assertMayDecideSale(caller, sale, input.resolution);
    if (sale.status !== 'Pending') throw new AppError('conflict', `This sale is already ${sale.status}`);
    const fee = await settleOrRelease(tx, deps, sale, input.resolution);
    await recordAudit(tx, deps.clock, caller, {
      action: 'sale_decided',
      entityType: 'sale',
      entityId: sale.id,
      entityLabel: sale.reference,
      before: 'Pending',
      after: statusAfter[input.resolution],
      details: { resolution: input.resolution, amount: sale.amount, currency: sale.currency, fee },
    });
    await queuePartyMails(tx, deps.clock.now(), saleDecidedMails(sale, input.resolution, fee));
    return getSale(tx, caller, sale.id);
  });
}

/** The stock, the money and the rows of the decision; returns the fee charged (approval only). */
async function settleOrRelease(
  tx: Db,
  deps: Pick<TradingDeps, 'clock'>,
  sale: SaleRow,
  resolution: SaleResolution,
) {
  const now = deps.clock.now();
  const isApproval = resolution === 'Approved';
  const [inventory] = await tx
    .select()
    .from(inventories)
    .where(eq(inventories.id, sale.inventoryId))
    .for('update');
  await tx
    .update(inventories)
    .set({
      reserved: sql`${inventories.reserved} - ${sale.quantity}`,
      ...(isApproval ? { quantity: sql`${inventories.quantity} - ${sale.quantity}` } : {}),
    })
    .where(eq(inventories.id, inventory!.id));
  await tx
    .update(stockLines)
    .set({ status: isApproval ? 'Approved' : 'Cancelled', processedUtc: now })
    .where(eq(stockLines.id, sale.stockLineId));
  const fee = isApproval ? platformFee(sale.amount) : null;
  await postTransaction(tx, {
    kind: isApproval ? 'settlement' : 'release',
    reference: sale.reference,
    currency: sale.currency,
    postings:
      fee !== null
        ? [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: supplierWallet(sale.supplierId, sale.currency), amount: sale.amount - fee },
            ...(fee > 0 ? [{ account: platformRevenue(sale.currency), amount: fee }] : []),
          ]
        : [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: wallet(sale.customerId, sale.currency), amount: sale.amount },
          ],
  });
  const status = statusAfter[resolution];
  await tx
    .update(payments)
    .set({
      status: isApproval ? 'Approved' : status === 'Rejected' ? 'Rejected' : 'Cancelled',
      processedUtc: now,
    })
    .where(eq(payments.id, sale.paymentId));
  await tx.update(sales).set({ status, fee, completedUtc: now, resolution }).where(eq(sales.id, sale.id));
  return fee;
}

/** The expiry job: cancels the sale if it is still Pending; otherwise nothing to do. */
export async function expireSale(deps: TradingDeps, saleId: string): Promise<void> {
  const [sale] = await deps.db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
  if (sale?.status !== 'Pending') return;
  try {
    await resolveSale(deps, 'system', { saleId, resolution: 'Expired' });
  } catch (error) {
    // Someone resolved it between the read and the lock: that outcome stands.
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  }
}
