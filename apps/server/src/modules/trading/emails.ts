import { formatMoney, formatQuantity, type SaleResolution } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';
import type { SaleRow } from './queries.ts';

// What the trading use cases tell the buyer and the supplier, by email.

/** A purchase was placed: the supplier is asked to decide, the buyer told the money is held. */
export function purchasePlacedMails(sale: SaleRow): PartyMail[] {
  const total = formatMoney(sale.amount, sale.currency);
  const litres = formatQuantity(sale.quantity);
  return [
    {
      partyId: sale.supplierId,
      subject: `New purchase ${sale.reference} to approve`,
      text: `A buyer has placed purchase ${sale.reference} of ${litres} litres for ${total}. Please approve or reject it.`,
    },
    {
      partyId: sale.customerId,
      subject: `Purchase ${sale.reference} placed`,
      text: `Your purchase ${sale.reference} of ${litres} litres for ${total} is waiting for the supplier's approval. The amount is held in your wallet.`,
    },
  ];
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
