import { randomUUID } from 'node:crypto';
import {
  type FulfilmentMethod,
  formatQuantity,
  logisticsFeeFor,
  noLogisticsFeeMessage,
  type PurchaseRequest,
  parseContractId,
  type Sale,
} from '@gas/shared';
import type { Db } from '../../db/client.ts';
import { runStatement } from '../../db/statement.ts';
import { type Actor, activeOfftakerId, assertBuyerStillActive } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { notifyMarketChanged } from '../../lib/market-events.ts';
import { newReference } from '../../lib/references.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { auditInsert } from '../audit/service.ts';
import { assertMonthOpen } from '../forwards/months.ts';
import { type JobInput, jobsInsert } from '../jobs/queue.ts';
import { type PartyLogin, partyMailJobs } from '../mail/to-parties.ts';
import { type BalanceChange, hold, postTransaction, wallet } from '../wallet/ledger.ts';
import type { TradingDeps } from './deps.ts';
import { purchasePlacedMails } from './emails.ts';
import { type LockedOffer, lockOffer } from './lock-offer.ts';
import { describeSale, type SaleRow } from './queries.ts';

/**
 * An Active offtaker buys from a listing, in ONE transaction: the server re-prices, reserves the
 * stock, moves the amount (and, for a delivery, the logistics fee looked up for the hub, the
 * site's state and the currency) from the wallet to the hold account, and records the Pending
 * sale with its fulfilment terms, its Debit statement line, audit row, expiry job and emails.
 * Locks are taken inventory first, then ledger accounts by id: the same order as settlement.
 *
 * This is the platform's hot path, so its round trips are counted (docs/performance.md): the
 * locked offer takes one, the ledger posting three, and every other write one statement.
 */
export async function placePurchase(
  deps: TradingDeps,
  actor: Actor,
  input: PurchaseRequest,
  options: UseCaseOptions = {},
): Promise<Sale> {
  const customerId = activeOfftakerId(actor);
  const once = {
    userId: actor.userId,
    operation: 'POST /sales',
    key: options.idempotencyKey,
    request: input,
  };
  return inTransaction(deps.db, (tx) => placeIn(tx, deps, actor, customerId, input), once);
}

async function placeIn(tx: Db, deps: TradingDeps, actor: Actor, customerId: string, input: PurchaseRequest) {
  const now = deps.clock.now();
  // A month no longer open (or not yet) cannot be bought, whatever price it once had.
  const month = parseContractId(input.contractId).deliveryMonth;
  if (month) assertMonthOpen(month, now, 'contractId');
  const offer = await lockOffer(tx, customerId, input);
  if (offer) assertBuyerStillActive(offer.buyerStatus);
  if (!offer?.product.isActive || offer.seller.status !== 'Active' || offer.price === null) {
    throw offerUnavailable();
  }
  const amount = offer.price * input.quantity;
  if (amount !== input.amount)
    throw new AppError('conflict', 'The price has changed. Please review the new offers', 'amount');
  const terms = termsOf(offer, input, customerId);
  const available = offer.inventory.quantity - offer.inventory.reserved;
  if (available < input.quantity) {
    throw new AppError(
      'conflict',
      `Not enough stock: only ${formatQuantity(available)} litres are available`,
      'quantity',
    );
  }

  const reference = newReference('SL', now);
  const walletAccount = wallet(customerId, input.currency);
  const held = amount + terms.logisticsFee;
  const posted = await postTransaction(tx, {
    kind: 'purchase_hold',
    reference,
    currency: input.currency,
    at: now,
    postings: [
      { account: walletAccount, amount: -held },
      { account: hold(customerId, input.currency), amount: held },
    ],
  });
  const sale: SaleRow = {
    id: randomUUID(),
    reference,
    customerId,
    supplierId: offer.inventory.supplierId,
    inventoryId: offer.inventory.id,
    productId: offer.inventory.productId,
    hubId: offer.inventory.hubId,
    quantity: input.quantity,
    unitPrice: offer.price,
    amount,
    fee: null,
    currency: input.currency,
    status: 'Pending',
    resolution: null,
    paymentId: randomUUID(),
    stockLineId: randomUUID(),
    createdUtc: now,
    expiresUtc: addMinutes(now, deps.saleExpiryHours * 60),
    completedUtc: null,
  };
  await writePlacedSale(tx, actor, { sale, offer, terms, wallet: posted.changeOf(walletAccount) });
  // No round trip: published after the commit, merged with the process's other changes (ADR 015).
  await notifyMarketChanged(tx, { kind: 'offers', hub: sale.hubId, product: sale.productId });
  return describeSale({
    sale,
    product: offer.product,
    hub: offer.hub,
    buyer: offer.buyer,
    seller: offer.seller,
    fulfilment: { method: terms.method, logisticsFee: terms.logisticsFee, status: null, approvedUtc: null },
    deliveryMonth: offer.deliveryMonth,
  });
}

/** What the purchase's fulfilment terms come to: collection, or delivery to the buyer's own site. */
type Terms = {
  method: FulfilmentMethod;
  siteId: string | null;
  logisticsFeePerUnit: number;
  logisticsFee: number;
};

