import { hubSchema, productSchema } from '@gas/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

// The choices of the report filters, by name: products (an operator sees the whole catalogue,
// the others the active products), hubs, and for operators the suppliers and offtakers.

export type Choice = { id: string; name: string };

function byName(rows: Choice[] | null): Choice[] {
  return (rows ?? []).map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** GET products, under the catalogue's ['products'] key so a catalogue change refreshes it. */
export const productChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'report-choices'],
    queryFn: ({ signal }) =>
      api.get('products', { signal, schema: z.array(productSchema).nullable() }).then(byName),
  });

/** GET hubs: reference data that rarely changes. */
export const hubChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['hubs', 'report-choices'],
    queryFn: ({ signal }) => api.get('hubs', { signal, schema: z.array(hubSchema).nullable() }).then(byName),
    staleTime: 60 * 60 * 1000,
  });

/** GET clients (suppliers) or GET customers (offtakers), for an operator's party filter. */
export const partyChoicesQueryOptions = (list: 'clients' | 'customers') =>
  queryOptions({
    queryKey: ['parties', list, 'report-choices'],
    queryFn: ({ signal }) => api.get<Choice[] | null>(list, { signal }).then(byName),
  });

export function useProductChoices(isEnabled = true) {
  return useQuery({ ...productChoicesQueryOptions(), enabled: isEnabled });
}

export function useHubChoices(isEnabled = true) {
  return useQuery({ ...hubChoicesQueryOptions(), enabled: isEnabled });
}

export function usePartyChoices(list: 'clients' | 'customers', isEnabled = true) {
  return useQuery({ ...partyChoicesQueryOptions(list), enabled: isEnabled });
}
