import {
  type Currency,
  type FulfilmentAction,
  formatDateTime,
  formatLitres,
  formatMoney,
  formatQuantity,
  platformTimeZone,
} from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf, type MailWords } from '../mail/words.ts';

// What fulfilment tells the buyer and the supplier, by email, at each step, in English and Hausa
// (issue 23; each recipient's saved language picks).

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

const litres = (value: number | null) => formatLitres(value ?? 0);
/** The verb after a quantity: "1 litre was", "98 litres were". */
const were = (value: number | null) => (value === 1 ? 'was' : 'were');
const when = (date: Date | null) => (date ? `${formatDateTime(date, platformTimeZone)} (Lagos time)` : '');
// Hausa: "lita 12,500", "Agu 14, 3:05 YM (lokacin Legas)".
const lita = (value: number | null) => `lita ${formatQuantity(value ?? 0, formatLocaleOf('ha'))}`;
const yaushe = (date: Date | null) =>
  date ? `${formatDateTime(date, platformTimeZone, formatLocaleOf('ha'))} (lokacin Legas)` : '';

/** One mail to `partyId` from each language's words. */
const to = (partyId: string, words: (language: ServerLanguage) => MailWords): PartyMail => ({
  partyId,
  ...bothLanguages(words),
});

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
  const haHow =
    method === 'delivery'
      ? 'Ƙungiyar sufurinmu za ta tsara isarwa zuwa wurinka.'
      : 'Yi tanadin ɗauka a cibiya; ka ba da wannan lambar a ƙofar cibiya.';
  return [
    to(sale.customerId, (language) =>
      language === 'ha'
        ? {
            subject: `An amince da saye ${sale.reference}: lambar isarwarka`,
            text: `Mai samarwa ya amince da sayenka ${sale.reference}. ${haHow}\n\nLambar isarwarka ta sau ɗaya ita ce ${code}. Ka ba da ita ne kawai idan iskar gas tana gabanka: ita ce shaidar isarwarka. Adadin kuɗin zai ci gaba da kasancewa a riƙe har sai ka karɓi isarwar.\n\nIdan ba a loda iskar gas ba kafin ${yaushe(dispatchBy)}, za ka iya soke sayen ka dawo da dukan kuɗin.`,
          }
        : {
            subject: `Purchase ${sale.reference} approved: your delivery code`,
            text: `Your purchase ${sale.reference} has been approved by the supplier. ${how}\n\nYour one-time delivery code is ${code}. Give it only when the gas is in front of you: it is your proof of delivery. The amount stays held until you accept the delivery.\n\nIf the gas is not loaded by ${when(dispatchBy)}, you may cancel the purchase and get the whole amount back.`,
          },
    ),
    to(sale.supplierId, (language) =>
      language === 'ha'
        ? {
            subject: `An amince da ciniki ${sale.reference}: cikar ciniki ta fara`,
            text: `Ka amince da ciniki ${sale.reference} (${lita(sale.quantity)}). Hajar za ta ci gaba da kasancewa a ajiye kuma adadin kuɗin a riƙe har sai mai saye ya karɓi iskar gas; za a biya ka a lokacin kammala biya. Dole ne a loda ta kafin ${yaushe(dispatchBy)}, ko kuma mai saye zai iya soke ta.`,
          }
        : {
            subject: `Sale ${sale.reference} approved: fulfilment started`,
            text: `You approved sale ${sale.reference} (${litres(sale.quantity)}). The stock stays reserved and the amount held until the buyer accepts the gas; you are paid at settlement. It must be loaded by ${when(dispatchBy)}, or the buyer may cancel.`,
          },
    ),
  ] satisfies PartyMail[];
}

