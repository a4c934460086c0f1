import { contactFieldLabels } from '@gas/shared';

export type ContactField = keyof typeof contactFieldLabels;

export const contactFields = Object.keys(contactFieldLabels) as ContactField[];

/** A contact as the profile and the admin's registration pages receive it. */
export type ContactDetails = Record<ContactField, string | null> & { isPrimary: boolean };

/** "Amina Bello", or "Contact 2" for a contact without a name. */
export function contactName(
  contact: Pick<ContactDetails, 'firstName' | 'lastName'>,
  position: number,
): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || `Contact ${position}`;
}
