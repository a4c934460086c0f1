/** A party's contact's fields in reading order, with the labels the forms and cards show. */
export const contactFieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  email2: 'Second Email',
  mobile: 'Mobile Number',
  mobile2: 'Second Mobile',
  mobile3: 'Third Mobile',
  address: 'Address',
  address2: 'Address Line 2',
} as const;
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
