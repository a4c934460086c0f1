import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ContactFormValues } from '../schemas.ts';
import type { ProfileContact } from '../types.ts';
import { profileQueryOptions } from './get-profile.ts';

/** PUT profile/contacts/{id}: replaces one of one's own contacts (a blank field is cleared). */
export function updateContact(id: string, values: ContactFormValues): Promise<ProfileContact> {
  return api.put<ProfileContact>(`profile/contacts/${encodeURIComponent(id)}`, values);
}

export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ContactFormValues) => updateContact(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
