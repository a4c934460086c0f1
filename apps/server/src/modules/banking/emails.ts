import { bankName, formatDateTime, type PayoutAccount } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf } from '../mail/words.ts';

// What banking tells a party by email (greeted by name through mail/to-parties.ts), in English
// and Hausa (issue 23). Every change of a payout account is mailed, so a party whose login was
// taken over learns of it within the cool-off, before any payout could reach the new account.

const masked = (accountNumber: string) => `******${accountNumber.slice(-4)}`;
const describe = (account: Pick<PayoutAccount, 'bankCode' | 'accountNumber' | 'currency'>) =>
  `${bankName(account.bankCode)} ${masked(account.accountNumber)} (${account.currency})`;
const notYou: Record<ServerLanguage, string> = {
  en: 'If you did not make this change, change your password now and contact the platform operators: payouts to a new account are held for the cool-off, which gives you time to stop them.',
  ha: 'Idan ba kai ka yi wannan canji ba, canja kalmar sirrinka yanzu ka tuntuɓi masu gudanarwa: ana riƙe biyan kuɗi zuwa sabon asusu a lokacin jira, don ka sami damar dakatar da su.',
};

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
  const words = bothLanguages((language) => {
    const when = (account: PayoutAccount) =>
      formatDateTime(account.usableFromUtc, 'Africa/Lagos', formatLocaleOf(language));
    const ha = language === 'ha';
    const usable = (account: PayoutAccount) =>
      ha
        ? `Zai iya karɓar biyan kuɗi daga ${when(account)} (lokacin Legas).`
        : `It can receive payouts from ${when(account)} (Lagos time).`;
    const lines =
      change.kind === 'added'
        ? [
            ha
              ? `${changedBy} ya ƙara asusun banki na karɓar biyan kuɗi a bayanan martabarka: ${describe(change.account)}.`
              : `A payout bank account was added to your profile by ${changedBy}: ${describe(change.account)}.`,
            usable(change.account),
          ]
        : change.kind === 'replaced'
          ? [
              ha
                ? `${changedBy} ya maye gurbin asusun banki na karɓar biyan kuɗi a bayanan martabarka: ${describe(change.previous)} yanzu ya zama ${describe(change.account)}.`
                : `A payout bank account on your profile was replaced by ${changedBy}: ${describe(change.previous)} is now ${describe(change.account)}.`,
              usable(change.account),
            ]
          : [
              ha
                ? `${changedBy} ya cire asusun banki na karɓar biyan kuɗi daga bayanan martabarka: ${describe(change.previous)}.`
                : `A payout bank account was removed from your profile by ${changedBy}: ${describe(change.previous)}.`,
            ];
    const subjects = ha
      ? {
          added: 'An ƙara asusun banki na biyan kuɗi',
          replaced: 'An maye gurbin asusun banki na biyan kuɗi',
          removed: 'An cire asusun banki na biyan kuɗi',
        }
      : {
          added: 'A payout bank account was added',
          replaced: 'A payout bank account was replaced',
          removed: 'A payout bank account was removed',
        };
    return {
      subject: subjects[change.kind],
      text: [...lines, '', notYou[language], ...(publicUrl ? ['', `${publicUrl}/login`] : [])].join('\n'),
    };
  });
  return { partyId, ...words };
}
