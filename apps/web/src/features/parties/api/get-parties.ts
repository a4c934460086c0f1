import { type Party, type PartyKind, partySchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { partyKinds } from '../party-kinds.ts';

/** GET clients (suppliers) or GET customers (offtakers): every party of that kind, newest first. */
export function getParties(kind: PartyKind, signal?: AbortSignal): Promise<Party[]> {
  return api
    .get(partyKinds[kind].list, { signal, schema: z.array(partySchema).nullable() })
    .then((rows) => rows ?? []);
}

export const partiesQueryOptions = (kind: PartyKind) =>
  queryOptions({
    queryKey: ['parties', kind, 'list'],
    queryFn: ({ signal }) => getParties(kind, signal),
  });

export function useParties(kind: PartyKind) {
  return useQuery(partiesQueryOptions(kind));
}
