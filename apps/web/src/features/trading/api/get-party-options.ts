import { partyOptionSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

export type PartyList = 'clients' | 'customers';

/**
 * GET clients (suppliers) or GET customers (offtakers), by name, for the admin's filters: of each
 * party only what the filters rely on (the contract's PartyOption) is checked and kept.
 */
export const getPartyOptions = async (list: PartyList, signal?: AbortSignal) =>
  (await getList(list, partyOptionSchema, signal))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));

export const partyOptionsQueryOptions = (list: PartyList) =>
  readQuery(['parties', list, 'options'], (signal) => getPartyOptions(list, signal));

export const usePartyOptions = (list: PartyList) => useQuery(partyOptionsQueryOptions(list));
