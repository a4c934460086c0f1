import { formatDate } from '@gas/shared';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages, formatLocaleOf } from '../mail/words.ts';

// What business verification tells a party by email (greeted by name through mail/to-parties.ts),
// in English and Hausa (issue 23).

const day = (date: string, language: ServerLanguage) =>
  formatDate(`${date}T12:00:00Z`, 'Africa/Lagos', formatLocaleOf(language));

/** The supplier's NMDPRA licence expires within `days` days (30 or 7): renew it to keep selling. */
export function licenceExpiryMail(
  partyId: string,
  facts: { licenceNumber: string | null; expiry: string; daysLeft: number },
  publicUrl: string,
): PartyMail {
  const number = facts.licenceNumber ? ` ${facts.licenceNumber}` : '';
  const words = bothLanguages((language) => {
    if (language === 'ha') {
      const left = facts.daysLeft === 0 ? 'yau' : `nan da kwana ${facts.daysLeft}`;
      return {
        subject: `Lasisinka na NMDPRA zai ƙare ${left}`,
        text: `Lasisinka na NMDPRA${number} zai ƙare a ranar ${day(facts.expiry, language)} (${left}). Da zarar ya ƙare ba za ka iya wallafa sababbin farashi ba sai an sabunta shi.\n\nSabunta shi a bayanan kasuwancinka: sabuwar lambar lasisi, ranar ƙarewarsa da takardar shaida.\n${publicUrl}/supplier/business-profile`,
      };
    }
    const left =
      facts.daysLeft === 0 ? 'today' : `in ${facts.daysLeft} day${facts.daysLeft === 1 ? '' : 's'}`;
    return {
      subject: `Your NMDPRA licence expires ${left}`,
      text: `Your NMDPRA licence${number} expires on ${day(facts.expiry, language)} (${left}). Once it has expired you cannot publish new prices until it is renewed.\n\nRenew it on your business profile: the new licence number, its expiry date and the certificate.\n${publicUrl}/supplier/business-profile`,
    };
  });
  return { partyId, ...words };
}
