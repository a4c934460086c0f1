import { type DisputeOutcome, type FulfilmentActor, platformFee, platformFeeVat } from '@gas/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventories, payments, sales, stockLines } from '../../db/schema.ts';
import { fulfilmentLosses } from '../../db/schema-fulfilment.ts';
import { saleFeeVat } from '../../db/schema-tax.ts';
import { type Caller, owns } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { recordAudit } from '../audit/service.ts';
import { issueSettlementInvoices } from '../documents/issue.ts';
import {
  hold,
  platformLogisticsRevenue,
  platformRevenue,
  platformVatPayable,
  postTransaction,
  supplierWallet,
  wallet,
} from '../wallet/ledger.ts';
import {
  advanceFulfilment,
  type FulfilmentRow,
  lockFulfilment,
  type SaleRow,
  startedStatusOf,
} from './advance.ts';
import type { SettlementDeps } from './deps.ts';
import { settlementMails } from './emails.ts';

/**
 * How a fulfilment ends:
 * - `accepted`: the buyer accepted, or the window passed (auto-accept); the settlement follows
 *   the acceptance in its transaction, for the delivered quantity;
 * - `resolved`: an operator settles a dispute for the delivered quantity or part of it;
 * - `cancelled`: the buyer's cancel past the dispatch time limit, an operator's before loading,
 *   an operator's "refund all" of a dispute, or an operator's refund of a loaded delivery that
 *   will not arrive (`undelivered`: its loaded gas a transit loss): everything held goes back.
 */
export type Ending =
  | { kind: 'accepted'; how: 'accepted' | 'auto-accepted' }
  | { kind: 'resolved'; outcome: Exclude<DisputeOutcome, 'refund-all'>; quantity?: number; note: string }
  | { kind: 'cancelled'; outcome: 'refund-all' | null; note: string | null; undelivered?: true };

/** What settlement moves, from the fulfilment's quantities (all pure arithmetic). */
export function settlementFigures(
  sale: Pick<SaleRow, 'amount' | 'unitPrice'>,
  fulfilment: Pick<
    FulfilmentRow,
    'method' | 'logisticsFee' | 'logisticsFeePerUnit' | 'quantityLoaded' | 'quantityDelivered'
  >,
  accepted: number,
  chargesLogistics: boolean,
  feeVatBasisPoints: number,
) {
  const loaded = fulfilment.quantityLoaded ?? 0;
  const delivered = fulfilment.quantityDelivered ?? 0;
  const goods = accepted * sale.unitPrice;
  const fee = platformFee(goods);
  const feeVat = platformFeeVat(fee, feeVatBasisPoints);
  const logistics = chargesLogistics ? fulfilment.logisticsFeePerUnit * delivered : 0;
  const held = sale.amount + fulfilment.logisticsFee;
  return {
    loaded,
    delivered,
    /** Loaded and not delivered: recorded as a transit loss, and named in the supplier's email. */
    transitLoss: loaded - delivered,
    accepted,
    goods,
    platformFee: fee,
    platformFeeVat: feeVat,
    supplierPaid: goods - fee - feeVat,
    logistics,
    held,
    refunded: held - goods - logistics,
  };
}

/**
 * Ends a fulfilment in the caller's transaction, in ONE ledger transaction: the goods for the
 * accepted quantity to the supplier less the 1% platform fee and the VAT on it (to the platform's
 * VAT-payable account, recorded in sale_fee_vat), the logistics fee for the
 * delivered quantity to platform logistics revenue, the rest of the hold back to the buyer's
 * wallet; the stock never loaded (ordered - loaded) back to the inventory, the loaded stock out
 * of it (the sale's stock line settles at the loaded quantity); loaded but undelivered gas (and
 * delivered gas not accepted) recorded as a loss for the operators. The sale completes now.
 *
 * The fulfilment row is locked first (the same first lock as every step), so an acceptance, a
 * dispute, the auto-accept job and an operator's resolution of one sale end it exactly once.
 */
