import { bankName, formatDateTime, type PayoutAccount } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';

// What banking tells a party by email (greeted by name through mail/to-parties.ts). Every change
// of a payout account is mailed, so a party whose login was taken over learns of it within the
// cool-off, before any payout could reach the new account.

const masked = (accountNumber: string) => `******${accountNumber.slice(-4)}`;
const describe = (account: Pick<PayoutAccount, 'bankCode' | 'accountNumber' | 'currency'>) =>
  `${bankName(account.bankCode)} ${masked(account.accountNumber)} (${account.currency})`;
const notYou =
  'If you did not make this change, change your password now and contact the platform operators: payouts to a new account are held for the cool-off, which gives you time to stop them.';

export type PayoutAccountChange =
  | { kind: 'added'; account: PayoutAccount }
  | { kind: 'replaced'; account: PayoutAccount; previous: PayoutAccount }
  | { kind: 'removed'; previous: PayoutAccount };

/** A payout account was added, replaced or removed on the party's profile. */
export function payoutAccountChangedMail(
  partyId: string,
  change: PayoutAccountChange,
  changedBy: string,
  publicUrl: string | undefined,
): PartyMail {
  const usable = (account: PayoutAccount) =>
    `It can receive payouts from ${formatDateTime(account.usableFromUtc, 'Africa/Lagos')} (Lagos time).`;
  const lines =
    change.kind === 'added'
      ? [
          `A payout bank account was added to your profile by ${changedBy}: ${describe(change.account)}.`,
          usable(change.account),
        ]
      : change.kind === 'replaced'
        ? [
            `A payout bank account on your profile was replaced by ${changedBy}: ${describe(change.previous)} is now ${describe(change.account)}.`,
            usable(change.account),
          ]
        : [
            `A payout bank account was removed from your profile by ${changedBy}: ${describe(change.previous)}.`,
          ];
  const subject =
    change.kind === 'added'
      ? 'A payout bank account was added'
      : change.kind === 'replaced'
        ? 'A payout bank account was replaced'
        : 'A payout bank account was removed';
  return {
    partyId,
    subject,
    text: [...lines, '', notYou, ...(publicUrl ? ['', `${publicUrl}/login`] : [])].join('\n'),
  };
}
