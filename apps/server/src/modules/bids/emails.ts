import { contractLabel, formatMoney, formatQuantity } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';
import type { BidRow } from './queries.ts';

// What the bid use cases tell the buyer (and, for a fill, the supplier) by email. A sale made from
// a bid is also told by its fulfilment's start (the delivery code to the buyer).

const what = (bid: BidRow, quantity: number) =>
  `${formatQuantity(quantity)} litres (${contractLabel(bid.contract)}) at ${formatMoney(bid.unitPrice, bid.currency)} per litre`;

/** The bid is open: the buyer is told what is held. */
export function bidPostedMail(bid: BidRow): PartyMail {
  return {
    partyId: bid.customerId,
    subject: `Bid ${bid.reference} posted`,
    text: `Your bid ${bid.reference} for ${what(bid, bid.quantity)} is open until ${bid.validUntilUtc.toISOString()}. ${formatMoney(bid.held, bid.currency)} is held in your wallet until it is filled, cancelled or expires.`,
  };
}

/** A supplier sold into the bid: both are told of the sale it made. */
export function bidFilledMails(
  bid: BidRow,
  fill: { quantity: number; saleReference: string; supplierId: string },
): PartyMail[] {
  const left =
    bid.remaining === 0
      ? 'The bid is now filled.'
      : `${formatQuantity(bid.remaining)} litres of the bid remain open.`;
  return [
    {
      partyId: bid.customerId,
      subject: `Bid ${bid.reference}: ${formatQuantity(fill.quantity)} litres sold to you`,
      text: `A supplier sold ${what(bid, fill.quantity)} into your bid ${bid.reference}: purchase ${fill.saleReference} is accepted and enters fulfilment. ${left}`,
    },
    {
      partyId: fill.supplierId,
      subject: `Sale ${fill.saleReference} from bid ${bid.reference}`,
      text: `You sold ${what(bid, fill.quantity)} into bid ${bid.reference}. Sale ${fill.saleReference} is accepted and enters fulfilment; you are paid at settlement.`,
    },
  ];
}

/** The rest of the bid was released: cancelled by its buyer or expired. */
export function bidClosedMail(bid: BidRow, released: number): PartyMail {
  const how = bid.status === 'Expired' ? 'expired' : 'was cancelled';
  return {
    partyId: bid.customerId,
    subject: `Bid ${bid.reference} ${bid.status.toLowerCase()}`,
    text: `Your bid ${bid.reference} ${how}. ${formatMoney(released, bid.currency)} has been released back to your wallet.`,
  };
}
