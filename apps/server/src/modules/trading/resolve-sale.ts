import type { Sale, SaleResolution, SaleStatus } from '@gas/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventories, payments, sales, stockLines } from '../../db/schema.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { assertMayDecideSale, type Caller } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { assertDeliveryMonthNotOver } from '../forwards/sale-month.ts';
import { startFulfilment } from '../fulfilment/start.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { hold, postTransaction, wallet } from '../wallet/ledger.ts';
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

export const expiredPurchaseMessage = 'This purchase has expired and can no longer be approved';

/**
 * Takes a Pending sale out of Pending, at most once: the supplier approves (an accepted order)
 * or rejects, the offtaker cancels, the expiry job (the platform) lets it expire, or an
 * operator's suspension of its buyer or supplier cancels it (Suspended). Approval starts the
 * fulfilment (fulfilment/start.ts): the stock stays reserved and the amount and logistics fee
 * held until settlement (fulfilment/settle.ts), the only moment the supplier is paid. Every
 * other outcome releases both, the logistics fee with the amount.
 * Called with a transaction as `deps.db` (a suspension), it runs inside it (a savepoint).
 */
export async function resolveSale(
  deps: Pick<TradingDeps, 'db' | 'clock'> & Partial<Pick<TradingDeps, 'fulfilment'>>,
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
    // Past its expiry the purchase is no longer an offer to accept, even if the expiry job has
    // not run yet (a worker down or behind): the buyer was promised its money back by then.
    if (input.resolution === 'Approved' && sale.expiresUtc && sale.expiresUtc <= deps.clock.now()) {
      throw new AppError('conflict', expiredPurchaseMessage);
    }
    if (input.resolution === 'Approved') await assertDeliveryMonthNotOver(tx, sale.id, deps.clock.now());
    const released = await approveOrRelease(tx, deps, sale, input.resolution);
    await recordAudit(tx, deps.clock, caller, {
      action: 'sale_decided',
      entityType: 'sale',
      entityId: sale.id,
      entityLabel: sale.reference,
      before: 'Pending',
      after: statusAfter[input.resolution],
      details: { resolution: input.resolution, amount: sale.amount, currency: sale.currency, released },
    });
    if (input.resolution === 'Approved' || released === null) {
      if (!deps.fulfilment) throw new Error('Approving a sale needs the fulfilment settings');
      await startFulfilment(tx, { clock: deps.clock, fulfilment: deps.fulfilment }, caller, sale);
    } else {
      await queuePartyMails(tx, deps.clock.now(), saleDecidedMails(sale, input.resolution, released));
    }
    // Released stock is on offer again; an approved sale is a trade the market lists.
    await notifyMarketChanged(tx, {
      kind: released === null ? 'trades' : 'offers',
      hub: sale.hubId,
      product: sale.productId,
    });
    return getSale(tx, caller, sale.id);
  });
}

/**
 * The rows of the decision and, unless it is an approval, the release of the stock and of the
 * hold (the amount and the logistics fee). Returns what went back to the buyer's wallet (null
 * for an approval: everything stays held for the fulfilment).
 */
async function approveOrRelease(
  tx: Db,
  deps: Pick<TradingDeps, 'clock'>,
  sale: SaleRow,
  resolution: SaleResolution,
): Promise<number | null> {
  const now = deps.clock.now();
  const status = statusAfter[resolution];
  if (resolution === 'Approved') {
    await tx
      .update(payments)
      .set({ status: 'Approved', processedUtc: now })
      .where(eq(payments.id, sale.paymentId));
    await tx.update(sales).set({ status, resolution }).where(eq(sales.id, sale.id));
    return null;
  }
  const [inventory] = await tx
    .select()
    .from(inventories)
    .where(eq(inventories.id, sale.inventoryId))
    .for('update');
  await tx
    .update(inventories)
    .set({ reserved: sql`${inventories.reserved} - ${sale.quantity}` })
    .where(eq(inventories.id, inventory!.id));
  await tx
    .update(stockLines)
    .set({ status: 'Cancelled', processedUtc: now })
    .where(eq(stockLines.id, sale.stockLineId));
  const [terms] = await tx
    .select({ logisticsFee: fulfilments.logisticsFee })
    .from(fulfilments)
    .where(eq(fulfilments.saleId, sale.id));
  const held = sale.amount + (terms?.logisticsFee ?? 0);
  await postTransaction(tx, {
    kind: 'release',
    reference: sale.reference,
    currency: sale.currency,
    at: now,
    postings: [
      { account: hold(sale.customerId, sale.currency), amount: -held },
      { account: wallet(sale.customerId, sale.currency), amount: held },
    ],
  });
  await tx
    .update(payments)
    .set({ status: status === 'Rejected' ? 'Rejected' : 'Cancelled', processedUtc: now })
    .where(eq(payments.id, sale.paymentId));
  await tx.update(sales).set({ status, completedUtc: now, resolution }).where(eq(sales.id, sale.id));
  return held;
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

/** At most this many purchases expired per sweep; the rest wait for the next. */
const sweptPerRun = 100;
/** The sweep leaves each purchase to its own expiry job for this long after its expiry. */
const sweepGraceMs = 10 * 60_000;

/**
 * The expiry sweep (jobs.ts, 'sale-expiry-sweep', every 15 minutes): expires Pending purchases
 * past their expiry whose own job did not (its retries ran out in a long database outage or a
 * bad rollout, and its dedupe key keeps a new one from being queued). Without it such a purchase
 * stayed Pending for good: no longer approvable, its money held and its stock reserved. Returns
 * how many it took.
 */
export async function expireOverdueSales(deps: TradingDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - sweepGraceMs);
  const overdue = await deps.db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, 'Pending'), lte(sales.expiresUtc, cutoff)))
    .orderBy(asc(sales.expiresUtc))
    .limit(sweptPerRun);
  for (const { id } of overdue) await expireSale(deps, id);
  return overdue.length;
}
