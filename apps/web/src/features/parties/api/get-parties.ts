import { type PartyKind, partySchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';
import { partyKinds } from '../party-kinds.ts';

/** GET clients (suppliers) or GET customers (offtakers): every party of that kind, newest first. */
export const getParties = (kind: PartyKind, signal?: AbortSignal) =>
  getList(partyKinds[kind].list, partySchema, signal);

export const partiesQueryOptions = (kind: PartyKind) =>
  readQuery(['parties', kind, 'list'], (signal) => getParties(kind, signal));

export const useParties = (kind: PartyKind) => useQuery(partiesQueryOptions(kind));
