import { type Contact, contactSchema, type PartyKind } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { partyKinds } from '../party-kinds.ts';

/**
 * GET contacts/client/{id} or contacts/customer/{id}: the party's contacts, primary first.
 * Always the party's own id (the original read the supplier's contacts with the wrong id).
 */
export function getContacts(kind: PartyKind, partyId: string, signal?: AbortSignal): Promise<Contact[]> {
  return api
    .get(`contacts/${partyKinds[kind].single}/${encodeURIComponent(partyId)}`, {
      signal,
      schema: z.array(contactSchema).nullable(),
    })
    .then((rows) => rows ?? []);
}

export const contactsQueryOptions = (kind: PartyKind, partyId: string) =>
  queryOptions({
    queryKey: ['parties', kind, 'contacts', partyId],
    queryFn: ({ signal }) => getContacts(kind, partyId, signal),
  });

export function useContacts(kind: PartyKind, partyId: string) {
  return useQuery(contactsQueryOptions(kind, partyId));
}
