import { type Contact, type ContactRequest, contactSchema } from '@gas/shared';
import { api } from '../../../lib/api.ts';
import { useRefreshingMutation } from '../../../lib/queries.ts';

/** PUT profile/contacts/{id}: replaces one of one's own contacts (a blank field is cleared). */
export function updateContact(id: string, values: ContactRequest): Promise<Contact> {
  return api.put(`profile/contacts/${encodeURIComponent(id)}`, values, { schema: contactSchema });
}

export const useUpdateContact = (id: string) =>
  useRefreshingMutation((values: ContactRequest) => updateContact(id, values), 'contact');
