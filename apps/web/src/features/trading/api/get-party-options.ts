import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PartyOption } from '../types.ts';

export type PartyList = 'clients' | 'customers';

/** GET clients (suppliers) or GET customers (offtakers), by name, for the admin's filters. */
export function getPartyOptions(list: PartyList, signal?: AbortSignal): Promise<PartyOption[]> {
  return api
    .get<PartyOption[] | null>(list, { signal })
    .then((rows) =>
      (rows ?? []).map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    );
}

export const partyOptionsQueryOptions = (list: PartyList) =>
  queryOptions({
    queryKey: ['parties', list, 'options'],
    queryFn: ({ signal }) => getPartyOptions(list, signal),
  });

export function usePartyOptions(list: PartyList) {
  return useQuery(partyOptionsQueryOptions(list));
}
