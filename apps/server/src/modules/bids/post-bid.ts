import {
  type Bid,
  type BidRequest,
  deliveryMonthEnd,
  formatMoney,
  logisticsFeeChangedMessage,
  logisticsFeeFor,
  maxBidValidityDays,
  noLogisticsFeeMessage,
  openDeliveryMonths,
  SPOT,
} from '@gas/shared';
import type { Db } from '../../db/client.ts';
import type { PartyStatus } from '../../db/schema.ts';
import { bids } from '../../db/schema-bids.ts';
import { runStatement } from '../../db/statement.ts';
import { type Actor, activeOfftakerId, assertPartyStillActive } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { newReference } from '../../lib/references.ts';
import { inTransaction, type UseCaseOptions } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { queuePartyMails } from '../mail/to-parties.ts';
import { hold, postTransaction, wallet } from '../wallet/ledger.ts';
import type { BidsDeps } from './deps.ts';
import { bidPostedMail } from './emails.ts';
import { announceMarketChange } from './market-change.ts';
import { describeBids } from './queries.ts';

/**
 * An Active offtaker posts a buy bid, in ONE transaction: the contract must be Spot or an open
 * delivery month, the validity in the future (at most 90 days, and a month's bid no later than
 * the month's end); a delivery's logistics fee per unit is the operators' for the hub, the site's
 * state and the currency, as for a purchase, and when the buyer sends the fee it was quoted for
 * the quantity (`fulfilment.logisticsFee`) a different fee now is refused (409 on `siteId`), as a
 * purchase's is. The goods at the limit price and the fee are held at once (wallet -> hold, ledger
 * kind `bid_hold`); a wallet that cannot cover them refuses the bid.
 */
export async function postBid(
  deps: BidsDeps,
  actor: Actor,
  input: BidRequest,
  options: UseCaseOptions = {},
): Promise<Bid> {
  const customerId = activeOfftakerId(actor);
  const once = { userId: actor.userId, operation: 'POST /bids', key: options.idempotencyKey, request: input };
  return inTransaction(
    deps.db,
    async (tx) => {
      const now = deps.clock.now();
      const validUntil = checkedValidity(input, now);
      const context = await lockContext(tx, customerId, input);
      assertPartyStillActive(context.buyerStatus);
      const terms = termsOf(context, input, customerId);
      const held = input.quantity * (input.unitPrice + terms.logisticsFeePerUnit);
      if (!Number.isSafeInteger(held))
        throw new AppError(
          'validation',
          'This bid is too large: lower the quantity or the price',
          'quantity',
        );
      assertQuotedFee(input, terms.logisticsFeePerUnit);
      const reference = newReference('BD', now);
      await holdFunds(tx, { customerId, reference, currency: input.currency, held, now });
      const [bid] = await tx
        .insert(bids)
        .values({
          reference,
          customerId,
          productId: input.productId,
          hubId: input.hubId,
          quantity: input.quantity,
          remaining: input.quantity,
          unitPrice: input.unitPrice,
          currency: input.currency,
          contract: input.contract,
          method: terms.method,
          siteId: terms.siteId,
          logisticsFeePerUnit: terms.logisticsFeePerUnit,
          held,
          validUntilUtc: validUntil,
          createdUtc: now,
          createdBy: actor.userId,
        })
        .returning();
      await recordAudit(tx, deps.clock, actor, {
        action: 'bid_posted',
        entityType: 'bid',
        entityId: bid!.id,
        entityLabel: reference,
        before: null,
        after: 'Open',
        details: {
          quantity: input.quantity,
          unitPrice: input.unitPrice,
          currency: input.currency,
          contract: input.contract,
          held,
          fulfilment: terms.method,
          ...(terms.siteId ? { siteId: terms.siteId } : {}),
        },
      });
      await queuePartyMails(tx, now, [bidPostedMail(bid!)]);
      await announceMarketChange(tx, { hub: input.hubId, product: input.productId });
      return (await describeBids(tx, [bid!], 'owner'))[0]!;
    },
    once,
  );
}

/**
 * The fee the buyer was quoted for the bid's quantity, when sent, must be the route's fee now: a
 * fee the operators changed since is refused before anything is held, and the buyer re-reads it.
 */
function assertQuotedFee(input: BidRequest, feePerUnit: number) {
  const quoted = input.fulfilment?.method === 'delivery' ? input.fulfilment.logisticsFee : undefined;
  if (quoted !== undefined && logisticsFeeFor(feePerUnit, input.quantity) !== quoted)
    throw new AppError('conflict', logisticsFeeChangedMessage, 'siteId');
}

