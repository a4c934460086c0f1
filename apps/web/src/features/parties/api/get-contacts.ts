import { contactSchema, type PartyKind } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';
import { partyKinds } from '../party-kinds.ts';

/**
 * GET contacts/client/{id} or contacts/customer/{id}: the party's contacts, primary first.
 * Always the party's own id (the original read the supplier's contacts with the wrong id).
 */
export const getContacts = (kind: PartyKind, partyId: string, signal?: AbortSignal) =>
  getList(`contacts/${partyKinds[kind].single}/${encodeURIComponent(partyId)}`, contactSchema, signal);

export const contactsQueryOptions = (kind: PartyKind, partyId: string) =>
  readQuery(['parties', kind, 'contacts', partyId], (signal) => getContacts(kind, partyId, signal));

export const useContacts = (kind: PartyKind, partyId: string) =>
  useQuery(contactsQueryOptions(kind, partyId));
