import { type DepositDecision, formatMoney } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf } from '../mail/words.ts';
import type { PaymentRow } from './queries.ts';

// What the wallet use cases tell the offtaker, by email, in English and Hausa (issue 23).

/** An operator decided a deposit: credited to the wallet, or refused. */
export function depositDecidedMail(deposit: PaymentRow, decision: DepositDecision): PartyMail {
  const words = bothLanguages((language) => {
    const amount = formatMoney(deposit.amount, deposit.currency, formatLocaleOf(language));
    const ref = deposit.reference;
    if (language === 'ha') {
      return decision === 'Approved'
        ? {
            subject: `An amince da ajiyar kuɗi ${ref}`,
            text: `An amince da ajiyar kuɗinka ${ref} ta ${amount}, kuma an saka ta a jakar kuɗinka ta ${deposit.currency}.`,
          }
        : {
            subject: `An ƙi ajiyar kuɗi ${ref}`,
            text: `Ba a iya amincewa da ajiyar kuɗinka ${ref} ta ${amount} ba. Don Allah ka duba rasit ɗin ka tuntuɓi masu gudanarwa.`,
          };
    }
    return decision === 'Approved'
      ? {
          subject: `Deposit ${ref} approved`,
          text: `Your deposit ${ref} of ${amount} has been approved and credited to your ${deposit.currency} wallet.`,
        }
      : {
          subject: `Deposit ${ref} rejected`,
          text: `Your deposit ${ref} of ${amount} could not be approved. Please check the receipt and contact the platform operators.`,
        };
  });
  return { partyId: deposit.customerId, ...words };
}
