import {
  type Currency,
  type FulfilmentAction,
  formatDateTime,
  formatMoney,
  formatQuantity,
  platformTimeZone,
} from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';

// What fulfilment tells the buyer and the supplier, by email, at each step.

type SaleFacts = {
  reference: string;
  customerId: string;
  supplierId: string;
  quantity: number;
  currency: Currency;
};
type StepFacts = {
  method: 'collection' | 'delivery';
  quantityLoaded: number | null;
  quantityDelivered: number | null;
  disputeWindowEndUtc: Date | null;
  disputeReason: string | null;
};

const litres = (value: number | null) => `${formatQuantity(value ?? 0)} litres`;
const when = (date: Date | null) => (date ? `${formatDateTime(date, platformTimeZone)} (Lagos time)` : '');

/** The approval: fulfilment starts, the buyer gets its one-time code. */
export function fulfilmentStartedMails(
  sale: SaleFacts,
  method: 'collection' | 'delivery',
  code: string,
  dispatchBy: Date,
) {
  const how =
    method === 'delivery'
      ? 'Our logistics team will schedule the delivery to your site.'
      : 'Book your collection at the hub; give this code at the hub gate.';
  return [
    {
      partyId: sale.customerId,
      subject: `Purchase ${sale.reference} approved: your delivery code`,
      text: `Your purchase ${sale.reference} has been approved by the supplier. ${how}\n\nYour one-time delivery code is ${code}. Give it only when the gas is in front of you: it is your proof of delivery. The amount stays held until you accept the delivery.\n\nIf the gas is not loaded by ${when(dispatchBy)}, you may cancel the purchase and get the whole amount back.`,
    },
    {
      partyId: sale.supplierId,
      subject: `Sale ${sale.reference} approved: fulfilment started`,
      text: `You approved sale ${sale.reference} (${litres(sale.quantity)}). The stock stays reserved and the amount held until the buyer accepts the gas; you are paid at settlement. It must be loaded by ${when(dispatchBy)}, or the buyer may cancel.`,
    },
  ] satisfies PartyMail[];
}

/** One step of a fulfilment (advanceFulfilment): both parties hear of it. */
export function fulfilmentStepMails(sale: SaleFacts, step: StepFacts, action: FulfilmentAction): PartyMail[] {
  const ref = sale.reference;
  const toBoth = (subject: string, buyer: string, supplier: string): PartyMail[] => [
    { partyId: sale.customerId, subject, text: buyer },
    { partyId: sale.supplierId, subject, text: supplier },
  ];
  const window = `You have until ${when(step.disputeWindowEndUtc)} to accept it or dispute it; without an answer it is accepted.`;
  switch (action) {
    case 'schedule':
      return toBoth(
        `Sale ${ref}: ${step.method === 'delivery' ? 'delivery' : 'collection'} scheduled`,
        `The ${step.method} of your purchase ${ref} has been scheduled. You can follow it on the sale's page.`,
        `The ${step.method} of sale ${ref} has been scheduled.`,
      );
    case 'load':
      return step.method === 'collection'
        ? toBoth(
            `Sale ${ref}: collected`,
            `${litres(step.quantityLoaded)} of your purchase ${ref} were loaded at the hub. ${window}`,
            `${litres(step.quantityLoaded)} of sale ${ref} were collected by the buyer.`,
          )
        : toBoth(
            `Sale ${ref}: loaded`,
            `${litres(step.quantityLoaded)} of your purchase ${ref} were loaded at the hub.`,
            `${litres(step.quantityLoaded)} of sale ${ref} were loaded at the hub.`,
          );
    case 'depart':
      return toBoth(
        `Sale ${ref}: on its way`,
        `Your purchase ${ref} has left the hub and is on its way to your site.`,
        `Sale ${ref} has left the hub.`,
      );
    case 'deliver':
      return toBoth(
        `Sale ${ref}: delivered`,
        `${litres(step.quantityDelivered)} of your purchase ${ref} were delivered. ${window}`,
        `${litres(step.quantityDelivered)} of sale ${ref} were delivered to the buyer.`,
      );
    case 'dispute':
      return toBoth(
        `Sale ${ref}: disputed`,
        `You disputed purchase ${ref}: "${step.disputeReason ?? ''}". The platform's operators will resolve it; the amount stays held meanwhile.`,
        `The buyer disputed sale ${ref}: "${step.disputeReason ?? ''}". The platform's operators will resolve it.`,
      );
    case 'reissue-code':
      return [
        {
          partyId: sale.customerId,
          subject: `Purchase ${ref}: a new delivery code`,
          text: `The platform's operators issued a new delivery code for your purchase ${ref}; the old one no longer works. See it on the sale's page.`,
        },
      ];
    default:
      // accept, auto-accept, resolve, cancel and settle are told by settlementMails.
      return [];
  }
}

/** Settlement or cancellation: where the money went. */
export function settlementMails(
  sale: SaleFacts,
  outcome: {
    status: 'Settled' | 'Cancelled';
    how: 'accepted' | 'auto-accepted' | 'resolved' | 'refunded' | 'cancelled';
    accepted: number;
    supplierPaid: number;
    refunded: number;
    note: string | null;
  },
): PartyMail[] {
  const ref = sale.reference;
  const money = (value: number) => formatMoney(value, sale.currency);
  const because: Record<typeof outcome.how, string> = {
    accepted: 'The buyer accepted the gas.',
    'auto-accepted': 'The acceptance window passed without a dispute, so the gas was accepted.',
    resolved: `The platform's operators resolved the dispute${outcome.note ? `: "${outcome.note}"` : ''}.`,
    refunded: `The platform's operators resolved the dispute with a full refund${outcome.note ? `: "${outcome.note}"` : ''}.`,
    // The buyer's late cancel (its reason, if it gave one) or the operators' (their reason).
    cancelled: `The purchase was cancelled before the gas was loaded${outcome.note ? `: "${outcome.note}"` : ''}.`,
  };
  const subject = outcome.status === 'Settled' ? `Sale ${ref} settled` : `Sale ${ref} cancelled`;
  return [
    {
      partyId: sale.customerId,
      subject,
      text: `${because[outcome.how]} ${
        outcome.status === 'Settled' ? `You paid for ${litres(outcome.accepted)}; ` : ''
      }${money(outcome.refunded)} has been released back to your wallet.`,
    },
    {
      partyId: sale.supplierId,
      subject,
      text: `${because[outcome.how]} ${
        outcome.supplierPaid > 0
          ? `${money(outcome.supplierPaid)} has been paid to your wallet for ${litres(outcome.accepted)} (after the 1% platform fee).`
          : 'Nothing was paid for it.'
      } Stock never loaded is available again.`,
    },
  ];
}

/** The day before the dispatch time limit: the supplier is reminded. */
export function dispatchReminderMails(sale: SaleFacts, deadline: Date): PartyMail[] {
  return [
    {
      partyId: sale.supplierId,
      subject: `Sale ${sale.reference}: load it by ${when(deadline)}`,
      text: `Sale ${sale.reference} (${litres(sale.quantity)}) has not been loaded yet. If it is not loaded by ${when(deadline)}, the buyer may cancel it and get the whole amount back.`,
    },
  ];
}
