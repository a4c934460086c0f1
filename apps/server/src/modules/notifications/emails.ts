import { type Currency, formatMoney } from '@gas/shared';
import type { OperatorMail } from './to-operators.ts';

// What awaits the operators, by email (issue 22, item 9). Each operator chooses which of these it
// gets (notification-settings); the links go to the page where it is decided.

/** An offtaker sent a deposit: it waits for an operator's approval. */
export function depositAwaitingMail(
  deposit: { id: string; reference: string; amount: number; currency: Currency },
  offtakerName: string,
  publicUrl: string,
): OperatorMail {
  const amount = formatMoney(deposit.amount, deposit.currency);
  return {
    topic: 'depositAwaiting',
    subject: `Deposit ${deposit.reference} awaits approval`,
    text: `${offtakerName} sent a deposit of ${amount} (${deposit.reference}) with its receipt. Check the receipt and approve or reject it:\n\n${publicUrl}/admin/deposits/${deposit.id}\n\nYou get this email because "A deposit awaits approval" is on in your notification settings.`,
  };
}

/** A sign-up confirmed its email: it waits for onboarding. */
export function signUpAwaitingMail(
  party: { id: string; kind: 'supplier' | 'offtaker'; name: string },
  publicUrl: string,
): OperatorMail {
  const kind = party.kind === 'supplier' ? 'supplier' : 'offtaker';
  const t = party.kind === 'supplier' ? 's' : 'o';
  return {
    topic: 'signUpAwaiting',
    subject: `New ${kind} ${party.name} awaits onboarding`,
    text: `${party.name} signed up as a ${kind} and confirmed its email address. Review the registration and approve or reject it:\n\n${publicUrl}/admin/onboardings/${t}/${party.id}\n\nYou get this email because "A sign-up awaits onboarding" is on in your notification settings.`,
  };
}
