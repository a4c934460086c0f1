import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ContactFormValues } from '../schemas.ts';
import type { ProfileContact } from '../types.ts';
import { profileQueryOptions } from './get-profile.ts';

/** POST profile/contacts: a new contact of one's own party. */
export function addContact(values: ContactFormValues): Promise<ProfileContact> {
  return api.post<ProfileContact>('profile/contacts', values);
}

export function useAddContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
