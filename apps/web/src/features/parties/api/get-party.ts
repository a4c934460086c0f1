import { type PartyKind, partySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getOne, readQuery } from '../../../lib/queries.ts';
import { partyKinds } from '../party-kinds.ts';

/** GET clients/{id} or customers/{id}: one party. */
export const getParty = (kind: PartyKind, id: string, signal?: AbortSignal) =>
  getOne(`${partyKinds[kind].list}/${encodeURIComponent(id)}`, partySchema, signal);

export const partyQueryOptions = (kind: PartyKind, id: string) =>
  readQuery(['parties', kind, 'detail', id], (signal) => getParty(kind, id, signal));

export const useParty = (kind: PartyKind, id: string) => useQuery(partyQueryOptions(kind, id));
