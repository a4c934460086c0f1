import {
  contractLabel,
  deliveryMonthStart,
  formatDateTime,
  formatDateWith,
  formatLitres,
  formatMoney,
  formatQuantity,
  SPOT,
} from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf } from '../mail/words.ts';
import type { BidRow } from './queries.ts';

// What the bid use cases tell the buyer (and, for a fill, the supplier) by email, in English and
// Hausa (issue 23). A sale made from a bid is also told by its fulfilment's start (the delivery
// code to the buyer).

/** The bid's contract: "Spot" or "Dec 2026"; in Hausa "Nan take" or "Dis 2026" (the web's words). */
const contractIn = (contract: BidRow['contract'], language: ServerLanguage) =>
  language === 'en'
    ? contractLabel(contract)
    : contract === null || contract === SPOT
      ? 'Nan take'
      : formatDateWith(
          deliveryMonthStart(contract),
          { month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' },
          formatLocaleOf(language),
        );

const what = (bid: BidRow, quantity: number, language: ServerLanguage) => {
  const locale = formatLocaleOf(language);
  return language === 'ha'
    ? `lita ${formatQuantity(quantity, locale)} (${contractIn(bid.contract, language)}) kan ${formatMoney(bid.unitPrice, bid.currency, locale)} kowace lita`
    : `${formatLitres(quantity)} (${contractLabel(bid.contract)}) at ${formatMoney(bid.unitPrice, bid.currency)} per litre`;
};

/** Until when the bid is open, in Lagos time as the buyer chose it (not the stored UTC instant). */
const openUntil = (bid: BidRow, language: ServerLanguage) => {
  const when = formatDateTime(bid.validUntilUtc, 'Africa/Lagos', formatLocaleOf(language));
  return language === 'ha' ? `${when} (lokacin Legas)` : `${when} (Lagos time)`;
};

/** The bid is open: the buyer is told what is held. */
export function bidPostedMail(bid: BidRow): PartyMail {
  const words = bothLanguages((language) => {
    const held = formatMoney(bid.held, bid.currency, formatLocaleOf(language));
    return language === 'ha'
      ? {
          subject: `An buɗe tayin saye ${bid.reference}`,
          text: `Tayin sayenka ${bid.reference} na ${what(bid, bid.quantity, language)} a buɗe yake har zuwa ${openUntil(bid, language)}. An riƙe ${held} a jakar kuɗinka har sai an cika shi, an soke shi ko lokacinsa ya ƙare.`,
        }
      : {
          subject: `Bid ${bid.reference} posted`,
          text: `Your bid ${bid.reference} for ${what(bid, bid.quantity, language)} is open until ${openUntil(bid, language)}. ${held} is held in your wallet until it is filled, cancelled or expires.`,
        };
  });
  return { partyId: bid.customerId, ...words };
}

/** A supplier sold into the bid: both are told of the sale it made. */
export function bidFilledMails(
  bid: BidRow,
  fill: { quantity: number; saleReference: string; supplierId: string },
): PartyMail[] {
  const buyer = bothLanguages((language) => {
    const locale = formatLocaleOf(language);
    if (language === 'ha') {
      const left =
        bid.remaining === 0
          ? 'Yanzu an cika tayin sayen.'
          : `Lita ${formatQuantity(bid.remaining, locale)} na tayin sayen suna nan a buɗe.`;
      return {
        subject: `Tayin saye ${bid.reference}: an sayar maka da lita ${formatQuantity(fill.quantity, locale)}`,
        text: `Wani mai samarwa ya sayar da ${what(bid, fill.quantity, language)} cikin tayin sayenka ${bid.reference}: an amince da saye ${fill.saleReference} kuma ya shiga cikar ciniki. ${left}`,
      };
    }
    const left =
      bid.remaining === 0
        ? 'The bid is now filled.'
        : `${formatLitres(bid.remaining)} of the bid ${bid.remaining === 1 ? 'remains' : 'remain'} open.`;
    return {
      subject: `Bid ${bid.reference}: ${formatLitres(fill.quantity)} sold to you`,
      text: `A supplier sold ${what(bid, fill.quantity, language)} into your bid ${bid.reference}: purchase ${fill.saleReference} is accepted and enters fulfilment. ${left}`,
    };
  });
  const supplier = bothLanguages((language) =>
    language === 'ha'
      ? {
          subject: `Ciniki ${fill.saleReference} daga tayin saye ${bid.reference}`,
          text: `Ka sayar da ${what(bid, fill.quantity, language)} cikin tayin saye ${bid.reference}. An amince da ciniki ${fill.saleReference} kuma ya shiga cikar ciniki; za a biya ka a lokacin kammala biya.`,
        }
      : {
          subject: `Sale ${fill.saleReference} from bid ${bid.reference}`,
          text: `You sold ${what(bid, fill.quantity, language)} into bid ${bid.reference}. Sale ${fill.saleReference} is accepted and enters fulfilment; you are paid at settlement.`,
        },
  );
  return [
    { partyId: bid.customerId, ...buyer },
    { partyId: fill.supplierId, ...supplier },
  ];
}

/** The rest of the bid was released: cancelled by its buyer or expired. */
export function bidClosedMail(bid: BidRow, released: number): PartyMail {
  const words = bothLanguages((language) => {
    const amount = formatMoney(released, bid.currency, formatLocaleOf(language));
    if (language === 'ha') {
      const expired = bid.status === 'Expired';
      return {
        subject: expired
          ? `Lokacin tayin saye ${bid.reference} ya ƙare`
          : `An soke tayin saye ${bid.reference}`,
        text: `${expired ? `Lokacin tayin sayenka ${bid.reference} ya ƙare.` : `An soke tayin sayenka ${bid.reference}.`} An mayar da ${amount} cikin jakar kuɗinka.`,
      };
    }
    const how = bid.status === 'Expired' ? 'expired' : 'was cancelled';
    return {
      subject: `Bid ${bid.reference} ${bid.status.toLowerCase()}`,
      text: `Your bid ${bid.reference} ${how}. ${amount} has been released back to your wallet.`,
    };
  });
  return { partyId: bid.customerId, ...words };
}
