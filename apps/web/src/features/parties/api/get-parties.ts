import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type Party, type PartyKind, partyKinds } from '../types.ts';

/** GET clients (suppliers) or GET customers (offtakers): every party of that kind, newest first. */
export function getParties(kind: PartyKind, signal?: AbortSignal): Promise<Party[]> {
  return api.get<Party[] | null>(partyKinds[kind].list, { signal }).then((rows) => rows ?? []);
}

export const partiesQueryOptions = (kind: PartyKind) =>
  queryOptions({
    queryKey: ['parties', kind, 'list'],
    queryFn: ({ signal }) => getParties(kind, signal),
  });

export function useParties(kind: PartyKind) {
  return useQuery(partiesQueryOptions(kind));
}
