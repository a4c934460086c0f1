import { type DepositDecision, formatMoney } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';
import type { PaymentRow } from './queries.ts';

// What the wallet use cases tell the offtaker, by email.

/** An operator decided a deposit: credited to the wallet, or refused. */
export function depositDecidedMail(deposit: PaymentRow, decision: DepositDecision): PartyMail {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return decision === 'Approved'
    ? {
        partyId: deposit.customerId,
        subject: `Deposit ${deposit.reference} approved`,
        text: `Your deposit ${deposit.reference} of ${amount} has been approved and credited to your ${deposit.currency} wallet.`,
      }
    : {
        partyId: deposit.customerId,
        subject: `Deposit ${deposit.reference} rejected`,
        text: `Your deposit ${deposit.reference} of ${amount} could not be approved. Please check the receipt and contact the platform operators.`,
      };
}
