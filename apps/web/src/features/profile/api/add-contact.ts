import { type Contact, type ContactRequest, contactSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** POST profile/contacts: a new contact of one's own party. */
export function addContact(values: ContactRequest): Promise<Contact> {
  return api.post('profile/contacts', values, { schema: contactSchema });
}

export const useAddContact = () => useRefreshingMutation(addContact, 'contact');
