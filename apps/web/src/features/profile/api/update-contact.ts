import { type Contact, type ContactRequest, contactSchema } from '@gas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileQueryOptions } from './get-profile.ts';

/** PUT profile/contacts/{id}: replaces one of one's own contacts (a blank field is cleared). */
export function updateContact(id: string, values: ContactRequest): Promise<Contact> {
  return api.put(`profile/contacts/${encodeURIComponent(id)}`, values, { schema: contactSchema });
}

export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactRequest) => updateContact(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
