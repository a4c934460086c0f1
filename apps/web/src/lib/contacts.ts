import { contactFieldLabels } from '@gas/shared';

export type ContactField = keyof typeof contactFieldLabels;

export const contactFields = Object.keys(contactFieldLabels) as ContactField[];

/** A contact as the profile and the admin's registration pages receive it. */
export type ContactDetails = Record<ContactField, string | null> & { isPrimary: boolean };

/**
 * "Amina Bello", or "Contact 2" for a contact without a name (`unnamed`: that name in the
 * reader's language, components catalogue party.contact).
 */
export function contactName(
  contact: Pick<ContactDetails, 'firstName' | 'lastName'>,
  position: number,
  unnamed = `Contact ${position}`,
): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || unnamed;
}
