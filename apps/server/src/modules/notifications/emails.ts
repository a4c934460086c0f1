import { type Currency, formatMoney } from '@gas/shared';
import { bothLanguages, formatLocaleOf } from '../mail/words.ts';
import type { OperatorMail } from './to-operators.ts';

// What awaits the operators, by email (issue 22, item 9), in English and Hausa (issue 23). Each
// operator chooses which of these it gets (notification-settings); the links go to the page where
// it is decided.

/** An offtaker sent a deposit: it waits for an operator's approval. */
export function depositAwaitingMail(
  deposit: { id: string; reference: string; amount: number; currency: Currency },
  offtakerName: string,
  publicUrl: string,
): OperatorMail {
  const words = bothLanguages((language) => {
    const amount = formatMoney(deposit.amount, deposit.currency, formatLocaleOf(language));
    const link = `${publicUrl}/admin/deposits/${deposit.id}`;
    return language === 'ha'
      ? {
          subject: `Ajiyar kuɗi ${deposit.reference} tana jiran amincewa`,
          text: `${offtakerName} ya tura ajiyar kuɗi ta ${amount} (${deposit.reference}) tare da rasit ɗinta. Duba rasit ɗin ka amince ko ka ƙi ta:\n\n${link}\n\nKana samun wannan imel ne saboda "Ajiyar kuɗi tana jiran amincewa" a kunne yake a saitunan sanarwarka.`,
        }
      : {
          subject: `Deposit ${deposit.reference} awaits approval`,
          text: `${offtakerName} sent a deposit of ${amount} (${deposit.reference}) with its receipt. Check the receipt and approve or reject it:\n\n${link}\n\nYou get this email because "A deposit awaits approval" is on in your notification settings.`,
        };
  });
  return { topic: 'depositAwaiting', ...words };
}

/** A sign-up confirmed its email: it waits for onboarding. */
export function signUpAwaitingMail(
  party: { id: string; kind: 'supplier' | 'offtaker'; name: string },
  publicUrl: string,
): OperatorMail {
  const t = party.kind === 'supplier' ? 's' : 'o';
  const link = `${publicUrl}/admin/onboardings/${t}/${party.id}`;
  const words = bothLanguages((language) => {
    if (language === 'ha') {
      const kind = party.kind === 'supplier' ? 'mai samarwa' : 'mai saye';
      return {
        subject: `Sabon ${kind} ${party.name} yana jiran shigarwa`,
        text: `${party.name} ya yi rajista a matsayin ${kind} kuma ya tabbatar da adireshin imel ɗinsa. Duba rajistar ka amince ko ka ƙi ta:\n\n${link}\n\nKana samun wannan imel ne saboda "Rajista tana jiran shigarwa" a kunne yake a saitunan sanarwarka.`,
      };
    }
    const kind = party.kind === 'supplier' ? 'supplier' : 'offtaker';
    return {
      subject: `New ${kind} ${party.name} awaits onboarding`,
      text: `${party.name} signed up as a ${kind} and confirmed its email address. Review the registration and approve or reject it:\n\n${link}\n\nYou get this email because "A sign-up awaits onboarding" is on in your notification settings.`,
    };
  });
  return { topic: 'signUpAwaiting', ...words };
}
