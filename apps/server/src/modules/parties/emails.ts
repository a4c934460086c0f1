import type { PartyMail } from '../mail/to-parties.ts';

// What the parties use cases tell a party, by email (greeted by name through mail/to-parties.ts).

/** An operator decided a registration: the party is told whether it may now trade. */
export function onboardingDecidedMail(partyId: string, status: 'Active' | 'Rejected'): PartyMail {
  return status === 'Active'
    ? {
        partyId,
        subject: 'Your account is approved',
        text: 'Your account has been approved. You can now log in and start trading.',
      }
    : {
        partyId,
        subject: 'Your registration was not approved',
        text: 'We could not approve your registration. Please contact the platform operators for details.',
      };
}

/** An operator suspended the party: it is told why and what happened to its pending purchases. */
export function partySuspendedMail(partyId: string, reason: string): PartyMail {
  return {
    partyId,
    subject: 'Your account is suspended',
    text: `Your account has been suspended by the platform operators, and you have been signed out. Reason: ${reason}\n\nPurchases and sales of yours that were still waiting for approval have been cancelled and their funds released. Please contact the platform operators for details.`,
  };
}

/** An operator reinstated the party: it may log in and trade again. */
export function partyReinstatedMail(partyId: string, reason: string): PartyMail {
  return {
    partyId,
    subject: 'Your account is reinstated',
    text: `Your account has been reinstated by the platform operators. You can log in and trade again. Reason: ${reason}\n\nPurchases cancelled by the suspension stay cancelled.`,
  };
}
