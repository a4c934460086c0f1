import { type BidFillRequest, formatQuantity, type Sale } from '@gas/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PartyStatus, payments, sales, stockLines } from '../../db/schema.ts';
import { bidFills, bids } from '../../db/schema-bids.ts';
import { fulfilments } from '../../db/schema-fulfilment.ts';
import { runStatement } from '../../db/statement.ts';
import { type Actor, activeSupplierId } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { startFulfilment } from '../fulfilment/start.ts';
import { type PartyMail, queuePartyMails } from '../mail/to-parties.ts';
import { getSale, type SaleRow } from '../trading/queries.ts';
import { assertLicenceCurrent } from '../verification/licence.ts';
import { balanceOf, hold, postTransaction, wallet } from '../wallet/ledger.ts';
import type { BidsDeps } from './deps.ts';
import { bidFilledMails } from './emails.ts';
import { announceMarketChange } from './market-change.ts';
import { type BidRow, heldFor } from './queries.ts';

/**
 * A supplier with stock at the bid's hub sells into it, all or part, at the bid's price, in ONE
 * transaction. Locks: the bid first (two suppliers filling its last litres, or a fill racing its
 * cancel or expiry, take turns here: the second sees what the first left), then the supplier's
 * inventory and both parties, then the ledger. The fill makes a sale that is already accepted
 * (Approved) and starts its fulfilment; the stock is reserved, and the part of the bid's hold
 * for that quantity (goods and logistics fee) becomes the sale's hold (ledger kind
 * `purchase_hold` from the hold to itself, under the sale's reference).
 */
export async function fillBid(
  deps: BidsDeps,
  actor: Actor,
  input: BidFillRequest & { bidId: string },
  options: UseCaseOptions = {},
): Promise<Sale> {
  const supplierId = activeSupplierId(actor);
  const once = {
    userId: actor.userId,
    operation: 'POST /bids/fills',
    key: options.idempotencyKey,
    request: input,
  };
  return inTransaction(
    deps.db,
    async (tx) => {
      const now = deps.clock.now();
      const bid = await lockBid(tx, input.bidId);
      // A bid the supplier could not sell into (no inventory of the product at the hub) is not
      // shown to it: it answers as if it did not exist. A closed or expired one says so.
      if (!bid) throw notFound('The bid');
      const stock = await lockStock(tx, supplierId, bid);
      if (bid.status !== 'Open') throw new AppError('conflict', `This bid is already ${bid.status}`);
      if (bid.validUntilUtc <= now) throw new AppError('conflict', 'This bid has expired');
      if (input.quantity > bid.remaining)
        throw new AppError(
          'conflict',
          `Only ${formatQuantity(bid.remaining)} litres of this bid remain`,
          'quantity',
        );
      if (stock.sellerStatus !== 'Active' || stock.buyerStatus !== 'Active')
        throw new AppError('conflict', 'This bid can no longer be filled: a party is not active');
      if (!stock.productActive) throw new AppError('conflict', 'This product is no longer on sale');
      await assertLicenceCurrent(tx, supplierId, now, 'sell into bids');
      const available = stock.quantity - stock.reserved;
      if (available < input.quantity)
        throw new AppError(
          'conflict',
          `Not enough stock: only ${formatQuantity(available)} litres are available at this hub`,
          'quantity',
        );
      const sale = await writeSale(tx, {
        bid,
        inventoryId: stock.inventoryId,
        supplierId,
        quantity: input.quantity,
        now,
      });
      const [updated] = await tx
        .update(bids)
        .set({
          remaining: bid.remaining - input.quantity,
          ...(bid.remaining === input.quantity ? { status: 'Filled' as const, closedUtc: now } : {}),
        })
        .where(eq(bids.id, bid.id))
        .returning();
      await tx
        .insert(bidFills)
        .values({ saleId: sale.id, bidId: bid.id, quantity: input.quantity, createdUtc: now });
      // The fulfilment's first emails go out with the fill's, in one queueing (issue 20).
      const mails: PartyMail[] = [];
      await startFulfilment(tx, { clock: deps.clock, fulfilment: deps.fulfilment }, actor, sale, mails);
      await recordAudit(tx, deps.clock, actor, {
        action: 'bid_filled',
        entityType: 'bid',
        entityId: bid.id,
        entityLabel: bid.reference,
        before: 'Open',
        after: updated!.status,
        details: {
          saleId: sale.id,
          sale: sale.reference,
          quantity: input.quantity,
          remaining: updated!.remaining,
          moved: heldFor(bid, input.quantity),
        },
      });
      mails.push(
        ...bidFilledMails(updated!, { quantity: input.quantity, saleReference: sale.reference, supplierId }),
      );
      await queuePartyMails(tx, now, mails);
      await announceMarketChange(tx, { hub: bid.hubId, product: bid.productId }, ['offers', 'trades']);
      return getSale(tx, actor, sale.id);
    },
    once,
  );
}

