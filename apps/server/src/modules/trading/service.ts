import { type Currency, formatMoney, formatQuantity } from '@gas/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  hubs,
  inventories,
  parties,
  payments,
  prices,
  products,
  type SaleStatus,
  sales,
  stockLines,
  users,
} from '../../db/schema.ts';
import { activeOfftakerId } from '../../lib/access.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import type { Actor } from '../auth/sessions.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { partyName } from '../parties/service.ts';
import {
  accountId,
  hold,
  platformRevenue,
  postTransaction,
  supplierWallet,
  wallet,
} from '../wallet/ledger.ts';

export type TradingDeps = { db: Db; clock: Clock; saleExpiryHours: number };

/** The platform's transaction fee: 1% of the trade value, rounded half up to the minor unit. */
export function platformFee(amount: number): number {
  return Math.floor((amount + 50) / 100);
}

export type PurchaseInput = {
  amount: number;
  currency: Currency;
  productId: string;
  quantity: number;
  contractId: string;
};

async function emailParty(tx: Db, partyId: string, subject: string, text: string) {
  const [login] = await tx
    .select({ email: users.email, party: parties })
    .from(users)
    .innerJoin(parties, eq(parties.id, users.partyId))
    .where(eq(users.partyId, partyId));
  if (!login) return;
  await enqueueJob(tx, {
    kind: 'mail',
    payload: { to: login.email, subject, text: `Hello ${partyName(login.party)},\n\n${text}\n` },
  });
}

/**
 * Places a purchase in ONE transaction: re-prices on the server, reserves the stock, moves the
 * amount from the wallet to the hold account, and records the Pending sale and Debit payment.
 * Locks are taken inventory first, then ledger accounts by id: the same order as settlement.
 */
export async function placePurchase(deps: TradingDeps, tx: Db, actor: Actor, input: PurchaseInput) {
  const customerId = activeOfftakerId(actor);
  const now = deps.clock.now();
  const [offer] = await tx
    .select({ inventory: inventories, productActive: products.isActive, supplierStatus: parties.status })
    .from(inventories)
    .innerJoin(products, eq(products.id, inventories.productId))
    .innerJoin(parties, eq(parties.id, inventories.supplierId))
    .where(and(eq(inventories.id, input.contractId), eq(inventories.productId, input.productId)))
    .for('update', { of: inventories });
  if (!offer?.productActive || offer.supplierStatus !== 'Active') {
    throw new AppError(
      'conflict',
      'This offer is no longer available. Please choose another contract',
      'contractId',
    );
  }
  const [price] = await tx
    .select({ amount: prices.amount })
    .from(prices)
    .where(and(eq(prices.inventoryId, offer.inventory.id), eq(prices.currency, input.currency)))
    .orderBy(desc(prices.createdUtc), desc(prices.id))
    .limit(1);
  if (!price)
    throw new AppError(
      'conflict',
      'This offer is no longer available. Please choose another contract',
      'contractId',
    );
  const amount = price.amount * input.quantity;
  if (amount !== input.amount)
    throw new AppError('conflict', 'The price has changed. Please review the new offers', 'amount');
  const available = offer.inventory.quantity - offer.inventory.reserved;
  if (available < input.quantity) {
    throw new AppError(
      'conflict',
      `Not enough stock: only ${formatQuantity(available)} litres are available`,
      'quantity',
    );
  }

  await tx
    .update(inventories)
    .set({ reserved: sql`${inventories.reserved} + ${input.quantity}` })
    .where(eq(inventories.id, offer.inventory.id));
  const [line] = await tx
    .insert(stockLines)
    .values({
      inventoryId: offer.inventory.id,
      flow: 'Out',
      category: 'Sale',
      status: 'Pending',
      quantity: input.quantity,
      createdUtc: now,
    })
    .returning({ id: stockLines.id });
  const reference = newReference('SL', now);
  const walletAccount = wallet(customerId, input.currency);
  const changes = await postTransaction(tx, {
    kind: 'purchase_hold',
    reference,
    currency: input.currency,
    postings: [
      { account: walletAccount, amount: -amount },
      { account: hold(customerId, input.currency), amount },
    ],
  });
  const walletChange = changes.get(await accountId(tx, walletAccount))!;
  const [payment] = await tx
    .insert(payments)
    .values({
      reference,
      customerId,
      flow: 'Debit',
      status: 'Pending',
      amount,
      currency: input.currency,
      prevBal: walletChange.before,
      currBal: walletChange.after,
      createdUtc: now,
    })
    .returning({ id: payments.id });
  const expiresUtc = addMinutes(now, deps.saleExpiryHours * 60);
  const [sale] = await tx
    .insert(sales)
    .values({
      reference,
      customerId,
      supplierId: offer.inventory.supplierId,
      inventoryId: offer.inventory.id,
      productId: offer.inventory.productId,
      hubId: offer.inventory.hubId,
      quantity: input.quantity,
      unitPrice: price.amount,
      amount,
      currency: input.currency,
      status: 'Pending',
      paymentId: payment!.id,
      stockLineId: line!.id,
      createdUtc: now,
      expiresUtc,
    })
    .returning({ id: sales.id });
  await enqueueJob(tx, {
    kind: 'sale-expiry',
    payload: { saleId: sale!.id },
    runAfter: expiresUtc,
    dedupeKey: `sale-expiry:${sale!.id}`,
  });
  const total = formatMoney(amount, input.currency);
  await emailParty(
    tx,
    offer.inventory.supplierId,
    `New purchase ${reference} to approve`,
    `A buyer has placed purchase ${reference} of ${formatQuantity(input.quantity)} litres for ${total}. Please approve or reject it.`,
  );
  await emailParty(
    tx,
    customerId,
    `Purchase ${reference} placed`,
    `Your purchase ${reference} of ${formatQuantity(input.quantity)} litres for ${total} is waiting for the supplier's approval. The amount is held in your wallet.`,
  );
  return getSale(tx, actor, sale!.id);
}

