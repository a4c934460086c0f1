import { type Party, type PartyKind, partySchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partyKinds } from '../party-kinds.ts';

/** GET clients/{id} or customers/{id}: one party. */
export function getParty(kind: PartyKind, id: string, signal?: AbortSignal): Promise<Party> {
  return api.get(`${partyKinds[kind].list}/${encodeURIComponent(id)}`, { signal, schema: partySchema });
}

export const partyQueryOptions = (kind: PartyKind, id: string) =>
  queryOptions({
    queryKey: ['parties', kind, 'detail', id],
    queryFn: ({ signal }) => getParty(kind, id, signal),
  });

export function useParty(kind: PartyKind, id: string) {
  return useQuery(partyQueryOptions(kind, id));
}
