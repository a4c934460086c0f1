import type { PartyMail } from '../mail/to-parties.ts';
import { bothLanguages } from '../mail/words.ts';

// What the parties use cases tell a party, by email (greeted by name through mail/to-parties.ts),
// in English and Hausa (issue 23).

/** An operator decided a registration: the party is told whether it may now trade. */
export function onboardingDecidedMail(partyId: string, status: 'Active' | 'Rejected'): PartyMail {
  const words = bothLanguages((language) => {
    if (language === 'ha') {
      return status === 'Active'
        ? {
            subject: 'An amince da asusunka',
            text: 'An amince da asusunka. Yanzu za ka iya shiga ka fara ciniki.',
          }
        : {
            subject: 'Ba a amince da rajistarka ba',
            text: 'Ba mu iya amincewa da rajistarka ba. Don Allah ka tuntuɓi masu gudanarwa don ƙarin bayani.',
          };
    }
    return status === 'Active'
      ? {
          subject: 'Your account is approved',
          text: 'Your account has been approved. You can now log in and start trading.',
        }
      : {
          subject: 'Your registration was not approved',
          text: 'We could not approve your registration. Please contact the platform operators for details.',
        };
  });
  return { partyId, ...words };
}

/** An operator suspended the party: it is told why and what happened to its pending purchases. */
export function partySuspendedMail(partyId: string, reason: string): PartyMail {
  const words = bothLanguages((language) =>
    language === 'ha'
      ? {
          subject: 'An dakatar da asusunka',
          text: `Masu gudanarwa sun dakatar da asusunka, kuma an fitar da kai. Dalili: ${reason}\n\nSaye da cinikayyarka da ke jiran amincewa an soke su, kuma an saki kuɗinsu. Don Allah ka tuntuɓi masu gudanarwa don ƙarin bayani.`,
        }
      : {
          subject: 'Your account is suspended',
          text: `Your account has been suspended by the platform operators, and you have been signed out. Reason: ${reason}\n\nPurchases and sales of yours that were still waiting for approval have been cancelled and their funds released. Please contact the platform operators for details.`,
        },
  );
  return { partyId, ...words };
}

/** An operator reinstated the party: it may log in and trade again. */
export function partyReinstatedMail(partyId: string, reason: string): PartyMail {
  const words = bothLanguages((language) =>
    language === 'ha'
      ? {
          subject: 'An maido da asusunka',
          text: `Masu gudanarwa sun maido da asusunka. Za ka iya shiga ka sake yin ciniki. Dalili: ${reason}\n\nSayayyar da dakatarwar ta soke za su ci gaba da kasancewa a soke.`,
        }
      : {
          subject: 'Your account is reinstated',
          text: `Your account has been reinstated by the platform operators. You can log in and trade again. Reason: ${reason}\n\nPurchases cancelled by the suspension stay cancelled.`,
        },
  );
  return { partyId, ...words };
}