export type Resolution = 'Approved' | 'Rejected' | 'Cancelled' | 'Expired';

const resolutionStatus: Record<Resolution, SaleStatus> = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Expired: 'Cancelled',
};

/**
 * Takes a Pending sale out of Pending, at most once: the supplier approves (settlement) or
 * rejects, the offtaker cancels, or the expiry job cancels. Approval moves the stock out and
 * pays the hold to the supplier less the platform fee; every other outcome releases both.
 */
export async function resolveSale(
  deps: TradingDeps,
  actor: Actor | 'system',
  input: { saleId: string; resolution: Resolution },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, input.saleId), saleVisibleTo(actor)))
      .for('update');
    if (!sale) throw notFound('The sale');
    if (actor !== 'system') assertMayResolve(actor, sale, input.resolution);
    if (sale.status !== 'Pending') throw new AppError('conflict', `This sale is already ${sale.status}`);
    const [inventory] = await tx
      .select()
      .from(inventories)
      .where(eq(inventories.id, sale.inventoryId))
      .for('update');
    const isApproval = input.resolution === 'Approved';
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
      postings: isApproval
        ? [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: supplierWallet(sale.supplierId, sale.currency), amount: sale.amount - fee! },
            ...(fee! > 0 ? [{ account: platformRevenue(sale.currency), amount: fee! }] : []),
          ]
        : [
            { account: hold(sale.customerId, sale.currency), amount: -sale.amount },
            { account: wallet(sale.customerId, sale.currency), amount: sale.amount },
          ],
    });
    const status = resolutionStatus[input.resolution];
    await tx
      .update(payments)
      .set({
        status: isApproval ? 'Approved' : status === 'Rejected' ? 'Rejected' : 'Cancelled',
        processedUtc: now,
      })
      .where(eq(payments.id, sale.paymentId));
    await tx
      .update(sales)
      .set({ status, fee, completedUtc: now, resolution: input.resolution })
      .where(eq(sales.id, sale.id));
    await notifyResolution(tx, sale, input.resolution, fee);
    return getSale(tx, actor === 'system' ? null : actor, sale.id);
  });
}

function assertMayResolve(actor: Actor, sale: typeof sales.$inferSelect, resolution: Resolution) {
  if (resolution === 'Cancelled') {
    if (actor.role !== 'customer' || actor.partyId !== sale.customerId)
      throw new AppError('forbidden', 'Only the buyer can cancel a purchase');
    return;
  }
  if (resolution === 'Expired' || actor.role !== 'client' || actor.partyId !== sale.supplierId) {
    throw new AppError('forbidden', 'Only the supplier can approve or reject a sale');
  }
  if (actor.partyStatus !== 'Active') throw new AppError('forbidden', 'Your account is not active');
}

