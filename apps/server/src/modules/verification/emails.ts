import { formatDate } from '@gas/shared';
import type { PartyMail } from '../mail/to-parties.ts';

// What business verification tells a party by email (greeted by name through mail/to-parties.ts).

const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'Africa/Lagos');

/** The supplier's NMDPRA licence expires within `days` days (30 or 7): renew it to keep selling. */
export function licenceExpiryMail(
  partyId: string,
  facts: { licenceNumber: string | null; expiry: string; daysLeft: number },
  publicUrl: string,
): PartyMail {
  const left = facts.daysLeft === 0 ? 'today' : `in ${facts.daysLeft} day${facts.daysLeft === 1 ? '' : 's'}`;
  return {
    partyId,
    subject: `Your NMDPRA licence expires ${left}`,
    text: `Your NMDPRA licence${facts.licenceNumber ? ` ${facts.licenceNumber}` : ''} expires on ${day(facts.expiry)} (${left}). Once it has expired you cannot publish new prices until it is renewed.\n\nRenew it on your business profile: the new licence number, its expiry date and the certificate.\n${publicUrl}/supplier/business-profile`,
  };
}
