import { type PartyOption, partyOptionSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type PartyList = 'clients' | 'customers';

/**
 * GET clients (suppliers) or GET customers (offtakers), by name, for the admin's filters: of each
 * party only what the filters rely on (the contract's PartyOption) is checked and kept.
 */
export function getPartyOptions(list: PartyList, signal?: AbortSignal): Promise<PartyOption[]> {
  return api
    .get(list, { signal, schema: z.array(partyOptionSchema).nullable() })
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
