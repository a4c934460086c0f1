import { hubSchema, partyOptionSchema, productSchema } from '@gas/shared';
import { useQuery } from '@tanstack/react-query';
import { getList, readQuery } from '../../../lib/queries.ts';

// The choices of the report filters, by name: products (an operator sees the whole catalogue,
// the others the active products), hubs, and for operators the suppliers and offtakers.

export type Choice = { id: string; name: string };

function byName(rows: Choice[]): Choice[] {
  return rows.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** GET products, under the catalogue's ['products'] key so a catalogue change refreshes it. */
export const productChoicesQueryOptions = () =>
  readQuery(['products', 'report-choices'], (signal) =>
    getList('products', productSchema, signal).then(byName),
  );

/** GET hubs: reference data that rarely changes. */
export const hubChoicesQueryOptions = () =>
  readQuery(['hubs', 'report-choices'], (signal) => getList('hubs', hubSchema, signal).then(byName), {
    staleTime: 60 * 60 * 1000,
  });

/** GET clients (suppliers) or GET customers (offtakers), for an operator's party filter. */
export const partyChoicesQueryOptions = (list: 'clients' | 'customers') =>
  readQuery(['parties', list, 'report-choices'], (signal) =>
    getList(list, partyOptionSchema, signal).then(byName),
  );

export function useProductChoices(isEnabled = true) {
  return useQuery({ ...productChoicesQueryOptions(), enabled: isEnabled });
}

export function useHubChoices(isEnabled = true) {
  return useQuery({ ...hubChoicesQueryOptions(), enabled: isEnabled });
}

export function usePartyChoices(list: 'clients' | 'customers', isEnabled = true) {
  return useQuery({ ...partyChoicesQueryOptions(list), enabled: isEnabled });
}