export async function endFulfilment(
  tx: Db,
  deps: SettlementDeps,
  caller: Caller,
  saleId: string,
  ending: Ending,
  actor?: FulfilmentActor,
  locked?: { fulfilment: FulfilmentRow; sale: SaleRow },
): Promise<void> {
  const now = deps.clock.now();
  // The caller's step may have locked and updated the row already (accept-delivery.ts): its
  // answer is the row as it now is. One read and lock fewer; the step below takes this one.
  const row = locked ?? (await lockFulfilment(tx, saleId));
  if (!row) throw notFound('The sale');
  const { fulfilment, sale } = row;
  // Someone else's sale answers 404 before anything about it is told, its status too (DOMAIN.md):
  // a buyer's or a supplier's own sale, any for an operator or the platform. A driver's is the one
  // its live booking names, which a sale whose fulfilment never started cannot have; of one
  // started, advanceFulfilment asks the booking (actorOf) before its status.
  const driverMayStep = caller !== 'system' && caller.role === 'driver' && fulfilment.status !== null;
  if (!driverMayStep && !owns(caller, { offtakerId: sale.customerId, supplierId: sale.supplierId })) {
    throw notFound('The sale');
  }
  // Before the figures: a sale not approved has nothing delivered to check a quantity against.
  startedStatusOf(fulfilment, sale);

  const delivered = fulfilment.quantityDelivered ?? 0;
  let accepted = 0;
  if (ending.kind === 'accepted') accepted = delivered;
  if (ending.kind === 'resolved') {
    accepted = ending.outcome === 'settle-part' ? (ending.quantity ?? 0) : delivered;
    if (accepted > delivered) {
      throw new AppError(
        'validation',
        `The quantity cannot be more than the ${delivered} litres delivered`,
        'quantity',
      );
    }
  }
  const settles = ending.kind !== 'cancelled';
  const figures = settlementFigures(sale, fulfilment, accepted, settles, deps.platformFeeVatBasisPoints);
  const feeVat = settles ? figures.platformFeeVat : 0;
  const moneyFields = {
    quantityAccepted: accepted,
    supplierPaid: settles ? figures.supplierPaid : 0,
    platformFee: settles ? figures.platformFee : 0,
    logisticsFeeCharged: figures.logistics,
    refunded: figures.refunded,
  };
  const mails = settlementMails(sale, {
    status: settles ? 'Settled' : 'Cancelled',
    how:
      ending.kind === 'accepted'
        ? ending.how
        : ending.kind === 'resolved'
          ? 'resolved'
          : ending.undelivered
            ? 'undelivered'
            : ending.outcome === 'refund-all'
              ? 'refunded'
              : 'cancelled',
    accepted,
    supplierPaid: moneyFields.supplierPaid,
    refunded: figures.refunded,
    lostInTransit: figures.transitLoss,
    note: ending.kind === 'accepted' ? null : ending.note,
  });
  // The step first: the transition table refuses a wrong status or role before any money moves.
  if (ending.kind === 'accepted') {
    await advanceFulfilment(tx, deps, {
      saleId,
      action: 'settle',
      caller: 'system',
      actor: 'system',
      fields: moneyFields,
      mails,
      locked: row,
    });
  } else if (ending.kind === 'resolved') {
    await advanceFulfilment(tx, deps, {
      saleId,
      action: 'resolve',
      caller,
      ...(actor ? { actor } : {}),
      fields: { ...moneyFields, resolution: ending.outcome, resolutionNote: ending.note },
      note: ending.note,
      mails,
      locked: row,
    });
  } else {
    await advanceFulfilment(tx, deps, {
      saleId,
      action: ending.undelivered ? 'refund-undelivered' : 'cancel',
      caller,
      ...(actor ? { actor } : {}),
      fields: {
        ...moneyFields,
        ...(ending.outcome ? { resolution: ending.outcome, resolutionNote: ending.note } : {}),
      },
      note: ending.note,
      mails,
      locked: row,
    });
  }

  // Stock: the reservation ends; what was loaded leaves the inventory (the update locks the row).
  await tx
    .update(inventories)
    .set({
      reserved: sql`${inventories.reserved} - ${fulfilment.quantityOrdered}`,
      quantity: sql`${inventories.quantity} - ${figures.loaded}`,
    })
    .where(eq(inventories.id, sale.inventoryId));
  await tx
    .update(stockLines)
    .set(
      figures.loaded > 0
        ? { status: 'Approved', quantity: figures.loaded, processedUtc: now }
        : { status: 'Cancelled', processedUtc: now },
    )
    .where(eq(stockLines.id, sale.stockLineId));
  // The market shows the stock left; a settlement is a trade of the day (issue 19).
  const where = { hub: sale.hubId, product: sale.productId };
  await notifyMarketChanged(tx, { kind: 'offers', ...where });
  if (settles) await notifyMarketChanged(tx, { kind: 'trades', ...where });

  // Money: one balanced transaction.
  const postings = [
    { account: hold(sale.customerId, sale.currency), amount: -figures.held },
    { account: supplierWallet(sale.supplierId, sale.currency), amount: moneyFields.supplierPaid },
    { account: platformRevenue(sale.currency), amount: moneyFields.platformFee },
    { account: platformVatPayable(sale.currency), amount: feeVat },
    { account: platformLogisticsRevenue(sale.currency), amount: figures.logistics },
    { account: wallet(sale.customerId, sale.currency), amount: figures.refunded },
  ].filter((posting) => posting.amount !== 0);
  if (postings.length > 0) {
    await postTransaction(tx, {
      kind: settles ? 'settlement' : 'release',
      reference: sale.reference,
      currency: sale.currency,
      at: now,
      postings,
    });
  }

  // Gas that left the inventory and was not paid for, for the operators to resolve.
  const losses = [
    { kind: 'transit' as const, quantity: figures.transitLoss },
    { kind: 'refused' as const, quantity: figures.delivered - accepted },
  ].filter((loss) => loss.quantity > 0);
  if (losses.length > 0) {
    await tx.insert(fulfilmentLosses).values(
      losses.map((loss) => ({
        saleId,
        inventoryId: sale.inventoryId,
        kind: loss.kind,
        quantity: loss.quantity,
        occurredUtc: now,
      })),
    );
  }

  let invoiceNumbers: string[] = [];
  if (settles) {
    await tx
      .insert(saleFeeVat)
      .values({ saleId, rateBasisPoints: deps.platformFeeVatBasisPoints, amount: feeVat });
    // The sale's invoice and the fee's, numbered in this transaction (modules/documents).
    invoiceNumbers = await issueSettlementInvoices(tx, now, sale, {
      accepted,
      goods: figures.goods,
      fee: figures.platformFee,
      vat: feeVat,
      vatBasisPoints: deps.platformFeeVatBasisPoints,
      platform: deps.invoiceIssuer,
    });
    // The litres paid for beside the fee: the sale's quantity and amount stay what was ordered.
    await tx
      .update(sales)
      .set({ fee: moneyFields.platformFee, completedUtc: now, settledQuantity: accepted })
      .where(eq(sales.id, saleId));
  } else {
    await tx
      .update(sales)
      .set({ status: 'Cancelled', resolution: 'Cancelled', completedUtc: now })
      .where(eq(sales.id, saleId));
    await tx
      .update(payments)
      .set({ status: 'Cancelled', processedUtc: now })
      .where(eq(payments.id, sale.paymentId));
  }
  await recordAudit(tx, deps.clock, caller, {
    action: 'sale_settled',
    entityType: 'sale',
    entityId: saleId,
    entityLabel: sale.reference,
    before: 'Approved',
    after: settles ? 'Settled' : 'Cancelled',
    details: {
      currency: sale.currency,
      ordered: fulfilment.quantityOrdered,
      loaded: figures.loaded,
      delivered: figures.delivered,
      accepted,
      supplierPaid: moneyFields.supplierPaid,
      platformFee: moneyFields.platformFee,
      platformFeeVat: feeVat,
      logisticsFee: figures.logistics,
      refunded: figures.refunded,
      losses,
      invoices: invoiceNumbers,
    },
  });
}