/** Valid until: in the future, within 90 days, and for a delivery month not past its end. */
function checkedValidity(input: BidRequest, now: Date): Date {
  if (input.contract !== SPOT && !openDeliveryMonths(now).includes(input.contract))
    throw new AppError('validation', 'Choose Spot or one of the open delivery months', 'contract');
  const validUntil = new Date(input.validUntilUtc);
  if (validUntil <= now)
    throw new AppError('validation', 'Valid until must be in the future', 'validUntilUtc');
  if (validUntil > addMinutes(now, maxBidValidityDays * 24 * 60))
    throw new AppError(
      'validation',
      `Valid until cannot be more than ${maxBidValidityDays} days ahead`,
      'validUntilUtc',
    );
  if (input.contract !== SPOT && validUntil > deliveryMonthEnd(input.contract))
    throw new AppError(
      'validation',
      'A bid for a delivery month cannot stay open after the month ends',
      'validUntilUtc',
    );
  return validUntil;
}

/** The hold of the whole bid; a wallet that cannot cover it is a field error, not a 500. */
async function holdFunds(
  tx: Db,
  bid: { customerId: string; reference: string; currency: BidRequest['currency']; held: number; now: Date },
) {
  try {
    await postTransaction(tx, {
      kind: 'bid_hold',
      reference: bid.reference,
      currency: bid.currency,
      at: bid.now,
      postings: [
        { account: wallet(bid.customerId, bid.currency), amount: -bid.held },
        { account: hold(bid.customerId, bid.currency), amount: bid.held },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict')
      throw new AppError(
        'conflict',
        `Insufficient funds: this bid holds ${formatMoney(bid.held, bid.currency)}, more than your available ${bid.currency} balance`,
        'quantity',
      );
    throw error;
  }
}

type ContextRow = {
  product_active: boolean | null;
  hub_found: boolean;
  buyer_status: PartyStatus;
  site: { id: string; customer_id: string; state: string; archived: boolean } | null;
  logistics_fee_per_unit: string | number | null;
};

/**
 * The product, the hub, the buyer (FOR SHARE: a racing suspension waits for this bid, then
 * releases it, or is seen here) and for a delivery the site (FOR SHARE: a move or removal of the
 * site waits for this bid, then sees it open and is refused) and the fee from the hub to its state.
 */
async function lockContext(tx: Db, customerId: string, input: BidRequest) {
  const siteId = input.fulfilment?.method === 'delivery' ? input.fulfilment.siteId : null;
  const [row] = await runStatement<ContextRow>(
    tx,
    `select (select is_active from products where id = $2::uuid) as product_active,
       exists (select 1 from hubs where id = $3::uuid) as hub_found,
       b.status as buyer_status,
       (select json_build_object('id', d.id, 'customer_id', d.customer_id, 'state', d.state,
         'archived', d.archived_utc is not null) from delivery_sites d where d.id = $4::uuid for share) as site,
       (select f.fee_per_unit from logistics_fees f join delivery_sites d on d.id = $4::uuid
         where f.hub_id = $3::uuid and f.state = d.state and f.currency = $5) as logistics_fee_per_unit
     from parties b where b.id = $1 for share of b`,
    [customerId, input.productId, input.hubId, siteId, input.currency],
  );
  if (!row?.product_active) throw new AppError('validation', 'Choose a product that is on sale', 'productId');
  if (!row.hub_found) throw new AppError('validation', 'Choose one of the hubs', 'hubId');
  return {
    buyerStatus: row.buyer_status,
    site: row.site,
    logisticsFeePerUnit: row.logistics_fee_per_unit === null ? null : Number(row.logistics_fee_per_unit),
  };
}

/** Collection, or delivery to one of the buyer's own live sites on a route with a fee. */
function termsOf(context: Awaited<ReturnType<typeof lockContext>>, input: BidRequest, customerId: string) {
  if (input.fulfilment?.method !== 'delivery')
    return { method: 'collection' as const, siteId: null, logisticsFeePerUnit: 0 };
  const site = context.site;
  if (!site || site.customer_id !== customerId)
    throw new AppError('validation', 'Choose one of your delivery sites', 'siteId');
  if (site.archived)
    throw new AppError('validation', 'This delivery site is archived. Choose another', 'siteId');
  // As a purchase and the quote: no fee for the route conflicts with the fee table (409).
  if (context.logisticsFeePerUnit === null) throw new AppError('conflict', noLogisticsFeeMessage, 'siteId');
  return { method: 'delivery' as const, siteId: site.id, logisticsFeePerUnit: context.logisticsFeePerUnit };
}