/** One step of a fulfilment (advanceFulfilment): both parties hear of it. */
export function fulfilmentStepMails(sale: SaleFacts, step: StepFacts, action: FulfilmentAction): PartyMail[] {
  const ref = sale.reference;
  type Step = { subject: string; buyer: string; supplier: string };
  const toBoth = (words: (language: ServerLanguage) => Step): PartyMail[] => [
    to(sale.customerId, (language) => ({ subject: words(language).subject, text: words(language).buyer })),
    to(sale.supplierId, (language) => ({ subject: words(language).subject, text: words(language).supplier })),
  ];
  const window = `You have until ${when(step.disputeWindowEndUtc)} to accept it or dispute it; without an answer it is accepted.`;
  const haWindow = `Kana da lokaci har zuwa ${yaushe(step.disputeWindowEndUtc)} don ka karɓa ko ka yi ƙorafi; idan ba ka amsa ba, za a ɗauka an karɓa.`;
  const reason = step.disputeReason ?? '';
  switch (action) {
    case 'schedule':
      return toBoth((language) =>
        language === 'ha'
          ? step.method === 'delivery'
            ? {
                subject: `Ciniki ${ref}: an tsara isarwa`,
                buyer: `An tsara isarwar sayenka ${ref}. Za ka iya bin ta a shafin cinikin.`,
                supplier: `An tsara isarwar ciniki ${ref}.`,
              }
            : {
                subject: `Ciniki ${ref}: an tsara ɗauka`,
                buyer: `An tsara ɗaukar sayenka ${ref}. Za ka iya bin ta a shafin cinikin.`,
                supplier: `An tsara ɗaukar ciniki ${ref}.`,
              }
          : {
              subject: `Sale ${ref}: ${step.method === 'delivery' ? 'delivery' : 'collection'} scheduled`,
              buyer: `The ${step.method} of your purchase ${ref} has been scheduled. You can follow it on the sale's page.`,
              supplier: `The ${step.method} of sale ${ref} has been scheduled.`,
            },
      );
    case 'load':
      return step.method === 'collection'
        ? toBoth((language) =>
            language === 'ha'
              ? {
                  subject: `Ciniki ${ref}: an ɗauka`,
                  buyer: `An loda ${lita(step.quantityLoaded)} na sayenka ${ref} a cibiya. ${haWindow}`,
                  supplier: `Mai saye ya ɗauki ${lita(step.quantityLoaded)} na ciniki ${ref}.`,
                }
              : {
                  subject: `Sale ${ref}: collected`,
                  buyer: `${litres(step.quantityLoaded)} of your purchase ${ref} ${were(step.quantityLoaded)} loaded at the hub. ${window}`,
                  supplier: `${litres(step.quantityLoaded)} of sale ${ref} ${were(step.quantityLoaded)} collected by the buyer.`,
                },
          )
        : toBoth((language) =>
            language === 'ha'
              ? {
                  subject: `Ciniki ${ref}: an loda`,
                  buyer: `An loda ${lita(step.quantityLoaded)} na sayenka ${ref} a cibiya.`,
                  supplier: `An loda ${lita(step.quantityLoaded)} na ciniki ${ref} a cibiya.`,
                }
              : {
                  subject: `Sale ${ref}: loaded`,
                  buyer: `${litres(step.quantityLoaded)} of your purchase ${ref} ${were(step.quantityLoaded)} loaded at the hub.`,
                  supplier: `${litres(step.quantityLoaded)} of sale ${ref} ${were(step.quantityLoaded)} loaded at the hub.`,
                },
          );
    case 'depart':
      return toBoth((language) =>
        language === 'ha'
          ? {
              subject: `Ciniki ${ref}: yana kan hanya`,
              buyer: `Sayenka ${ref} ya bar cibiya kuma yana kan hanyar zuwa wurinka.`,
              supplier: `Ciniki ${ref} ya bar cibiya.`,
            }
          : {
              subject: `Sale ${ref}: on its way`,
              buyer: `Your purchase ${ref} has left the hub and is on its way to your site.`,
              supplier: `Sale ${ref} has left the hub.`,
            },
      );
    case 'deliver':
      return toBoth((language) =>
        language === 'ha'
          ? {
              subject: `Ciniki ${ref}: an isar`,
              buyer: `An isar da ${lita(step.quantityDelivered)} na sayenka ${ref}. ${haWindow}`,
              supplier: `An isar da ${lita(step.quantityDelivered)} na ciniki ${ref} ga mai saye.`,
            }
          : {
              subject: `Sale ${ref}: delivered`,
              buyer: `${litres(step.quantityDelivered)} of your purchase ${ref} ${were(step.quantityDelivered)} delivered. ${window}`,
              supplier: `${litres(step.quantityDelivered)} of sale ${ref} ${were(step.quantityDelivered)} delivered to the buyer.`,
            },
      );
    case 'dispute':
      return toBoth((language) =>
        language === 'ha'
          ? {
              subject: `Ciniki ${ref}: an yi ƙorafi`,
              buyer: `Ka yi ƙorafi kan saye ${ref}: "${reason}". Masu gudanarwa za su warware shi; adadin kuɗin zai ci gaba da kasancewa a riƙe kafin nan.`,
              supplier: `Mai saye ya yi ƙorafi kan ciniki ${ref}: "${reason}". Masu gudanarwa za su warware shi.`,
            }
          : {
              subject: `Sale ${ref}: disputed`,
              buyer: `You disputed purchase ${ref}: "${reason}". The platform's operators will resolve it; the amount stays held meanwhile.`,
              supplier: `The buyer disputed sale ${ref}: "${reason}". The platform's operators will resolve it.`,
            },
      );
    case 'reissue-code':
      return [
        to(sale.customerId, (language) =>
          language === 'ha'
            ? {
                subject: `Saye ${ref}: sabuwar lambar isarwa`,
                text: `Masu gudanarwa sun ba da sabuwar lambar isarwa don sayenka ${ref}; tsohuwar ba ta aiki kuma. Duba ta a shafin cinikin.`,
              }
            : {
                subject: `Purchase ${ref}: a new delivery code`,
                text: `The platform's operators issued a new delivery code for your purchase ${ref}; the old one no longer works. See it on the sale's page.`,
              },
        ),
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
    how: 'accepted' | 'auto-accepted' | 'resolved' | 'refunded' | 'undelivered' | 'cancelled';
    accepted: number;
    supplierPaid: number;
    refunded: number;
    /** The litres loaded and not delivered, recorded as a transit loss (settle.ts). */
    lostInTransit: number;
    note: string | null;
  },
): PartyMail[] {
  const ref = sale.reference;
  const money = (value: number) => formatMoney(value, sale.currency);
  const note = outcome.note ? `: "${outcome.note}"` : '';
  const because: Record<typeof outcome.how, string> = {
    accepted: 'The buyer accepted the gas.',
    'auto-accepted': 'The acceptance window passed without a dispute, so the gas was accepted.',
    resolved: `The platform's operators resolved the dispute${note}.`,
    refunded: `The platform's operators resolved the dispute with a full refund${note}.`,
    undelivered: `The gas loaded for this purchase was not delivered, so the platform's operators refunded it in full${note}.`,
    // The buyer's late cancel (its reason, if it gave one) or the operators' (their reason).
    cancelled: `The purchase was cancelled before the gas was loaded${note}.`,
  };
  const subject = outcome.status === 'Settled' ? `Sale ${ref} settled` : `Sale ${ref} cancelled`;
  const haMoney = (value: number) => formatMoney(value, sale.currency, formatLocaleOf('ha'));
  const saboda: Record<typeof outcome.how, string> = {
    accepted: 'Mai saye ya karɓi iskar gas.',
    'auto-accepted': 'Lokacin karɓa ya wuce ba tare da ƙorafi ba, don haka an karɓi iskar gas.',
    resolved: `Masu gudanarwa sun warware ƙorafin${note}.`,
    refunded: `Masu gudanarwa sun warware ƙorafin da mayar da dukan kuɗin${note}.`,
    undelivered: `Ba a isar da iskar gas da aka loda don wannan sayen ba, don haka masu gudanarwa sun mayar da dukan kuɗin${note}.`,
    cancelled: `An soke sayen kafin a loda iskar gas${note}.`,
  };
  const batu = outcome.status === 'Settled' ? `An kammala biyan ciniki ${ref}` : `An soke ciniki ${ref}`;
  // An undelivered refund pays the supplier nothing for gas that left its stock: it is told how
  // much, the quantity the operators' transit loss records.
  const isLost = outcome.how === 'undelivered';
  const lost = isLost
    ? ` ${litres(outcome.lostInTransit)} ${were(outcome.lostInTransit)} loaded and ${outcome.lostInTransit === 1 ? 'is' : 'are'} recorded as lost in transit.`
    : '';
  const asara = isLost
    ? ` An loda ${lita(outcome.lostInTransit)}, kuma an rubuta su a matsayin asarar hanya.`
    : '';
  return [
    to(sale.customerId, (language) =>
      language === 'ha'
        ? {
            subject: batu,
            text: `${saboda[outcome.how]} ${
              outcome.status === 'Settled' ? `Ka biya kuɗin ${lita(outcome.accepted)}; ` : ''
            }an mayar da ${haMoney(outcome.refunded)} cikin jakar kuɗinka.`,
          }
        : {
            subject,
            text: `${because[outcome.how]} ${
              outcome.status === 'Settled' ? `You paid for ${litres(outcome.accepted)}; ` : ''
            }${money(outcome.refunded)} has been released back to your wallet.`,
          },
    ),
    to(sale.supplierId, (language) =>
      language === 'ha'
        ? {
            subject: batu,
            text: `${saboda[outcome.how]} ${
              outcome.supplierPaid > 0
                ? `An biya ${haMoney(outcome.supplierPaid)} cikin jakar kuɗinka don ${lita(outcome.accepted)} (bayan kuɗin sabis na dandali 1%).`
                : 'Ba a biya komai a kansa ba.'
            }${asara} Hajar da ba a loda ba tana nan kuma.`,
          }
        : {
            subject,
            text: `${because[outcome.how]} ${
              outcome.supplierPaid > 0
                ? `${money(outcome.supplierPaid)} has been paid to your wallet for ${litres(outcome.accepted)} (after the 1% platform fee).`
                : 'Nothing was paid for it.'
            }${lost} Stock never loaded is available again.`,
          },
    ),
  ];
}

/** The day before the dispatch time limit: the supplier is reminded. */
export function dispatchReminderMails(sale: SaleFacts, deadline: Date): PartyMail[] {
  return [
    to(sale.supplierId, (language) =>
      language === 'ha'
        ? {
            subject: `Ciniki ${sale.reference}: loda shi kafin ${yaushe(deadline)}`,
            text: `Ba a loda ciniki ${sale.reference} (${lita(sale.quantity)}) ba tukuna. Idan ba a loda shi ba kafin ${yaushe(deadline)}, mai saye zai iya soke shi ya dawo da dukan kuɗin.`,
          }
        : {
            subject: `Sale ${sale.reference}: load it by ${when(deadline)}`,
            text: `Sale ${sale.reference} (${litres(sale.quantity)}) has not been loaded yet. If it is not loaded by ${when(deadline)}, the buyer may cancel it and get the whole amount back.`,
          },
    ),
  ];
}
