import { formatLitres, formatMoney, formatQuantity, type SaleResolution } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf, type Localized, type MailWords } from '../mail/words.ts';
import type { SaleRow } from './queries.ts';

// What the trading use cases tell the buyer and the supplier, by email, in English and Hausa
// (issue 23; the recipient's saved language picks).

export type { MailWords } from '../mail/words.ts';

/**
 * A purchase was placed: the supplier is asked to decide, the buyer told the money is held. Known
 * before the purchase runs (its amount is the one the buyer confirmed, or the purchase fails), so
 * the purchase's one SQL call addresses them (place-purchase.ts), in both languages: the function
 * picks each recipient's (migration 0029).
 */
export function purchasePlacedMails(
  sale: Pick<SaleRow, 'reference' | 'amount' | 'currency' | 'quantity'>,
  language: ServerLanguage = 'en',
): { supplier: MailWords; buyer: MailWords } {
  const locale = formatLocaleOf(language);
  const total = formatMoney(sale.amount, sale.currency, locale);
  const litres = formatQuantity(sale.quantity, locale);
  if (language === 'ha') {
    return {
      supplier: {
        subject: `Sabon saye ${sale.reference} yana jiran amincewarka`,
        text: `Wani mai saye ya sanya saye ${sale.reference} na lita ${litres} kan ${total}. Don Allah ka amince ko ka ƙi shi.`,
      },
      buyer: {
        subject: `An sanya saye ${sale.reference}`,
        text: `Sayenka ${sale.reference} na lita ${litres} kan ${total} yana jiran amincewar mai samarwa. An riƙe adadin kuɗin a jakar kuɗinka.`,
      },
    };
  }
  return {
    supplier: {
      subject: `New purchase ${sale.reference} to approve`,
      text: `A buyer has placed purchase ${sale.reference} of ${formatLitres(sale.quantity)} for ${total}. Please approve or reject it.`,
    },
    buyer: {
      subject: `Purchase ${sale.reference} placed`,
      text: `Your purchase ${sale.reference} of ${formatLitres(sale.quantity)} for ${total} is waiting for the supplier's approval. The amount is held in your wallet.`,
    },
  };
}

/** The purchase's emails in both languages, with each language's greeting word, for place_purchase. */
export function purchasePlacedMailsInBoth(
  sale: Pick<SaleRow, 'reference' | 'amount' | 'currency' | 'quantity'>,
): Localized<{ hello: string; supplier: MailWords; buyer: MailWords }> {
  return {
    en: { hello: 'Hello', ...purchasePlacedMails(sale, 'en') },
    ha: { hello: 'Sannu', ...purchasePlacedMails(sale, 'ha') },
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
  const words = (language: ServerLanguage): [string, string, string, string] => {
    const total = formatMoney(released, sale.currency, formatLocaleOf(language));
    const ref = sale.reference;
    if (language === 'ha') {
      const back = `An mayar da ${total} cikin jakar kuɗinka.`;
      const ha: Record<Exclude<SaleResolution, 'Approved'>, [string, string, string, string]> = {
        Rejected: [
          `An ƙi saye ${ref}`,
          `Mai samarwa ya ƙi sayenka ${ref}. ${back}`,
          `An ƙi ciniki ${ref}`,
          `Ka ƙi ciniki ${ref}; hajar tana nan kuma.`,
        ],
        Cancelled: [
          `An soke saye ${ref}`,
          `Ka soke saye ${ref}. ${back}`,
          `An soke ciniki ${ref}`,
          `Mai saye ya soke saye ${ref}; hajar tana nan kuma.`,
        ],
        Expired: [
          `Lokacin saye ${ref} ya ƙare`,
          `Ba a amince da saye ${ref} a kan lokaci ba, don haka an soke shi. ${back}`,
          `Lokacin ciniki ${ref} ya ƙare`,
          `Lokacin ciniki ${ref} ya ƙare ba tare da yanke shawara ba, don haka an soke shi; hajar tana nan kuma.`,
        ],
        Suspended: [
          `An soke saye ${ref}`,
          `An soke saye ${ref} saboda an dakatar da wani asusu da ke cikinsa. ${back}`,
          `An soke ciniki ${ref}`,
          `An soke ciniki ${ref} saboda an dakatar da wani asusu da ke cikinsa; hajar tana nan kuma.`,
        ],
      };
      return ha[resolution];
    }
    const en: Record<Exclude<SaleResolution, 'Approved'>, [string, string, string]> = {
      Rejected: [
        `Purchase ${ref} rejected`,
        `Your purchase ${ref} was rejected by the supplier. ${total} has been released back to your wallet.`,
        `You rejected sale ${ref}; the stock is available again.`,
      ],
      Cancelled: [
        `Purchase ${ref} cancelled`,
        `You cancelled purchase ${ref}. ${total} has been released back to your wallet.`,
        `The buyer cancelled purchase ${ref}; the stock is available again.`,
      ],
      Expired: [
        `Purchase ${ref} expired`,
        `Purchase ${ref} was not approved in time and has been cancelled. ${total} has been released back to your wallet.`,
        `Sale ${ref} expired without a decision and has been cancelled; the stock is available again.`,
      ],
      Suspended: [
        `Purchase ${ref} cancelled`,
        `Purchase ${ref} was cancelled because an account taking part in it was suspended. ${total} has been released back to your wallet.`,
        `Sale ${ref} was cancelled because an account taking part in it was suspended; the stock is available again.`,
      ],
    };
    const [subject, toBuyer, toSupplier] = en[resolution];
    return [subject, toBuyer, subject.replace('Purchase', 'Sale'), toSupplier];
  };
  const buyer = bothLanguages((language) => {
    const [subject, text] = words(language);
    return { subject, text };
  });
  const supplier = bothLanguages((language) => {
    const [, , subject, text] = words(language);
    return { subject, text };
  });
  return [
    { partyId: sale.customerId, ...buyer },
    { partyId: sale.supplierId, ...supplier },
  ];
}
