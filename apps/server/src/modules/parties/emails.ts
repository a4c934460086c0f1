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
