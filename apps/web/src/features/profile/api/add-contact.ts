import { type Contact, type ContactRequest, contactSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQueryOptions } from './get-profile.ts';

/** POST profile/contacts: a new contact of one's own party. */
export function addContact(values: ContactRequest): Promise<Contact> {
  return api.post('profile/contacts', values, { schema: contactSchema });
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