async function notifyResolution(
  tx: Db,
  sale: typeof sales.$inferSelect,
  resolution: Resolution,
  fee: number | null,
) {
  const total = formatMoney(sale.amount, sale.currency);
  const words: Record<Resolution, [string, string, string]> = {
    Approved: [
      `Purchase ${sale.reference} approved`,
      `Your purchase ${sale.reference} for ${total} has been approved by the supplier.`,
      `Sale ${sale.reference} is settled: ${formatMoney(sale.amount - (fee ?? 0), sale.currency)} has been paid to your wallet (after the 1% platform fee).`,
    ],
    Rejected: [
      `Purchase ${sale.reference} rejected`,
      `Your purchase ${sale.reference} was rejected by the supplier. ${total} has been released back to your wallet.`,
      `You rejected sale ${sale.reference}; the stock is available again.`,
    ],
    Cancelled: [
      `Purchase ${sale.reference} cancelled`,
      `You cancelled purchase ${sale.reference}. ${total} has been released back to your wallet.`,
      `The buyer cancelled purchase ${sale.reference}; the stock is available again.`,
    ],
    Expired: [
      `Purchase ${sale.reference} expired`,
      `Purchase ${sale.reference} was not approved in time and has been cancelled. ${total} has been released back to your wallet.`,
      `Sale ${sale.reference} expired without a decision and has been cancelled; the stock is available again.`,
    ],
  };
  const [subject, toBuyer, toSupplier] = words[resolution];
  await emailParty(tx, sale.customerId, subject, toBuyer);
  await emailParty(tx, sale.supplierId, subject.replace('Purchase', 'Sale'), toSupplier);
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

/** Offtakers see their purchases, suppliers the sales against their inventories, operators all. */
function saleVisibleTo(actor: Actor | 'system' | null): SQL | undefined {
  if (actor === 'system' || actor === null || actor.role === 'admin') return undefined;
  if (actor.role === 'customer' && actor.partyId) return eq(sales.customerId, actor.partyId);
  if (actor.role === 'client' && actor.partyId) return eq(sales.supplierId, actor.partyId);
  throw new AppError('forbidden', 'You are not allowed to see sales');
}

const buyer = alias(parties, 'buyer');
const seller = alias(parties, 'seller');

function saleQuery(db: Db) {
  return db
    .select({ sale: sales, product: products, hub: hubs, buyer, seller })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(hubs, eq(hubs.id, sales.hubId))
    .innerJoin(buyer, eq(buyer.id, sales.customerId))
    .innerJoin(seller, eq(seller.id, sales.supplierId));
}

type SaleRow = Awaited<ReturnType<ReturnType<typeof saleQuery>['execute']>>[number];

function describeSale(row: SaleRow) {
  const { sale } = row;
  const timeline = [{ event: 'Placed', utc: sale.createdUtc.toISOString() }];
  if (sale.completedUtc) {
    const event = sale.resolution === 'Expired' ? 'Expired' : sale.status;
    timeline.push({ event, utc: sale.completedUtc.toISOString() });
  }
  return {
    id: sale.id,
    reference: sale.reference,
    customer: { id: sale.customerId, name: partyName(row.buyer) },
    supplier: { id: sale.supplierId, name: partyName(row.seller) },
    product: { id: row.product.id, name: row.product.name },
    hub: { id: row.hub.id, name: row.hub.name },
    inventoryId: sale.inventoryId,
    quantity: sale.quantity,
    unit: row.product.unit,
    unitPrice: sale.unitPrice,
    amount: sale.amount,
    fee: sale.fee,
    currency: sale.currency,
    amountString: formatMoney(sale.amount, sale.currency),
    status: sale.status,
    resolution: sale.resolution,
    createdUtc: sale.createdUtc.toISOString(),
    expiresUtc: sale.expiresUtc.toISOString(),
    completedUtc: sale.completedUtc?.toISOString() ?? null,
    timeline,
  };
}
export type SaleView = ReturnType<typeof describeSale>;

export async function getSale(db: Db, actor: Actor | null, saleId: string): Promise<SaleView> {
  const [row] = await saleQuery(db).where(and(eq(sales.id, saleId), saleVisibleTo(actor)));
  if (!row) throw notFound('The sale');
  return describeSale(row);
}

export async function listSales(
  db: Db,
  actor: Actor,
  filter: {
    status?: SaleStatus | undefined;
    currency?: Currency | undefined;
    supplierId?: string | undefined;
    customerId?: string | undefined;
    inventoryId?: string | undefined;
  },
): Promise<SaleView[]> {
  const rows = await saleQuery(db)
    .where(
      and(
        saleVisibleTo(actor),
        filter.status ? eq(sales.status, filter.status) : undefined,
        filter.currency ? eq(sales.currency, filter.currency) : undefined,
        filter.supplierId ? eq(sales.supplierId, filter.supplierId) : undefined,
        filter.customerId ? eq(sales.customerId, filter.customerId) : undefined,
        filter.inventoryId ? eq(sales.inventoryId, filter.inventoryId) : undefined,
      ),
    )
    .orderBy(desc(sales.createdUtc), desc(sales.id))
    .limit(5_000);
  return rows.map(describeSale);
}