function termsOf(offer: LockedOffer, input: PurchaseRequest, customerId: string): Terms {
  if (input.fulfilment?.method !== 'delivery') {
    return { method: 'collection', siteId: null, logisticsFeePerUnit: 0, logisticsFee: 0 };
  }
  const site = offer.site;
  // Another buyer's site answers as if it did not exist.
  if (!site || site.customer_id !== customerId)
    throw new AppError('validation', 'Choose one of your delivery sites', 'siteId');
  if (site.archived)
    throw new AppError('validation', 'This delivery site is archived. Choose another', 'siteId');
  // No fee for the route is a state of the operators' fee table, not bad input: 409, as the quote.
  if (offer.logisticsFeePerUnit === null) throw new AppError('conflict', noLogisticsFeeMessage, 'siteId');
  return {
    method: 'delivery',
    siteId: site.id,
    logisticsFeePerUnit: offer.logisticsFeePerUnit,
    logisticsFee: logisticsFeeFor(offer.logisticsFeePerUnit, input.quantity),
  };
}

const offerUnavailable = () =>
  new AppError('conflict', 'This offer is no longer available. Please choose another contract', 'contractId');

/**
 * Every write of a placed purchase besides the ledger posting, in ONE statement of data-modifying
 * CTEs, written out (db/statement.ts): the reservation, the stock line, the statement line, the
 * sale, and its audit row, expiry job and emails through the audit and jobs modules' inserts.
 * The ids were drawn by the caller, so no write waits for another's answer; foreign keys are
 * checked at the end of the statement, when every row exists.
 */
async function writePlacedSale(
  tx: Db,
  actor: Actor,
  placed: { sale: SaleRow; offer: LockedOffer; terms: Terms; wallet: BalanceChange },
) {
  const { sale, offer, terms } = placed;
  const values: unknown[] = [
    sale.id, // $1
    sale.reference,
    sale.customerId,
    sale.supplierId,
    sale.inventoryId, // $5
    sale.productId,
    sale.hubId,
    sale.quantity,
    sale.unitPrice,
    sale.amount, // $10
    sale.currency,
    sale.paymentId,
    sale.stockLineId,
    sale.createdUtc.toISOString(),
    sale.expiresUtc.toISOString(), // $15
    placed.wallet.before,
    placed.wallet.after,
    sale.amount + terms.logisticsFee,
    terms.method,
    terms.siteId, // $20
    terms.logisticsFeePerUnit,
    terms.logisticsFee,
    offer.deliveryMonth, // $23
    offer.forwardPriceId,
  ];
  const audit = auditInsert(values, sale.createdUtc, actor, {
    action: 'purchase_placed',
    entityType: 'sale',
    entityId: sale.id,
    entityLabel: sale.reference,
    before: null,
    after: 'Pending',
    details: {
      amount: sale.amount,
      currency: sale.currency,
      quantity: sale.quantity,
      inventoryId: sale.inventoryId,
      fulfilment: terms.method,
      ...(terms.siteId ? { siteId: terms.siteId, logisticsFee: terms.logisticsFee } : {}),
      ...(offer.deliveryMonth ? { deliveryMonth: offer.deliveryMonth } : {}),
    },
  });
  const queued = jobsInsert(values, placedSaleJobs(sale, offer), sale.createdUtc);
  await runStatement(
    tx,
    `with reservation as (
        update inventories set reserved = reserved + $8 where id = $5
      ), stock_line as (
        insert into stock_lines (id, inventory_id, flow, category, status, quantity, created_utc)
        values ($13, $5, 'Out', 'Sale', 'Pending', $8, $14)
      ), statement_line as (
        insert into payments (id, reference, customer_id, flow, status, amount, currency, prev_bal, curr_bal, created_utc)
        values ($12, $2, $3, 'Debit', 'Pending', $18, $11, $16, $17, $14)
      ), fulfilment as (
        insert into fulfilments (sale_id, method, site_id, logistics_fee_per_unit, logistics_fee, quantity_ordered)
        values ($1::uuid, $19, $20::uuid, $21, $22, $8)
      ), contract as (
        insert into sale_contracts (sale_id, delivery_month, forward_price_id)
        select $1::uuid, $23::text, $24::uuid where $23::text is not null
      ), audit as (${audit}), queued as (${queued})
      insert into sales (id, reference, customer_id, supplier_id, inventory_id, product_id, hub_id,
        quantity, unit_price, amount, fee, currency, status, resolution, payment_id, stock_line_id,
        created_utc, expires_utc, completed_utc)
      values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, null, $11, 'Pending', null, $12, $13, $14, $15, null)`,
    values,
  );
}

/** The expiry job of a placed sale, and the emails to its supplier and its buyer. */
function placedSaleJobs(sale: SaleRow, offer: LockedOffer): JobInput[] {
  const logins: PartyLogin[] = [
    { partyId: sale.supplierId, email: offer.sellerEmail, party: offer.seller },
    { partyId: sale.customerId, email: offer.buyerEmail, party: offer.buyer },
  ].filter((login): login is PartyLogin => login.email !== null);
  return [
    {
      kind: 'sale-expiry',
      payload: { saleId: sale.id },
      runAfter: sale.expiresUtc,
      dedupeKey: `sale-expiry:${sale.id}`,
    },
    ...partyMailJobs(logins, purchasePlacedMails(sale)),
  ];
}