async function lockBid(tx: Db, id: string): Promise<BidRow | undefined> {
  const [bid] = await tx.select().from(bids).where(eq(bids.id, id)).for('update');
  return bid;
}

type StockRow = {
  id: string;
  quantity: string | number;
  reserved: string | number;
  seller_status: PartyStatus;
  buyer_status: PartyStatus;
};

/**
 * The supplier's inventory of the product at the hub, locked (FOR UPDATE, as a purchase locks it),
 * and both parties read FOR SHARE: a suspension racing the fill waits for it or is seen here.
 * The product is read after the lock, in a statement of its own: joined to the locking one, it was
 * read as it was before waiting for the lock, so a fill that waited its turn sold a product the
 * operators had taken off sale meanwhile (review; as place_purchase, migration 0042).
 */
async function lockStock(tx: Db, supplierId: string, bid: BidRow) {
  const [row] = await runStatement<StockRow>(
    tx,
    `select i.id, i.quantity, i.reserved, s.status as seller_status, b.status as buyer_status
     from inventories i join parties s on s.id = i.supplier_id join parties b on b.id = $4
     where i.supplier_id = $1 and i.product_id = $2 and i.hub_id = $3
     for update of i for share of s, b`,
    [supplierId, bid.productId, bid.hubId, bid.customerId],
  );
  if (!row) throw notFound('The bid');
  const [product] = await runStatement<{ is_active: boolean }>(
    tx,
    'select is_active from products where id = $1',
    [bid.productId],
  );
  return {
    inventoryId: row.id,
    quantity: Number(row.quantity),
    reserved: Number(row.reserved),
    productActive: product?.is_active === true,
    sellerStatus: row.seller_status,
    buyerStatus: row.buyer_status,
  };
}

/**
 * The accepted sale of the fill: its Debit statement line (Approved at once), the reserved stock
 * (a pending Sale Out line), the fulfilment terms copied from the bid, and the hold moved from the
 * bid to the sale. Its fulfilment is started by the caller (startFulfilment).
 */
async function writeSale(
  tx: Db,
  fill: { bid: BidRow; inventoryId: string; supplierId: string; quantity: number; now: Date },
): Promise<SaleRow> {
  const { bid, quantity, now } = fill;
  const reference = newReference('SL', now);
  const amount = quantity * bid.unitPrice;
  const logisticsFee = quantity * bid.logisticsFeePerUnit;
  const moved = amount + logisticsFee;
  const buyerHold = hold(bid.customerId, bid.currency);
  await postTransaction(tx, {
    kind: 'purchase_hold',
    reference,
    currency: bid.currency,
    at: now,
    postings: [
      { account: buyerHold, amount: -moved },
      { account: buyerHold, amount: moved },
    ],
  });
  const available = await balanceOf(tx, wallet(bid.customerId, bid.currency));
  const [payment] = await tx
    .insert(payments)
    .values({
      reference,
      customerId: bid.customerId,
      flow: 'Debit',
      status: 'Approved',
      amount: moved,
      currency: bid.currency,
      prevBal: available,
      currBal: available,
      createdUtc: now,
      processedUtc: now,
    })
    .returning({ id: payments.id });
  const [line] = await tx
    .insert(stockLines)
    .values({
      inventoryId: fill.inventoryId,
      flow: 'Out',
      category: 'Sale',
      status: 'Pending',
      quantity,
      createdUtc: now,
    })
    .returning({ id: stockLines.id });
  await runStatement(tx, 'update inventories set reserved = reserved + $2 where id = $1', [
    fill.inventoryId,
    quantity,
  ]);
  const [sale] = await tx
    .insert(sales)
    .values({
      reference,
      customerId: bid.customerId,
      supplierId: fill.supplierId,
      inventoryId: fill.inventoryId,
      productId: bid.productId,
      hubId: bid.hubId,
      quantity,
      unitPrice: bid.unitPrice,
      amount,
      fee: null,
      currency: bid.currency,
      status: 'Approved',
      resolution: 'Approved',
      paymentId: payment!.id,
      stockLineId: line!.id,
      createdUtc: now,
      expiresUtc: now,
      completedUtc: null,
    })
    .returning();
  await tx.insert(fulfilments).values({
    saleId: sale!.id,
    method: bid.method,
    siteId: bid.siteId,
    logisticsFeePerUnit: bid.logisticsFeePerUnit,
    logisticsFee,
    quantityOrdered: quantity,
  });
  return sale!;
}
