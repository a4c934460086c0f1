import { formatMoney, formatQuantity, type SaleResolution } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';
import type { SaleRow } from './queries.ts';

// What the trading use cases tell the buyer and the supplier, by email.

/** An email's words, before its greeting (mail/to-parties.ts; place_purchase greets in SQL). */
export type MailWords = { subject: string; text: string };

/**
 * A purchase was placed: the supplier is asked to decide, the buyer told the money is held. Known
 * before the purchase runs (its amount is the one the buyer confirmed, or the purchase fails), so
 * the purchase's one SQL call addresses them (place-purchase.ts).
 */
export function purchasePlacedMails(sale: Pick<SaleRow, 'reference' | 'amount' | 'currency' | 'quantity'>): {
  supplier: MailWords;
  buyer: MailWords;
} {
  const total = formatMoney(sale.amount, sale.currency);
  const litres = formatQuantity(sale.quantity);
  return {
    supplier: {
      subject: `New purchase ${sale.reference} to approve`,
      text: `A buyer has placed purchase ${sale.reference} of ${litres} litres for ${total}. Please approve or reject it.`,
    },
    buyer: {
      subject: `Purchase ${sale.reference} placed`,
      text: `Your purchase ${sale.reference} of ${litres} litres for ${total} is waiting for the supplier's approval. The amount is held in your wallet.`,
    },
  };
}

/**
 * A sale left Pending other than by approval (fulfilment/emails.ts tells that one, with the
 * delivery code): both sides are told how, and what went back to the buyer's wallet (the amount
 * and any logistics fee held with it).
 */
export function saleDecidedMails(
  sale: SaleRow,
  resolution: Exclude<SaleResolution, 'Approved'>,
  released: number,
): PartyMail[] {
  const total = formatMoney(released, sale.currency);
  const words: Record<Exclude<SaleResolution, 'Approved'>, [string, string, string]> = {
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
    Suspended: [
      `Purchase ${sale.reference} cancelled`,
      `Purchase ${sale.reference} was cancelled because an account taking part in it was suspended. ${total} has been released back to your wallet.`,
      `Sale ${sale.reference} was cancelled because an account taking part in it was suspended; the stock is available again.`,
    ],
  };
  const [subject, toBuyer, toSupplier] = words[resolution];
  return [
    { partyId: sale.customerId, subject, text: toBuyer },
    { partyId: sale.supplierId, subject: subject.replace('Purchase', 'Sale'), text: toSupplier },
  ];
}
